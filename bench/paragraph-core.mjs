#!/usr/bin/env node
// Where a keystroke's paragraph is best tagged (not a test; prints figures):
// in a page once the worker core is ready and warm, a paragraph of the sample
// story through the worker core and back, against a core on the main thread
// (its instantiation from the already compiled module, its first call, then
// per call). Three fresh pages; medians of 21 calls, in ms.
//
//   npm run build && node bench/paragraph-core.mjs
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { startServer } from '../scripts/serve.mjs';
import { SAMPLE } from '../www/sample.js';
const server = await startServer({ port: 0 });
const ctx = await chromium.launchPersistentContext(mkdtempSync(join(tmpdir(), 'm-')), { executablePath: '/usr/bin/chromium', headless: true, args: ['--no-sandbox', '--disable-gpu'] });
for (let round = 0; round < 3; round++) {
const page = await ctx.newPage();
// A page without a controller (whose idle helper core would be measured
// instead), the worker core loaded and given a second to warm up.
await page.goto(new URL('examples/', server.url).href);
await page.evaluate(async () => { const { loadCore } = await import('/sourcelight.js'); await loadCore(); });
await page.waitForTimeout(1000);
const out = await page.evaluate(async (sample) => {
  const { loadCore } = await import('/sourcelight.js');
  const paras = sample.trim().split('\n');
  const w = await loadCore();
  const med = (xs) => xs.sort((a, b) => a - b)[xs.length >> 1];
  const wt = [];
  for (let i = 0; i < 21; i++) { const t = performance.now(); await w.annotate(paras[i % paras.length] + ' x' + i); wt.push(performance.now() - t); }
  let t = performance.now();
  const m = await loadCore({ worker: false });
  const inst = performance.now() - t;
  t = performance.now(); m.annotate(paras[0]); const cold = performance.now() - t;
  t = performance.now(); m.annotate(paras[1]); const second = performance.now() - t;
  const mt = [];
  for (let i = 0; i < 21; i++) { const t = performance.now(); m.annotate(paras[i % paras.length] + ' y' + i); mt.push(performance.now() - t); }
  return { worker: med(wt), workerMax: Math.max(...wt), inst, cold, second, main: med(mt), mainMax: Math.max(...mt), paraLen: paras.map((p) => p.length) };
}, SAMPLE);
console.log(`worker round trip: median ${out.worker.toFixed(2)} (max ${out.workerMax.toFixed(1)}); main thread: instantiate ${out.inst.toFixed(1)}, first call ${out.cold.toFixed(1)}, second ${out.second.toFixed(1)}, then median ${out.main.toFixed(2)} (max ${out.mainMax.toFixed(1)}); paragraphs of ${Math.min(...out.paraLen)}-${Math.max(...out.paraLen)} chars`);
await page.close();
}
await ctx.close(); await server.close();
