// sourcelight's tagging worker: runs the WebAssembly core off the main
// thread so that typing never waits for a long article to be tagged. The
// main thread compiles the module once and sends it here; a trap (a Rust
// panic) is reported as such and the main thread replaces the worker.
//
// The result crosses to the main thread as one JSON string: a string is
// copied in one piece, where a structured clone of the result object walks
// thousands of small objects on both sides. The main thread parses it.

import init, { annotateJson, version } from './pkg/sourcelight.js';

// A made-up article that runs every stage of the core: quotes with
// speakers, figures of several kinds, attribution cues, an anonymous source.
const WARM = [
  '“We will open the bridge in May,” said Ana Ruiz, the mayor of Eastvale. “It cost $4.2 million.”',
  'According to the council, more than 70% of residents backed the plan, and 1,200 signed a petition.',
  'A spokesman, who asked not to be named, said the work would take three weeks. Ruiz said: “Nobody was hurt.”',
  'The report, published on Tuesday, found that 38 of the 52 sites had been repaired at a cost of about £900,000.',
].join('\n');

onmessage = async ({ data }) => {
  if (data.type === 'init') {
    try {
      await init({ module_or_path: data.module });
      postMessage({ type: 'ready', version: version() });
      // The engine compiles each function of the core at its first call,
      // in baseline code first: the first 8 KB took 130-200 ms here, the
      // third 20-35 ms. A few calls now, while nobody waits (0.3-0.5 s on a
      // busy machine), spare the first real article that. Messages queue
      // behind this.
      const warm = `${WARM}\n`.repeat(20);
      for (let i = 0; i < 4; i++) annotateJson(warm);
    } catch (e) {
      postMessage({ type: 'fatal', message: String(e?.message ?? e) });
    }
  } else if (data.type === 'annotate') {
    try {
      const t0 = performance.now();
      const json = annotateJson(data.text);
      postMessage({ type: 'result', id: data.id, json, ms: performance.now() - t0 });
    } catch (e) {
      postMessage({ type: 'error', id: data.id, trap: e instanceof WebAssembly.RuntimeError, message: String(e?.message ?? e) });
    }
  }
};
