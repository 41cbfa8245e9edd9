#!/usr/bin/env node
// Widget benchmark (not a test): the page in headless Chromium, as an editor
// uses it. Prints
//   - paste of a 5,000-word article → first highlight painted (ms), and
//   - keystroke → updated highlights on a 10,000-word article (median ms;
//     this includes the page's 150 ms typing debounce, printed apart),
// plus the core's own tagging time for each article. The articles are the
// page's sample story (www/sample.js) repeated.
//
//   npm run build && node bench/widget.mjs [--runs N]

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { startServer } from '../scripts/serve.mjs';
import { SAMPLE } from '../www/sample.js';

const runs = Number(process.argv[process.argv.indexOf('--runs') + 1]) || 5;

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

const server = await startServer({ port: 0 });
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
  // Timestamps inside the page: a paste or key event, and each time the page
  // reports the text tagged (data-tagged), then the frame that paints it.
  await page.evaluate(() => {
    const ta = document.querySelector('#article');
    window.marks = { input: 0, tagged: [] };
    ta.addEventListener('paste', () => { window.marks.input = performance.now(); }, true);
    ta.addEventListener('keydown', () => { window.marks.input = performance.now(); }, true);
    new MutationObserver(() => {
      const t = performance.now();
      const len = Number(document.querySelector('#app').dataset.tagged);
      requestAnimationFrame(() => window.marks.tagged.push({ len, tagged: t, painted: performance.now() }));
    }).observe(document.querySelector('#app'), { attributes: true, attributeFilter: ['data-tagged'] });
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
    return { ms: performance.now() - t0, quotes: r.quotes.length };
  }, text);
}

// 1. Paste → first highlight, 5,000 words.
const a5 = article(5000);
const paste = [];
let core5;
for (let i = 0; i < runs; i++) {
  const page = await fresh();
  await page.evaluate((t) => navigator.clipboard.writeText(t), a5);
  await page.focus('#article');
  await page.keyboard.press('Control+V');
  await waitTagged(page, a5.length);
  const m = await page.evaluate((n) => ({ input: window.marks.input, done: window.marks.tagged.find((x) => x.len === n) }), a5.length);
  paste.push(m.done.painted - m.input);
  if (i === 0) core5 = await coreTime(page, a5);
  await page.close();
}

// 2. Keystroke → updated highlights, 10,000 words.
const a10 = article(10000);
const page = await fresh();
await page.evaluate((t) => navigator.clipboard.writeText(t), a10);
await page.focus('#article');
await page.keyboard.press('Control+V');
await waitTagged(page, a10.length);
const core10 = await coreTime(page, a10);
const keys = [];
await page.evaluate(() => { const ta = document.querySelector('#article'); ta.setSelectionRange(2000, 2000); });
for (let i = 0; i < Math.max(runs * 3, 9); i++) {
  const len = await page.evaluate(() => document.querySelector('#article').value.length);
  await page.keyboard.type('x');
  await waitTagged(page, len + 1);
  const m = await page.evaluate((n) => ({ input: window.marks.input, done: window.marks.tagged.findLast((x) => x.len === n) }), len + 1);
  keys.push(m.done.painted - m.input);
}
await page.close();

const words = (t) => t.split(/\s+/).filter(Boolean).length;
console.log(`sourcelight widget benchmark (${runs} paste runs, ${keys.length} keystrokes; Chromium headless)`);
console.log(`paste ${words(a5)} words (${a5.length} chars) -> first highlight painted: median ${ms(median(paste))} (min ${ms(Math.min(...paste))}, max ${ms(Math.max(...paste))})`);
console.log(`  core tagging alone, ${words(a5)} words: ${ms(core5.ms)} (${core5.quotes} quotes)`);
console.log(`keystroke -> updated highlights, ${words(a10)} words: median ${ms(median(keys))} (min ${ms(Math.min(...keys))}, max ${ms(Math.max(...keys))}); includes the 150 ms debounce: ${ms(median(keys) - 150)} beyond it`);
console.log(`  core tagging alone, ${words(a10)} words: ${ms(core10.ms)} (${core10.quotes} quotes)`);

for (const p of ctx.pages()) await p.close();
await ctx.close();
await server.close();
rmSync(profile, { recursive: true, force: true });
