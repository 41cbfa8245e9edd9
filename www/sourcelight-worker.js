// sourcelight's tagging worker: runs the WebAssembly core off the main
// thread so that typing never waits for a long article to be tagged. The
// main thread compiles the module once and sends it here; a trap (a Rust
// panic) is reported as such and the main thread replaces the worker.

import init, { annotate, version } from './pkg/sourcelight.js';

onmessage = async ({ data }) => {
  if (data.type === 'init') {
    try {
      await init({ module_or_path: data.module });
      postMessage({ type: 'ready', version: version() });
    } catch (e) {
      postMessage({ type: 'fatal', message: String(e?.message ?? e) });
    }
  } else if (data.type === 'annotate') {
    try {
      postMessage({ type: 'result', id: data.id, result: annotate(data.text) });
    } catch (e) {
      postMessage({ type: 'error', id: data.id, trap: e instanceof WebAssembly.RuntimeError, message: String(e?.message ?? e) });
    }
  }
};
