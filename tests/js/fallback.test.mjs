// A browser without the CSS Custom Highlight API (older Firefox and Safari):
// the page's `Highlight` is taken away before any script runs. The widget
// must then draw the same layers as boxes over the text (www/overlay.js),
// outside the host's content, following scrolls, and take them away again.

import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launch } from './browser.mjs';

let b;
before(async () => { b = await launch(); });
after(() => b.close());

const noHighlights = () => { delete window.Highlight; };

/** The boxes of one layer whose rects match a range's client rects (1 px). */
const matching = (page, layer, rootSel, text) => page.evaluate(({ layer, rootSel, text }) => {
  const root = document.querySelector(rootSel);
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let n = walker.nextNode(); n; n = walker.nextNode()) {
    const at = n.data.indexOf(text);
    if (at < 0) continue;
    const r = document.createRange();
    r.setStart(n, at);
    r.setEnd(n, at + text.length);
    const want = [...r.getClientRects()];
    const boxes = [...document.querySelectorAll(`.sl-boxes > .sl-box.${layer}`)].map((x) => x.getBoundingClientRect());
    const near = (a, c) => Math.abs(a - c) <= 1;
    return { want: want.length, found: want.filter((w) => boxes.some((x) => near(x.left, w.left) && near(x.top, w.top)
      && near(x.width, w.width) && near(x.height, w.height))).length, top: want[0]?.top };
  }
  return null;
}, { layer, rootSel, text });

test('a textarea: every kind is drawn as boxes over its words, following the scroll', async () => {
  const page = await b.open('index.html', { init: noHighlights });
  await page.waitForSelector('#app[data-state=ready]');
  assert.equal(await page.evaluate(() => typeof window.Highlight), 'undefined');
  await page.click('#sample');
  await page.waitForFunction(() => document.querySelector('#app').dataset.tagged === String(document.querySelector('#article').value.length));
  await page.waitForFunction(() => document.querySelectorAll('.sl-box.sl-figure').length > 0);
  const layout = await page.evaluate(() => {
    const host = document.querySelector('.sl-boxes');
    const count = (k) => host.querySelectorAll(`.sl-box.${k}`).length;
    return { parent: host.parentElement.localName, inBody: document.body.contains(host), hidden: host.getAttribute('aria-hidden'),
      quote: count('sl-quote'), figure: count('sl-figure'), attribution: count('sl-attribution'), source: count('sl-source'), flag: count('sl-flag') };
  });
  assert.equal(layout.parent, 'html', 'the boxes live outside <body>');
  assert.equal(layout.inBody, false);
  assert.equal(layout.hidden, 'true');
  for (const k of ['quote', 'figure', 'attribution', 'source', 'flag']) assert.ok(layout[k] > 0, `${k} boxes: ${layout[k]}`);

  const before = await matching(page, 'sl-figure', '.sl-mirror', '$4.2 million');
  assert.ok(before && before.want > 0 && before.found === before.want, JSON.stringify(before));

  // Scroll the field: the box moves with its words (or is clipped away).
  await page.evaluate(() => { const ta = document.querySelector('#article'); ta.style.height = '120px'; ta.scrollTop = 40; });
  await page.waitForFunction(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(() => r(true)))));
  const after = await matching(page, 'sl-figure', '.sl-mirror', '$4.2 million');
  assert.ok(after.top < before.top, `the words moved up: ${before.top} → ${after.top}`);
  assert.equal(after.found, after.want, JSON.stringify(after));

  // A kind switched off takes its boxes away.
  await page.uncheck('input[data-kind=figure]');
  await page.waitForFunction(() => document.querySelectorAll('.sl-box.sl-figure').length === 0);
  assert.ok(await page.evaluate(() => document.querySelectorAll('.sl-box.sl-quote').length > 0));
  await page.close();
});

test('a contenteditable: boxes over its words, its markup untouched, all gone after detach()', async () => {
  const page = await b.open('index.html', { init: noHighlights });
  await page.waitForSelector('#app[data-state=ready]');
  const out = await page.evaluate(async () => {
    const { attach } = await import('/sourcelight.js');
    const div = document.createElement('div');
    div.id = 'ce';
    div.contentEditable = 'true';
    div.innerHTML = '<p>“We won,” said <b>Jo Li</b>, a spokesman.</p><p>It cost $4.2 million.</p>';
    document.body.prepend(div);
    const before = div.innerHTML;
    const ctl = attach(div, { debounce: 0 });
    await ctl.ready;
    await ctl.refresh();
    await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
    window.ctl = ctl;
    return { same: div.innerHTML === before, inside: div.querySelector('.sl-box') === null };
  });
  assert.ok(out.same, 'the element is unchanged');
  assert.ok(out.inside, 'no box inside the editor');
  const fig = await matching(page, 'sl-figure', '#ce', '$4.2 million');
  assert.ok(fig.want > 0 && fig.found === fig.want, JSON.stringify(fig));
  const quote = await matching(page, 'sl-quote', '#ce', '“We won,”');
  assert.ok(quote.want > 0 && quote.found === quote.want, JSON.stringify(quote));

  await page.evaluate(() => window.ctl.detach());
  await page.waitForFunction(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(() => r(true)))));
  const left = await matching(page, 'sl-figure', '#ce', '$4.2 million');
  assert.equal(left.found, 0, 'its boxes are gone after detach()');
  await page.close();
});

test('no console errors, no page errors, no request to another origin', () => {
  assert.deepEqual(b.problems, []);
});
