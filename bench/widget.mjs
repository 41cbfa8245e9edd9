#!/usr/bin/env node
// Widget benchmark (not a test): the page in headless Chromium, as an editor
// uses it. Prints
//   - paste of a 5,000-word article → first highlight painted, and → the
//     whole page (highlights and side panel) up to date;
//   - keystroke on a 10,000-word article → the highlights shifted across the
//     edit (what the reader sees move at once; the ranges the edit touched
//     are dropped), → the edited paragraph re-tagged at once and its spans
//     painted (the 'instant' event; a page without it prints n/a), and → the
//     article re-tagged and painted (this includes the page's typing
//     debounce, printed apart),
// plus where the time goes (the widget's performance marks) and the core's
// own tagging time. "Painted" is the animation frame after the change: the
// first frame that can show it. The articles are the page's sample story
// (www/sample.js) repeated.
//
//   npm run build && node bench/widget.mjs [--runs N] [--root DIR]
//
// --root serves another copy of www/ (with its own pkg/), e.g. an older
// commit's, for before/after runs of this same benchmark.

import { mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { startServer } from '../scripts/serve.mjs';
import { SAMPLE } from '../www/sample.js';

const loadStart = loadavg();
const runs = Number(process.argv[process.argv.indexOf('--runs') + 1]) || 5;
const root = process.argv.includes('--root') ? process.argv[process.argv.indexOf('--root') + 1] : undefined;

/** The sample repeated, paragraph by paragraph, cut at exactly `words` words. */
function article(words) {
  const paras = SAMPLE.trim().split('\n');
  const out = [];
  let n = 0;
  for (let i = 0; n < words; i++) {
    const p = paras[i % paras.length].split(/\s+/);
    const take = p.slice(0, words - n);
    out.push(take.join(' '));
    n += take.length;
  }
  return out.join('\n');
}

const median = (xs) => { const s = [...xs].sort((a, b) => a - b); return s.length % 2 ? s[s.length >> 1] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2; };
const ms = (x) => `${x.toFixed(1)} ms`;

const server = await startServer({ port: 0, ...(root ? { root } : {}) });
const profile = mkdtempSync(join(tmpdir(), 'sourcelight-bench-'));
const ctx = await chromium.launchPersistentContext(profile, {
  executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
  headless: true,
  viewport: { width: 1280, height: 860 },
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
});
await ctx.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(server.url).origin });

async function fresh() {
  const page = await ctx.newPage();
  await page.goto(server.url);
  await page.waitForSelector('#app[data-state=ready]');
  // Nobody pastes within a second of the page opening; the worker uses that
  // second to warm the core up.
  await page.waitForTimeout(1000);
  // Timestamps inside the page: the paste or key event; the first frame
  // with any highlight (paste); the frame after the input event, when the
  // live ranges have moved with the edit (keystroke); and each time the page
  // reports the text tagged (data-tagged, set once highlights and panel are
  // up to date), then the frame that paints it.
  await page.evaluate(() => {
    const ta = document.querySelector('#article');
    const app = document.querySelector('#app');
    const count = () => { let n = 0; for (const [name, h] of CSS.highlights) if (name.startsWith('sl-')) n += h.size; return n; };
    window.marks = { input: 0, inserted: 0, first: 0, frame: 0, shifted: 0, handled: 0, instant: [], tagged: [] };
    // The browser's own work on a paste, before any page sees the new text.
    ta.addEventListener('input', () => { window.marks.inserted = performance.now(); }, true);
    ta.addEventListener('paste', () => {
      window.marks.input = performance.now();
      window.marks.first = 0;
      // The first frame after the paste: the first that shows the new text.
      // (A frame's callbacks all get its start time: that tells frames apart.)
      requestAnimationFrame((frame) => { window.marks.frame = frame; });
      const look = (frame) => {
        if (count() > 0) { window.marks.first = performance.now(); window.marks.firstFrame = frame; } else requestAnimationFrame(look);
      };
      requestAnimationFrame(look);
    }, true);
    ta.addEventListener('keydown', () => { window.marks.input = performance.now(); window.marks.shifted = 0; }, true);
    // Bubbling at the window: after the widget's own input listener.
    window.addEventListener('input', () => {
      // The page's own input handling (the widget's listeners), from the
      // capturing listener above to this bubbling one.
      window.marks.handled = performance.now() - window.marks.inserted;
      requestAnimationFrame(() => { window.marks.shifted = performance.now(); });
    });
    // data-instant: the edited paragraph re-tagged and painted at once.
    new MutationObserver(() => {
      const len = Number(app.dataset.instant);
      const ms = Number(app.dataset.instantMs);
      requestAnimationFrame(() => window.marks.instant.push({ len, ms, painted: performance.now() }));
    }).observe(app, { attributes: true, attributeFilter: ['data-instant'] });
    new MutationObserver(() => {
      const t = performance.now();
      const len = Number(app.dataset.tagged);
      const timing = JSON.parse(app.dataset.timing ?? 'null');
      requestAnimationFrame(() => window.marks.tagged.push({ len, tagged: t, painted: performance.now(), timing }));
    }).observe(app, { attributes: true, attributeFilter: ['data-tagged'] });
    // data-painted: the new highlights are registered (the panel follows).
    window.marks.highlighted = [];
    new MutationObserver(() => {
      const len = Number(app.dataset.painted);
      requestAnimationFrame(() => window.marks.highlighted.push({ len, painted: performance.now() }));
    }).observe(app, { attributes: true, attributeFilter: ['data-painted'] });
  });
  return page;
}

