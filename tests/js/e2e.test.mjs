// The page in a real browser (Chromium through playwright-core), served by
// scripts/serve.mjs with its Content-Security-Policy. A person pastes an
// article; the tests read what is highlighted from CSS.highlights and check
// it against the strings they expect. No test waits a fixed time: each waits
// for the page to say it has tagged the text it holds.

import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, copyFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { startServer, CSP } from '../../scripts/serve.mjs';

const SHOT = new URL('../../screenshot.png', import.meta.url).pathname;

let server, ctx, profile;
const problems = []; // console errors, page errors, foreign requests: all suites

before(async () => {
  server = await startServer({ port: 0 });
  profile = mkdtempSync(join(tmpdir(), 'sourcelight-e2e-'));
  ctx = await chromium.launchPersistentContext(profile, {
    executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
    headless: true,
    viewport: { width: 1280, height: 860 },
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
      '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  await ctx.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(server.url).origin });
  ctx.on('request', (req) => {
    const u = req.url();
    if (!u.startsWith(server.url) && !u.startsWith(`blob:${server.url}`) && !u.startsWith('data:')) problems.push(`request to another origin: ${u}`);
  });
});

after(async () => {
  for (const p of ctx.pages()) await p.close();
  await ctx?.close();
  await server?.close();
  rmSync(profile, { recursive: true, force: true });
});

/** A fresh page on the app, with its console watched. */
async function open({ watch = true, colorScheme = 'light' } = {}) {
  const page = await ctx.newPage();
  await page.emulateMedia({ colorScheme });
  if (watch) {
    page.on('console', (m) => { if (m.type() === 'error' || m.type() === 'warning') problems.push(`console ${m.type()}: ${m.text()}`); });
    page.on('pageerror', (e) => problems.push(`page error: ${e.message}`));
  }
  await page.goto(server.url);
  await page.waitForSelector('#app[data-state=ready]');
  return page;
}

/** Waits until the highlights describe exactly the text now in the editor. */
async function tagged(page) {
  await page.waitForFunction(() => {
    const ta = document.querySelector('#article');
    return document.querySelector('#app').dataset.tagged === String(ta.value.length);
  });
}

/** The strings each highlight layer covers, read back from the DOM ranges. */
const painted = (page) => page.evaluate(() => {
  const out = {};
  for (const [name, h] of CSS.highlights) out[name] = [...h].map((r) => r.toString()).sort();
  return out;
});

/** Puts text on the system clipboard and pastes it with Control+V. */
async function paste(page, text, html) {
  await page.evaluate(async ({ text, html }) => {
    const items = { 'text/plain': new Blob([text], { type: 'text/plain' }) };
    if (html) items['text/html'] = new Blob([html], { type: 'text/html' });
    await navigator.clipboard.write([new ClipboardItem(items)]);
  }, { text, html });
  await page.focus('#article');
  await page.keyboard.press('Control+V');
}

// Written for these tests; fictional.
const ARTICLE = [
  'Harbor crews finished the new pier on Friday.',
  '"We finished two weeks early," said Lena Ortiz, a spokeswoman for the port authority. "Nobody got hurt."',
  'The pier cost $4.2 million, according to the city budget office.',
  'More than 70% of the shipping traffic will use it, officials said.',
].join('\n');

test('pasting an article highlights its quotes, figures, cues and sources exactly', async () => {
  const page = await open();
  await paste(page, ARTICLE);
  await tagged(page);
  assert.equal(await page.inputValue('#article'), ARTICLE, 'the text is exactly what was pasted');
  const p = await painted(page);
  assert.deepEqual(p['sl-quote'], ['"Nobody got hurt."', '"We finished two weeks early,"']);
  assert.ok(p['sl-figure'].includes('$4.2 million'), `figures: ${p['sl-figure']}`);
  assert.ok(p['sl-figure'].some((s) => s === '70%' || s === 'More than 70%'), `figures: ${p['sl-figure']}`);
  assert.ok(p['sl-attribution'].includes('said'));
  assert.ok(p['sl-attribution'].includes('according to'));
  assert.ok(p['sl-source'].includes('Lena Ortiz'));
  // The mirror the ranges live in holds the same text as the editor.
  assert.equal(await page.evaluate(() => document.querySelector('.sl-mirror').textContent.replace(/\u200b/g, '')), ARTICLE);
  assert.equal(await page.textContent('[data-count=quote]'), '2');
  await page.waitForFunction(() => /Tagged 2 quotes, \d+ figures?, /.test(document.querySelector('#status').textContent));
  assert.match(await page.textContent('#sources'), /Lena Ortiz/);
  assert.equal(page.workers().length, 1, 'tagging runs in a worker');
  await page.close();
});

test('a paste is tagged from the paste event: into a selection, with CRLF line ends, or rewritten by the page', async () => {
  const page = await open();
  await page.fill('#article', 'Intro line. XXX Outro line.');
  await tagged(page);
  // Replace the selected XXX with CRLF text: the textarea keeps LF only.
  await page.evaluate(() => document.querySelector('#article').setSelectionRange(12, 15));
  await paste(page, ARTICLE.replace(/\n/g, '\r\n'));
  await tagged(page);
  assert.equal(await page.inputValue('#article'), `Intro line. ${ARTICLE} Outro line.`);
  let p = await painted(page);
  assert.deepEqual(p['sl-quote'], ['"Nobody got hurt."', '"We finished two weeks early,"']);
  assert.ok(p['sl-source'].some((s) => s.startsWith('Lena Ortiz')), p['sl-source'].join(' | '));
  // A page that takes the paste over and inserts something else: the
  // highlights follow what it inserted, not what was on the clipboard.
  await page.evaluate(() => {
    window.addEventListener('paste', (e) => {
      e.preventDefault();
      document.execCommand('insertText', false, '"Changed by the page," said Ada Moss.');
    }, { capture: true, once: true });
  });
  await page.evaluate(() => document.querySelector('#article').select());
  await paste(page, ARTICLE);
  await tagged(page);
  assert.equal(await page.inputValue('#article'), '"Changed by the page," said Ada Moss.');
  p = await painted(page);
  assert.deepEqual(p['sl-quote'], ['"Changed by the page,"']);
  await page.close();
});

test('typing before the highlights re-tags and keeps them on the same words', async () => {
  const page = await open();
  await paste(page, ARTICLE);
  await tagged(page);
  await page.focus('#article');
  await page.keyboard.press('Control+Home');
  await page.keyboard.type('UPDATED 😀 — ');
  await tagged(page);
  const p = await painted(page);
  assert.deepEqual(p['sl-quote'], ['"Nobody got hurt."', '"We finished two weeks early,"']);
  assert.ok(p['sl-figure'].includes('$4.2 million'));
  assert.equal(await page.evaluate(() => document.querySelector('.sl-mirror').textContent.replace(/\u200b/g, '')),
    await page.inputValue('#article'));
  await page.close();
});

test('typing into a long article while it is being tagged leaves the highlights right', async () => {
  const page = await open();
  const long = Array.from({ length: 60 }, (_, i) => ARTICLE.replace('Lena Ortiz', `Lena Ortiz${i}`)).join('\n');
  await paste(page, long);
  await page.keyboard.type(' "Late words," said Bo Chan.');
  await tagged(page);
  const value = await page.inputValue('#article');
  assert.ok(value.endsWith(' "Late words," said Bo Chan.'));
  const p = await painted(page);
  assert.equal(p['sl-quote'].length, 121);
  assert.ok(p['sl-quote'].every((q) => /^".*"$/.test(q)), 'every quote highlight runs mark to mark');
  assert.ok(p['sl-quote'].includes('"Late words,"'));
  assert.equal(p['sl-figure'].filter((f) => f === '$4.2 million').length, 60);
  assert.equal(await page.evaluate(() => document.querySelector('.sl-mirror').textContent.replace(/\u200b/g, '')), value);
  await page.close();
});

test('pasted HTML is shown as text and never run', async () => {
  const page = await open();
  const requests = [];
  page.on('request', (r) => requests.push(new URL(r.url()).pathname));
  const markup = '"<img src=x onerror=window.__pwned=1> is fine," said <b>Ann Lee</b>.';
  // The HTML flavour holds no inline handler: Chromium parses it when it is
  // written to the clipboard, and the CSP would (rightly) log a violation.
  await paste(page, markup, '<p><b>Ann Lee</b> said so.</p><img src="/pwned.png"><script>window.__pwned=2</script>');
  await tagged(page);
  assert.equal(await page.inputValue('#article'), markup);
  assert.equal(await page.evaluate(() => window.__pwned), undefined);
  assert.ok(!requests.includes('/pwned.png') && !requests.includes('/x'), `requests: ${requests}`);
  assert.equal(await page.locator('main img, main b, .sl-card img').count(), 0);
  const p = await painted(page);
  assert.deepEqual(p['sl-quote'], ['"<img src=x onerror=window.__pwned=1> is fine,"']);
  await page.close();
});

test('the sample button loads, tags and lists sources and flags; a flag selects its span', async () => {
  const page = await open();
  await page.click('#sample');
  await tagged(page);
  const text = await page.inputValue('#article');
  assert.ok(text.includes('$4.2 million') && text.includes('Thirty-eight'));
  const p = await painted(page);
  assert.ok(p['sl-quote'].includes('"The library is where this town keeps its memory,"'));
  assert.ok(p['sl-figure'].includes('$4.2 million'));
  assert.match(await page.textContent('#sources'), /Dana Whitlock/);
  assert.ok(Number(await page.textContent('[data-count=flag]')) > 0);

  // Open the first group of flags and click its first item.
  await page.click('#flags details summary');
  const button = page.locator('#flags details[open] button.flag').first();
  const label = await button.evaluate((b) => (b.querySelector('strong') ?? b).textContent);
  await button.click();
  const selected = await page.evaluate(() => {
    const ta = document.querySelector('#article');
    return { focused: document.activeElement === ta, text: ta.value.slice(ta.selectionStart, ta.selectionEnd) };
  });
  assert.ok(selected.focused, 'the editor has focus');
  assert.equal(selected.text.replace(/\s+/g, ' ').trim().slice(0, 20), label.replace('…', '').slice(0, 20));
  await page.close();
});

test('F8 walks the things to check; Clear empties the editor and Undo brings the text back', async () => {
  const page = await open();
  await page.focus('#article');
  await page.keyboard.type('My own draft.');
  await page.click('#sample');
  await tagged(page);
  const flags = await page.evaluate(() => {
    // Text offsets: the mirror holds one text node per paragraph.
    const starts = new Map();
    let n = 0;
    for (const div of document.querySelector('.sl-mirror').children) { starts.set(div.firstChild, n); n += div.firstChild.length; }
    return [...CSS.highlights.get('sl-flag')].map((r) => [starts.get(r.startContainer) + r.startOffset, 0, r.toString()])
      .sort((a, b) => a[0] - b[0]).map((f) => f[2]);
  });
  assert.ok(flags.length >= 2);
  await page.focus('#article');
  await page.keyboard.press('Control+Home');
  const selected = () => page.evaluate(() => { const ta = document.querySelector('#article'); return ta.value.slice(ta.selectionStart, ta.selectionEnd); });
  await page.keyboard.press('F8');
  assert.equal(await selected(), flags[0]);
  await page.keyboard.press('F8');
  assert.equal(await selected(), flags[1]);
  await page.keyboard.press('Shift+F8');
  assert.equal(await selected(), flags[0]);
  await page.keyboard.press('Shift+F8');
  assert.equal(await selected(), flags.at(-1), 'wraps around');
  assert.match(await page.textContent('#status'), /\S/);

  await page.click('#clear');
  await tagged(page);
  assert.equal(await page.inputValue('#article'), '');
  assert.equal(await page.textContent('[data-count=quote]'), '0');
  assert.equal(await page.isVisible('#sources-empty'), true);
  await page.focus('#article');
  await page.keyboard.press('Control+Z');
  await page.keyboard.press('Control+Z');
  assert.equal(await page.inputValue('#article'), 'My own draft.');
  await page.close();
});

test('Alt+Down / Alt+Up walk every highlight shown, in text order; a hidden kind is skipped', async () => {
  const page = await open();
  await page.click('#sample');
  await tagged(page);
  // The highlights of the shown kinds as [start, end, text], in text order.
  const spans = (names) => page.evaluate((names) => {
    const starts = new Map();
    let n = 0;
    for (const div of document.querySelector('.sl-mirror').children) { starts.set(div.firstChild, n); n += div.firstChild.length; }
    const out = [];
    for (const name of names) {
      for (const r of CSS.highlights.get(name) ?? []) {
        const s = starts.get(r.startContainer) + r.startOffset;
        out.push([s, s + r.toString().length, r.toString()]);
      }
    }
    return out.sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  }, names);
  const selected = () => page.evaluate(() => { const ta = document.querySelector('#article'); return [ta.selectionStart, ta.selectionEnd, ta.value.slice(ta.selectionStart, ta.selectionEnd)]; });
  const all = await spans(['sl-quote', 'sl-scare', 'sl-figure', 'sl-attribution', 'sl-source']);
  assert.ok(all.length > 20, `${all.length} highlights`);
  await page.focus('#article');
  await page.keyboard.press('Control+Home');
  const walked = [];
  for (let i = 0; i < all.length; i++) { await page.keyboard.press('Alt+ArrowDown'); walked.push(await selected()); }
  assert.deepEqual(walked, all, 'forward: each highlight once, in order');
  await page.keyboard.press('Alt+ArrowDown');
  assert.deepEqual(await selected(), all[0], 'wraps around');
  await page.keyboard.press('Alt+ArrowUp');
  assert.deepEqual(await selected(), all.at(-1));
  await page.keyboard.press('Alt+ArrowUp');
  assert.deepEqual(await selected(), all.at(-2));
  assert.match(await page.textContent('#status'), /^(Quote|Figure|Attribution cue|Source): \S/);

  const figures = await spans(['sl-figure']);
  assert.ok(figures.length > 0);
  await page.uncheck('input[data-kind=figure]');
  const rest = all.filter((x) => !figures.some((f) => f[0] === x[0] && f[1] === x[1]));
  await page.focus('#article');
  await page.keyboard.press('Control+Home');
  const walkedRest = [];
  for (let i = 0; i < rest.length; i++) { await page.keyboard.press('Alt+ArrowDown'); walkedRest.push(await selected()); }
  assert.deepEqual(walkedRest, rest, 'figures hidden: the walk leaves them out');
  await page.close();
});

test('a source stresses its items; a legend toggle hides its kind', async () => {
  const page = await open();
  await page.click('#sample');
  await tagged(page);
  await page.locator('#sources button', { hasText: 'Dana Whitlock' }).click();
  assert.equal(await page.getAttribute('#sources button:has-text("Dana Whitlock")', 'aria-pressed'), 'true');
  let p = await painted(page);
  assert.ok(p['sl-focus'].includes('Dana Whitlock'));
  assert.ok(p['sl-focus'].includes('"The library is where this town keeps its memory,"'));
  assert.ok(!p['sl-focus'].includes('Mayor Tom Reyes') && !p['sl-focus'].includes('$31 million'));
  assert.ok(await page.evaluate(() => document.querySelector('.sl-mirror').classList.contains('sl-dim')));

  await page.uncheck('input[data-kind=quote]');
  p = await painted(page);
  assert.deepEqual(p['sl-quote'], []);
  assert.ok(p['sl-figure'].length > 0);
  await page.check('input[data-kind=quote]');
  p = await painted(page);
  assert.ok(p['sl-quote'].length > 0);
  await page.close();
});

test('hovering a figure, or moving the caret into it, shows its card', async () => {
  const page = await open();
  await page.click('#sample');
  await tagged(page);
  const box = await page.evaluate(() => {
    const r = [...CSS.highlights.get('sl-figure')].find((x) => x.toString() === '$4.2 million');
    const b = r.getClientRects()[0];
    return { x: b.left + b.width / 2, y: b.top + b.height / 2 };
  });
  await page.mouse.move(box.x, box.y);
  const card = page.locator('.sl-card:not([hidden])');
  await card.waitFor();
  assert.match(await card.textContent(), /Figure.*money.*4,200,000/s);
  assert.deepEqual((await painted(page))['sl-active'], ['$4.2 million']);

  await page.mouse.move(5, 5);
  await page.locator('.sl-card[hidden]').waitFor({ state: 'attached' });
  const at = await page.evaluate(() => document.querySelector('#article').value.indexOf('Dana Whitlock') + 2);
  await page.focus('#article');
  await page.evaluate((o) => document.querySelector('#article').setSelectionRange(o, o), at);
  await card.waitFor();
  assert.match(await card.textContent(), /Source mention.*Dana Whitlock/s);
  assert.equal(await page.getAttribute('#article', 'aria-describedby'), await card.getAttribute('id'));
  await page.keyboard.press('Escape');
  await page.locator('.sl-card[hidden]').waitFor({ state: 'attached' });
  await page.close();
});

test('hovering an attribution cue underlines what it attributes, in each of its parts', async () => {
  const page = await open();
  await page.click('#sample');
  await tagged(page);
  // '"I love that building as much as anyone," Imbert told the meeting. "But we …"':
  // the cue splits its content in two, one part on either side.
  const box = await page.evaluate(() => {
    const r = [...CSS.highlights.get('sl-attribution')].find((x) => x.toString() === 'told'
      && x.startContainer.textContent.slice(0, x.startOffset).endsWith('Imbert '));
    const b = r.getClientRects()[0];
    return { x: b.left + b.width / 2, y: b.top + b.height / 2 };
  });
  await page.mouse.move(box.x, box.y);
  const card = page.locator('.sl-card:not([hidden])');
  await card.waitFor();
  const content = (await painted(page))['sl-content'];
  assert.equal(content.length, 2);
  assert.match(content[0], /^"But we have a water plant/);
  assert.match(content[1], /^"I love that building as much as anyone/);
  assert.match(await card.textContent(), /Attribution cue.*told.*Rosa Imbert.*Content.*I love that building.*…/s);
  // Away from the cue, nothing stays underlined.
  await page.mouse.move(5, 5);
  await page.locator('.sl-card[hidden]').waitFor({ state: 'attached' });
  assert.deepEqual((await painted(page))['sl-content'] ?? [], []);
  await page.close();
});

/** For each painted figure visible in the editor: the textarea character
 * under the middle of its highlight, by the browser's own hit test. */
const underHighlights = (page) => page.evaluate(() => new Promise((done) => requestAnimationFrame(() => {
  const ta = document.querySelector('#article');
  const box = ta.getBoundingClientRect();
  // Text offsets: the mirror holds one text node per paragraph.
  const starts = new Map();
  let n = 0;
  for (const div of document.querySelector('.sl-mirror').children) { starts.set(div.firstChild, n); n += div.firstChild.length; }
  const out = [];
  for (const name of ['sl-figure', 'sl-quote', 'sl-source']) {
    for (const r of CSS.highlights.get(name)) {
      const b = r.getClientRects()[0];
      if (!b || b.top < box.top + 20 || b.bottom > box.bottom - 20) continue;
      const p = document.caretPositionFromPoint(b.left + Math.min(b.width / 2, 8), b.top + b.height / 2);
      out.push({ text: r.toString(), start: starts.get(r.startContainer) + r.startOffset, end: starts.get(r.endContainer) + r.endOffset,
        node: p?.offsetNode?.id, at: p?.offset });
    }
  }
  done(out);
})));

test('the highlights sit under the very characters they cover, also scrolled and resized', async () => {
  const page = await open();
  await page.click('#sample');
  await tagged(page);
  const check = async (when) => {
    const hits = await underHighlights(page);
    assert.ok(hits.length >= 5, `${when}: enough visible highlights (${hits.length})`);
    for (const h of hits) {
      assert.equal(h.node, 'article', `${when}: hit test lands in the editor for ${h.text}`);
      assert.ok(h.at >= h.start && h.at <= h.end, `${when}: ${h.text} [${h.start}, ${h.end}) is drawn under character ${h.at}`);
    }
  };
  await check('top');
  await page.evaluate(() => { document.querySelector('#article').scrollTop = 260; });
  await page.waitForFunction(() => document.querySelector('.sl-mirror').scrollTop === document.querySelector('#article').scrollTop);
  await check('scrolled');
  await page.evaluate(() => { const ta = document.querySelector('#article'); ta.scrollTop = ta.scrollHeight; });
  await page.waitForFunction(() => document.querySelector('.sl-mirror').scrollTop === document.querySelector('#article').scrollTop);
  await check('scrolled to the end');
  await page.setViewportSize({ width: 900, height: 860 });
  await page.evaluate(() => { document.querySelector('#article').style.width = '70.3%'; });
  await page.waitForFunction(() => Math.abs(document.querySelector('.sl-mirror').clientWidth - document.querySelector('#article').clientWidth) <= 1);
  await check('resized');
  // A sub-pixel width, zoomed text: wrapping must still agree.
  await page.evaluate(() => { const ta = document.querySelector('#article'); ta.style.width = '613.37px'; ta.style.fontSize = '18.3px'; });
  await page.waitForFunction(() => document.querySelector('.sl-mirror').style.fontSize === '18.3px');
  await check('sub-pixel');
  await page.close();
});

test('every control is labelled and reachable with the keyboard', async () => {
  const page = await open();
  const unlabelled = await page.evaluate(() => [...document.querySelectorAll('button, input, textarea, summary')]
    .filter((el) => !(el.labels?.length || el.getAttribute('aria-label') || el.textContent.trim()))
    .map((el) => el.outerHTML));
  assert.deepEqual(unlabelled, []);
  const reached = new Set();
  await page.locator('body').focus();
  for (let i = 0; i < 20; i++) {
    await page.keyboard.press('Tab');
    reached.add(await page.evaluate(() => document.activeElement.id || document.activeElement.dataset.kind || document.activeElement.tagName));
  }
  for (const id of ['sample', 'clear', 'theme', 'quote', 'figure', 'attribution', 'source', 'flag', 'article']) {
    assert.ok(reached.has(id), `Tab reaches ${id}: ${[...reached]}`);
  }
  assert.equal(await page.getAttribute('#status', 'aria-live'), 'polite');
  await page.close();
});

test('the theme button switches to dark and back', async () => {
  const page = await open();
  await page.click('#theme');
  assert.equal(await page.getAttribute('html', 'data-theme'), 'light');
  await page.click('#theme');
  assert.equal(await page.getAttribute('html', 'data-theme'), 'dark');
  const bg = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  assert.notEqual(bg, 'rgb(246, 247, 249)');
  // The mirror behind the editor follows the editor's background.
  const surface = await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--surface').trim());
  assert.equal(surface, '#161b22');
  await page.waitForFunction(() => getComputedStyle(document.querySelector('.sl-mirror')).backgroundColor === 'rgb(22, 27, 34)');
  assert.equal(await page.evaluate(() => getComputedStyle(document.querySelector('#article')).backgroundColor), 'rgba(0, 0, 0, 0)');
  await page.click('#theme');
  assert.equal(await page.getAttribute('html', 'data-theme'), null);
  await page.waitForFunction(() => getComputedStyle(document.querySelector('.sl-mirror')).backgroundColor === 'rgb(255, 255, 255)');
  // Following the system: a switch to dark there darkens the mirror too.
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.waitForFunction(() => getComputedStyle(document.querySelector('.sl-mirror')).backgroundColor === 'rgb(22, 27, 34)');
  await page.close();
});

test('the server sends the strict CSP and application/wasm', async () => {
  const page = await ctx.newPage();
  const res = await page.goto(server.url);
  assert.equal(res.headers()['content-security-policy'], CSP);
  assert.match(CSP, /script-src 'self' 'wasm-unsafe-eval'; style-src 'self'/);
  const wasm = await page.request.get(`${server.url}pkg/sourcelight_bg.wasm`);
  assert.equal(wasm.headers()['content-type'], 'application/wasm');
  const escape = await page.request.get(`${server.url}..%2f..%2fpackage.json`);
  assert.ok(escape.status() >= 400, 'no path traversal out of www/');
  await page.close();
});

test('if the WebAssembly cannot load, the page says so and keeps the text', async () => {
  const page = await ctx.newPage();
  await page.route('**/pkg/sourcelight_bg.wasm', (route) => route.fulfill({ status: 404, body: 'gone' }));
  await page.goto(server.url);
  await page.waitForSelector('#app[data-state=error]');
  assert.match(await page.textContent('#error'), /could not load.*untouched/s);
  await page.fill('#article', '"Still here," said Jo.');
  assert.equal(await page.inputValue('#article'), '"Still here," said Jo.');
  await page.close();
});

/** Serves glue whose instance traps on text holding PANIC, as a Rust panic
 * would, and stays broken afterwards, as a trapped instance may: only a
 * fresh instance tags again. */
async function trapOnPanic(page) {
  // The context's routes also see the worker's requests; the page's do not.
  await page.context().route(/\/pkg\/sourcelight\.js(\?.*)?$/, async (route) => {
    const res = await route.fetch();
    // Both ways out of the core: the worker uses annotateJson.
    const body = (await res.text()).replace(/export function (annotate|annotateJson)\(text\) \{/g,
      "export function $1(text) {\n    if (broken || text.includes('PANIC')) { broken = true; throw new WebAssembly.RuntimeError('unreachable'); }")
      .replace(/^/, 'let broken = false;\n');
    assert.equal(body.match(/broken = true/g)?.length, 2);
    await route.fulfill({ response: res, body });
  });
}

test('a trap in the core (in the worker) is reported, the core restarts and the text is kept', async () => {
  const page = await ctx.newPage();
  page.on('pageerror', (e) => problems.push(`page error: ${e.message}`));
  await trapOnPanic(page);
  await page.goto(server.url);
  await page.waitForSelector('#app[data-state=ready]');
  await page.fill('#article', '"PANIC now," said Jo Li.');
  await page.waitForSelector('#app[data-state=error]');
  assert.match(await page.textContent('#error'), /crashed.*restarted.*untouched/s);
  assert.equal(await page.inputValue('#article'), '"PANIC now," said Jo Li.');
  await page.fill('#article', '"Calm now," said Jo Li.');
  await page.waitForSelector('#app[data-state=ready]');
  await tagged(page);
  assert.deepEqual((await painted(page))['sl-quote'], ['"Calm now,"']);
  assert.equal(await page.isHidden('#error'), true);
  await page.close();
  await ctx.unrouteAll();
});

test('a trap on the main thread (worker: false) restarts a fresh instance too', async () => {
  const page = await ctx.newPage();
  page.on('pageerror', (e) => problems.push(`page error: ${e.message}`));
  await trapOnPanic(page);
  await page.goto(server.url);
  await page.waitForSelector('#app[data-state=ready]');
  const out = await page.evaluate(async () => {
    const { attach } = await import('/sourcelight.js');
    const ta = document.createElement('textarea');
    ta.value = '"PANIC here," said Jo Li.';
    document.body.append(ta);
    const ctl = attach(ta, { worker: false, debounce: 0 });
    const errors = [];
    const recovered = new Promise((ok) => ctl.on('error', (e) => { errors.push(e.message); ok(e.recovered); }));
    await ctl.ready;
    const first = await ctl.refresh();
    const wasRecovered = await recovered;
    ta.value = '"Calm here," said Jo Li.';
    // The restart is asynchronous: retry until the fresh instance answers.
    let second = null;
    for (let i = 0; i < 200 && !second; i++) {
      second = await ctl.refresh();
      if (!second) await new Promise((r) => setTimeout(r, 10));
    }
    const text = ta.value;
    ctl.detach();
    return { first, wasRecovered, errors, quotes: second?.quotes.map((q) => text.slice(q.start, q.end)) };
  });
  assert.equal(out.first, null);
  assert.equal(out.wasRecovered, true);
  assert.match(out.errors[0], /crashed.*restarted/);
  assert.deepEqual(out.quotes, ['"Calm here,"']);
  await page.close();
  await ctx.unrouteAll();
});

test('attach() on a contenteditable element highlights without changing it', async () => {
  const page = await open();
  const out = await page.evaluate(async () => {
    const { attach } = await import('/sourcelight.js');
    const div = document.createElement('div');
    div.contentEditable = 'true';
    div.innerHTML = '<p>😀 “We won,” said <b>Jo Li</b>, a spokesman.</p><p>It cost $4.2 million.</p>';
    document.body.append(div);
    const before = div.innerHTML;
    const ctl = attach(div, { debounce: 0 });
    await ctl.ready;
    const r = await ctl.refresh();
    const ranges = ctl.items().filter((it) => it.kind !== 'flag').map((it) => `${it.kind}:${it.range.toString()}`);
    const same = div.innerHTML === before;
    ctl.detach();
    return { ranges, same, text: r && r.length, after: CSS.highlights.get('sl-quote').size, quoteSize: 0 };
  });
  assert.ok(out.same, 'the element is unchanged');
  assert.ok(out.ranges.includes('quote:“We won,”'), out.ranges.join(' | '));
  assert.ok(out.ranges.includes('figure:$4.2 million'), out.ranges.join(' | '));
  assert.ok(out.ranges.some((r) => r.startsWith('source:Jo Li')), out.ranges.join(' | '));
  assert.equal(out.after, 0, 'detach removes its highlights');
  await page.close();
});

test('attach() then detach() on a textarea leaves it as it was', async () => {
  const page = await open();
  const out = await page.evaluate(async () => {
    const { attach } = await import('/sourcelight.js');
    const box = document.createElement('section');
    // A style attribute in markup would be refused by the CSP; CSSOM is not.
    box.innerHTML = '<textarea class="host"></textarea>';
    document.body.append(box);
    const ta = box.querySelector('textarea');
    ta.style.background = 'rgb(1, 2, 3)';
    ta.value = '“It works,” said Jo Li, who counted 38 boats.';
    const html = box.innerHTML;
    const ctl = attach(ta, { debounce: 0 });
    await ctl.ready;
    const r = await ctl.refresh();
    const during = { wrapped: ta.parentElement.className, mirrorBg: getComputedStyle(box.querySelector('.sl-mirror')).backgroundColor,
      quotes: r.quotes.map((q) => ta.value.slice(q.start, q.end)) };
    ctl.detach();
    return { during, same: box.innerHTML === html, value: ta.value, parent: ta.parentElement === box,
      ranges: [...CSS.highlights.values()].reduce((n, h) => n + h.size, 0) };
  });
  assert.equal(out.during.wrapped, 'sl-wrap');
  assert.equal(out.during.mirrorBg, 'rgb(1, 2, 3)', 'the mirror wears the host background');
  assert.deepEqual(out.during.quotes, ['“It works,”']);
  assert.ok(out.same && out.parent, 'the markup is restored');
  assert.equal(out.value, '“It works,” said Jo Li, who counted 38 boats.');
  // The page's own editor is empty, so no highlight may remain anywhere.
  assert.equal(out.ranges, 0);
  await page.close();
});

test('embed.html: a contenteditable editor is highlighted and re-tagged as it is edited', async () => {
  const page = await ctx.newPage();
  page.on('console', (m) => { if (m.type() === 'error') problems.push(`console error: ${m.text()}`); });
  page.on('pageerror', (e) => problems.push(`page error: ${e.message}`));
  await page.goto(`${server.url}embed.html`);
  await page.waitForFunction(() => /\d+ quotes/.test(document.querySelector('#summary').textContent));
  let p = await painted(page);
  assert.deepEqual(p['sl-quote'], ['“Nobody should wait two hours for a boat again.”', '“We owe the islanders a reliable crossing,”']);
  assert.ok(p['sl-figure'].includes('about $2.6 million'), `figures: ${p['sl-figure']}`);
  assert.ok(p['sl-source'].includes('Priya Nandakumar'));
  // Type a new paragraph at the end, as a person would.
  await page.click('#story p:last-child');
  await page.keyboard.press('End');
  await page.keyboard.press('Enter');
  await page.keyboard.type('"It is about time," said Omar Haddad, a ferry captain.');
  await page.waitForFunction(() => [...CSS.highlights.get('sl-quote')].some((r) => r.toString() === '"It is about time,"'));
  p = await painted(page);
  assert.ok(p['sl-source'].includes('Omar Haddad'));
  assert.equal(await page.locator('#story img, #story script').count(), 0);
  await page.close();
});

/** Clicks a button that downloads, and returns the download's name, URL and text. */
async function downloaded(page, selector) {
  const [dl] = await Promise.all([page.waitForEvent('download'), page.click(selector)]);
  return { name: dl.suggestedFilename(), url: dl.url(), body: await readFile(await dl.path(), 'utf8') };
}

test('export buttons download the JSON, the CSV and the summary from Blob URLs', async () => {
  const page = await open();
  assert.equal(await page.isDisabled('#export-json'), true, 'nothing to export before a result');
  await page.click('#sample');
  await tagged(page);
  const text = await page.inputValue('#article');
  const requests = [];
  page.on('request', (r) => requests.push(r.url()));

  const json = await downloaded(page, '#export-json');
  assert.equal(json.name, 'sourcelight-result.json');
  assert.match(json.url, /^blob:/);
  const data = JSON.parse(json.body);
  assert.equal(data.text, text);
  assert.equal(data.result.quotes.length, Number(await page.textContent('[data-count=quote]')));
  assert.ok(data.result.sources.some((s) => s.name === 'Dana Whitlock'));
  assert.match(data.version, /^\d+\.\d+/);

  const csv = await downloaded(page, '#export-csv');
  assert.equal(csv.name, 'sourcelight-quotes-figures.csv');
  const lines = csv.body.replace(/^\ufeff/, '').split('\r\n');
  assert.equal(lines[0], 'kind,text,start,end,paragraph,source,source_type,anonymous,cue,figure_type,value,flags');
  assert.equal(lines.at(-1), '', 'ends with CRLF');
  assert.equal(lines.length - 2, data.result.quotes.length + data.result.figures.length);
  const q = '"The library is where this town keeps its memory,"';
  const at = text.indexOf(q);
  assert.ok(lines.some((l) => l.startsWith(`quote,"${q.replaceAll('"', '""')}",${at},${at + q.length},4,Dana Whitlock,`)),
    lines.join('\n'));
  assert.ok(lines.some((l) => /^figure,\$4\.2 million,\d+,\d+,2,,,,,money,4200000,figure-without-source$/.test(l)), lines.join('\n'));

  const summary = await downloaded(page, '#export-summary');
  assert.equal(summary.name, 'sourcelight-summary.txt');
  assert.match(summary.body, /^Sourcing summary \(sourcelight \d/);
  assert.match(summary.body, /\n- Dana Whitlock[^\n]*: \d+ quotes, /);
  assert.match(summary.body, /\nTo check:\n- /);
  assert.ok(requests.every((u) => u.startsWith('blob:')), `only Blob URLs: ${requests}`);

  // Keyboard: the buttons take Enter, and Tab moves between them.
  await page.focus('#copy-summary');
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => document.querySelector('#status').textContent === 'Summary copied.');
  assert.equal(await page.evaluate(() => navigator.clipboard.readText()), summary.body);
  await page.focus('#export-summary');
  await page.keyboard.press('Shift+Tab');
  assert.equal(await page.evaluate(() => document.activeElement.id), 'export-csv');
  await page.close();
});

test('screenshot of the page with the sample and a card', async () => {
  const page = await open();
  await page.click('#sample');
  await tagged(page);
  await page.click('#flags details summary');
  const box = await page.evaluate(() => {
    const r = [...CSS.highlights.get('sl-figure')].find((x) => x.toString() === '$4.2 million');
    const b = r.getClientRects()[0];
    return { x: b.left + b.width / 2, y: b.top + b.height / 2 };
  });
  await page.mouse.move(box.x, box.y);
  await page.locator('.sl-card:not([hidden])').waitFor();
  await page.screenshot({ path: SHOT });
  await page.close();
});

test('no console errors, no page errors, no request to another origin', () => {
  assert.deepEqual(problems, []);
});
