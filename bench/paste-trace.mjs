#!/usr/bin/env node
// Where a paste's time goes (not a test): one Ctrl+V of the 5,000-word
// article into the page (www/index.html) in headless Chromium, traced; prints
// the page's main-thread work from the paste event to the first frame with
// a highlight, each step with its wall time and its CPU time (wall well
// above CPU: the thread waited for a core), then how busy the other threads
// were meanwhile (the tagging worker, raster, the engine's compilers).
//
//   npm run build && node bench/paste-trace.mjs [--root DIR] [--depth N] [--out trace.json]
//
// --root serves another copy of www/, as in bench/widget.mjs; --out keeps
// the trace for chrome://tracing or Perfetto.

import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { startServer } from '../scripts/serve.mjs';
import { SAMPLE } from '../www/sample.js';

const arg = (k, d) => (process.argv.includes(k) ? process.argv[process.argv.indexOf(k) + 1] : d);
const root = arg('--root');
const depth = Number(arg('--depth', 6));
const dir = mkdtempSync(join(tmpdir(), 'sourcelight-trace-'));
const out = arg('--out', join(dir, 'trace.json'));

/** The sample repeated, paragraph by paragraph, cut at `words` words (as bench/widget.mjs). */
function article(words) {
  const paras = SAMPLE.trim().split('\n');
  const lines = [];
  for (let i = 0, n = 0; n < words; i++) {
    const take = paras[i % paras.length].split(/\s+/).slice(0, words - n);
    lines.push(take.join(' '));
    n += take.length;
  }
  return lines.join('\n');
}

const server = await startServer({ port: 0, ...(root ? { root } : {}) });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
  headless: true,
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
});
const ctx = await browser.newContext({ viewport: { width: 1280, height: 860 } });
await ctx.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(server.url).origin });
const page = await ctx.newPage();
await page.goto(server.url);
await page.waitForSelector('#app[data-state=ready]');
await page.waitForTimeout(1000);
await page.evaluate((t) => navigator.clipboard.writeText(t), article(5000));
// Marks in the trace: the paste event, the input event, the first frame
// with a highlight.
await page.evaluate(() => {
  const ta = document.querySelector('#article');
  const count = () => { let n = 0; for (const [name, h] of CSS.highlights) if (name.startsWith('sl-')) n += h.size; return n; };
  ta.addEventListener('paste', () => {
    performance.mark('paste');
    const look = () => { if (count() > 0) performance.mark('first'); else requestAnimationFrame(look); };
    requestAnimationFrame(look);
  }, true);
  ta.addEventListener('input', () => performance.mark('input'), true);
});
await page.focus('#article');
await browser.startTracing(page, { path: out, categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline',
  'blink.user_timing', 'toplevel', 'blink', 'v8.execute', 'disabled-by-default-devtools.timeline.frame'] });
await page.keyboard.press('Control+V');
await page.waitForTimeout(1000);
await browser.stopTracing();
await browser.close();
await server.close();

const events = JSON.parse(readFileSync(out, 'utf8')).traceEvents;
const threads = new Map();
for (const e of events) if (e.ph === 'M' && e.name === 'thread_name') threads.set(`${e.pid}:${e.tid}`, e.args.name);
const mark = (name) => events.find((e) => e.cat?.includes('blink.user_timing') && e.name === name);
const paste = mark('paste'), input = mark('input'), first = mark('first');
if (!paste) throw new Error('no paste event in the trace');
const t0 = paste.ts;
const end = first?.ts ?? t0 + 400_000;
const ms = (us) => (us / 1000).toFixed(1);
console.log(`load average ${loadavg().map((x) => x.toFixed(2)).join(' ')}`);
console.log(`paste event 0.0 ms, input event ${input ? ms(input.ts - t0) : '?'} ms, first frame with a highlight ${first ? ms(first.ts - t0) : 'none within 400'} ms`);
console.log('main thread (start, step, wall ms / CPU ms):');
const main = `${paste.pid}:${paste.tid}`;
const steps = events.filter((e) => `${e.pid}:${e.tid}` === main && e.ph === 'X' && e.dur >= 500
  && e.ts + e.dur >= t0 - 3000 && e.ts <= end + 16_000 && e.name !== 'ThreadControllerImpl::RunTask')
  .sort((a, b) => a.ts - b.ts || b.dur - a.dur);
const stack = [];
for (const e of steps) {
  while (stack.length && stack.at(-1).ts + stack.at(-1).dur <= e.ts) stack.pop();
  if (stack.length < depth) {
    const what = e.args?.data?.type ?? e.args?.data?.functionName ?? '';
    const cpu = e.tdur != null ? ` / ${ms(e.tdur)}` : '';
    console.log(`${ms(e.ts - t0).padStart(7)} ${'  '.repeat(stack.length)}${e.name}${what ? ` ${what}` : ''} ${ms(e.dur)}${cpu}`);
  }
  stack.push(e);
}
// Other threads: the time in their top-level tasks over the same window.
const busy = new Map();
for (const e of events) {
  if (e.ph !== 'X' || !['ThreadControllerImpl::RunTask', 'ThreadPool_RunTask'].includes(e.name)) continue;
  const key = `${e.pid}:${e.tid}`;
  if (key === main) continue;
  const d = Math.min(e.ts + e.dur, end) - Math.max(e.ts, t0);
  if (d <= 0) continue;
  const src = e.args?.src_file ?? e.args?.chrome_task_annotator?.src_file ?? '';
  const label = `${threads.get(key) ?? key}${/wasm/.test(src) ? ' (WebAssembly compiler)' : /raster|cc\//.test(src) ? ' (raster)' : ''}`;
  busy.set(label, (busy.get(label) ?? 0) + d);
}
console.log('other threads, busy ms over the same window:');
for (const [k, v] of [...busy].sort((a, b) => b[1] - a[1]).slice(0, 8)) console.log(`${ms(v).padStart(7)} ${k}`);
if (!process.argv.includes('--out')) rmSync(dir, { recursive: true, force: true });