const waitTagged = (page, len) => page.waitForFunction((n) => window.marks.tagged.some((m) => m.len === n), len, { timeout: 60_000 });

async function coreTime(page, text) {
  return page.evaluate(async (t) => {
    const { annotate } = await import('/sourcelight.js');
    await annotate('warm up');
    const t0 = performance.now();
    const r = await annotate(t);
    const all = performance.now() - t0;
    // The core alone, on this thread, without any transfer.
    const glue = await import('/pkg/sourcelight.js');
    await glue.default();
    glue.annotate(t);
    const t1 = performance.now();
    glue.annotate(t);
    return { ms: performance.now() - t1, viaApi: all, quotes: r.quotes.length,
      items: r.quotes.length + r.figures.length + r.attributions.length + r.flags.length
        + r.sources.reduce((n, s) => n + s.mentions.length, 0) };
  }, text);
}

/** The widget's phases with what comes before them (from the input event to
 * the tagging's start: the browser's own handling, the debounce) and after
 * (from the page's update to the frame). */
function split(m) {
  const { at, ...t } = m.done.timing;
  return { before: at - m.input, ...t, frame: m.done.painted - m.done.tagged };
}

/** Medians of each phase of the widget's own timing. */
function phases(list) {
  const keys = Object.keys(list[0] ?? {});
  return keys.map((k) => `${k} ${median(list.map((t) => t[k])).toFixed(1)}`).join(', ');
}

// 1. Paste → first highlight, 5,000 words.
const a5 = article(5000);
const first = [], full = [], inserted = [], pasteTiming = [];
let inFirstFrame = 0;
let core5;
for (let i = 0; i < runs; i++) {
  const page = await fresh();
  await page.evaluate((t) => navigator.clipboard.writeText(t), a5);
  await page.focus('#article');
  await page.keyboard.press('Control+V');
  await waitTagged(page, a5.length);
  const m = await page.evaluate((n) => ({ input: window.marks.input, first: window.marks.first, frame: window.marks.frame, firstFrame: window.marks.firstFrame,
    inserted: window.marks.inserted, done: window.marks.tagged.find((x) => x.len === n) }), a5.length);
  first.push(m.first - m.input);
  if (m.firstFrame === m.frame) inFirstFrame++;
  inserted.push(m.inserted - m.input);
  full.push(m.done.painted - m.input);
  if (m.done.timing) pasteTiming.push(split(m));
  if (i === 0) core5 = await coreTime(page, a5);
  await page.close();
}

