// WASM benchmark in Node: `node bench/node.mjs [--sizes 1K,4K,1M] [--dir FOLDER | --no-dir] [--wall]`.
// Times are CPU time of the process unless --wall.
// Needs `bash scripts/build.sh` first (www/pkg/). Prints figures; asserts nothing.
// The native figures come from `cargo bench` (benches/annotate.rs).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { cpus, loadavg } from 'node:os';
import nlp from 'compromise';
import { corpus } from './corpus.mjs';
import { runBench, runFolder } from './measure.mjs';
import { root, options, sizeReport, goals } from './report.mjs';

const log = (s) => console.log(s);
const opts = options();
const glue = new URL('../www/pkg/sourcelight.js', import.meta.url).href;
const compiled = await WebAssembly.compile(readFileSync(join(root, 'www', 'pkg', 'sourcelight_bg.wasm')));

/** A fresh instance of the core: a new copy of the glue module (the query makes it one) on the compiled WASM. */
async function load(tag) {
  const m = await import(`${glue}?instance=${encodeURIComponent(tag)}`);
  const exports = await m.default({ module_or_path: compiled });
  return { annotate: m.annotate, annotateJson: m.annotateJson, version: m.version, memory: exports.memory };
}

log(`== WASM in Node ${process.version} (${cpus().length} CPUs, ${cpus()[0].model}; load average ${loadavg().map((x) => x.toFixed(2)).join(' ')})`);
log('size of the download:');
sizeReport(log);
log('');
// CPU time of the process (µs resolution): unlike the wall clock it does not
// count the time other processes on a shared machine take the CPU away.
const cpu = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1e6;
};
const clock = process.argv.includes('--wall') ? undefined : { name: 'CPU time', now: cpu };
const res = await runBench({ load, input: async (n) => corpus(n), sizes: opts.sizes, nlp, log, clock });
if (opts.texts.length) runFolder({ api: await load('folder'), texts: opts.texts, name: opts.dir, log });
goals(res, 'Node', log);
log('');
log('Native: cargo bench (benches/annotate.rs). Chromium: node bench/browser.mjs.');