// 2. Keystroke → shifted, and → re-tagged, 10,000 words.
const a10 = article(10000);
const page = await fresh();
await page.evaluate((t) => navigator.clipboard.writeText(t), a10);
await page.focus('#article');
await page.keyboard.press('Control+V');
await waitTagged(page, a10.length);
const core10 = await coreTime(page, a10);
const shifted = [], instant = [], stretch = [], handled = [], retagged = [], withPanel = [], keyTiming = [];
await page.evaluate(() => { const ta = document.querySelector('#article'); ta.setSelectionRange(2000, 2000); });
for (let i = 0; i < Math.max(runs * 3, 9); i++) {
  const len = await page.evaluate(() => document.querySelector('#article').value.length);
  await page.keyboard.type('x');
  await waitTagged(page, len + 1);
  const m = await page.evaluate((n) => ({ input: window.marks.input, shifted: window.marks.shifted, handled: window.marks.handled,
    instant: window.marks.instant.findLast((x) => x.len === n),
    done: window.marks.tagged.findLast((x) => x.len === n), hl: window.marks.highlighted.findLast((x) => x.len === n) }), len + 1);
  shifted.push(m.shifted - m.input);
  handled.push(m.handled);
  if (m.instant) { instant.push(m.instant.painted - m.input); stretch.push(m.instant.ms); }
  retagged.push(m.hl.painted - m.input);
  withPanel.push(m.done.painted - m.input);
  if (m.done.timing) keyTiming.push(split(m));
}
const debounce = await page.evaluate(() => Number(document.querySelector('#app').dataset.debounce ?? 150));
await page.close();

const words = (t) => t.split(/\s+/).filter(Boolean).length;
const stats = (xs) => `median ${ms(median(xs))} (min ${ms(Math.min(...xs))}, max ${ms(Math.max(...xs))})`;
const load = (l) => l.map((x) => x.toFixed(2)).join(' ');
console.log(`load average at the start ${load(loadStart)}, at the end ${load(loadavg())}; ${availableParallelism()} CPUs`);
console.log(`sourcelight widget benchmark (${runs} paste runs, ${retagged.length} keystrokes; Chromium headless)`);
console.log(`paste ${words(a5)} words (${a5.length} chars, ${core5.items} highlighted spans):`);
console.log(`  -> first highlight painted: ${stats(first)}; in the first frame after the paste: ${inFirstFrame} of ${runs}`);
console.log(`  -> highlights and panel up to date, painted: ${stats(full)}`);
console.log(`  the browser's own insertion of the text (paste event to input event): ${stats(inserted)}`);
if (pasteTiming.length) console.log(`  widget phases, ms (medians): ${phases(pasteTiming)}`);
console.log(`  core alone on the main thread: ${ms(core5.ms)}; through the default core (worker) and back: ${ms(core5.viaApi)}`);
console.log(`keystroke, ${words(a10)} words (${a10.length} chars, ${core10.items} highlighted spans):`);
console.log(`  -> highlights shifted across the edit, painted: ${stats(shifted)}`);
console.log(`  -> keystroke -> local re-tag painted (the edited paragraph re-tagged at once): ${instant.length ? `${stats(instant)}; ${instant.length} of ${shifted.length} keystrokes` : 'n/a (no instant re-tagging in this page)'}`);
console.log(`  the page's input handling (the widget's listeners), per keystroke: ${stats(handled)}`);
if (stretch.length) console.log(`  of which the paragraph's re-tagging, splice and registering (the 'instant' event's ms): ${stats(stretch)}`);
console.log(`  -> re-tagged highlights painted: ${stats(retagged)}; includes the ${debounce} ms typing debounce`);
console.log(`  -> re-tagged highlights and panel, painted: ${stats(withPanel)}`);
if (keyTiming.length) console.log(`  widget phases, ms (medians): ${phases(keyTiming)}`);
console.log(`  core alone on the main thread: ${ms(core10.ms)}; through the default core (worker) and back: ${ms(core10.viaApi)}`);

for (const p of ctx.pages()) await p.close();
await ctx.close();
await server.close();
rmSync(profile, { recursive: true, force: true });
