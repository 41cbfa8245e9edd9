// <source-light for="id"> in Chromium: it attaches, renders its panel in a
// Shadow DOM that the page's CSS does not reach (and whose CSS does not reach
// the page), and its events bubble out of the shadow to document listeners.

import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launch, painted } from './browser.mjs';

let b;
before(async () => { b = await launch(); });
after(() => b.close());

// Records the element's events at the document, as a host page would.
const listen = () => {
  window.events = [];
  for (const type of ['sourcelight-result', 'sourcelight-select', 'sourcelight-error']) {
    document.addEventListener(type, (e) => window.events.push({
      type, composed: e.composed, bubbles: e.bubbles, target: e.target.localName,
      quotes: e.detail.result?.quotes.length, kind: e.detail.kind, name: e.detail.name, start: e.detail.start,
    }));
  }
};

/** Computed styles of the panel's parts, to compare before and after. */
const panelStyles = (page) => page.evaluate(() => {
  const root = document.querySelector('source-light').shadowRoot;
  const pick = (el) => {
    const s = getComputedStyle(el);
    return [s.color, s.backgroundColor, s.fontFamily, s.fontSize, s.fontWeight, s.margin, s.padding, s.lineHeight,
      s.textTransform, s.letterSpacing, s.borderTopWidth].join(' | ');
  };
  return ['.panel', 'h2', '.counts li', 'button.source', 'button.flag', '.meta'].map((sel) => `${sel}: ${pick(root.querySelector(sel))}`);
});

/** Computed styles of host-page elements that share the panel's tag names. */
const hostStyles = (page) => page.evaluate(() => ['header h1', 'label', 'textarea', 'header p', 'body']
  .map((sel) => { const s = getComputedStyle(document.querySelector(sel)); return `${sel}: ${s.color} ${s.fontFamily} ${s.fontSize} ${s.margin} ${s.padding} ${s.backgroundColor}`; }));

test('attaches to the element named by for=, shows counts, sources and flags; events reach the document', async () => {
  const page = await b.open('element.html', { init: listen });
  await page.waitForFunction(() => window.events.some((e) => e.type === 'sourcelight-result'));
  const ev = await page.evaluate(() => window.events[0]);
  assert.deepEqual(ev, { type: 'sourcelight-result', composed: true, bubbles: true, target: 'source-light', quotes: 1,
    kind: undefined, name: undefined, start: undefined });
  const p = await painted(page);
  assert.deepEqual(p['sl-quote'], ['"We will reopen the pool in June,"']);
  assert.ok(p['sl-figure'].includes('$850,000'));
  const panel = page.locator('source-light');
  assert.equal(await panel.locator('.counts li[data-kind=quote] b').textContent(), '1');
  assert.match(await panel.locator('.sources').textContent(), /Ines Barros/);

  // A source pressed: its items stressed, and a select event.
  await panel.locator('button.source', { hasText: 'Ines Barros' }).click();
  assert.ok((await painted(page))['sl-focus'].includes('"We will reopen the pool in June,"'));
  await page.waitForFunction(() => window.events.some((e) => e.type === 'sourcelight-select'));
  const sel = await page.evaluate(() => window.events.find((e) => e.type === 'sourcelight-select'));
  assert.equal(sel.kind, 'source');
  assert.equal(sel.name, 'Ines Barros');
  assert.ok(sel.composed && sel.bubbles);

  // Typing re-tags; a flag chosen from the keyboard selects its words.
  await page.fill('#draft', 'The pool had 1,200 visitors a day last summer.');
  await page.waitForFunction(() => window.events.filter((e) => e.type === 'sourcelight-result').at(-1).quotes === 0);
  const flag = panel.locator('button.flag').first();
  await flag.focus();
  await page.keyboard.press('Enter');
  const chosen = await page.evaluate(() => {
    const ta = document.querySelector('#draft');
    return { focused: document.activeElement === ta, text: ta.value.slice(ta.selectionStart, ta.selectionEnd) };
  });
  assert.ok(chosen.focused);
  assert.match(chosen.text, /1,200/);
  const flagEvent = await page.evaluate(() => window.events.filter((e) => e.type === 'sourcelight-select').at(-1));
  assert.equal(flagEvent.kind, 'flag');
  await page.close();
});

test('the page\'s CSS does not change the panel, and the panel\'s CSS does not change the page', async () => {
  const page = await b.open('element.html', { init: listen });
  await page.waitForFunction(() => window.events.some((e) => e.type === 'sourcelight-result'));
  const panelBefore = await panelStyles(page);
  const hostBefore = await hostStyles(page);

  // A hostile stylesheet (CSSOM, which the CSP allows): everything, the
  // element itself included, with !important.
  await page.evaluate(() => {
    const s = new CSSStyleSheet();
    s.replaceSync(`* { color: rgb(255, 0, 0) !important; font: italic 31px/3 Impact, fantasy !important;
        letter-spacing: 4px !important; text-transform: uppercase !important; }
      h2, li, button, p, ul, div { margin: 23px !important; padding: 19px !important; background: lime !important; }
      source-light { color: blue; font-size: 40px; }`);
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, s];
  });
  assert.deepEqual(await panelStyles(page), panelBefore, 'the panel looks the same under the page\'s CSS');
  const hostHostile = await hostStyles(page);
  assert.notDeepEqual(hostHostile, hostBefore, 'the hostile CSS does apply to the page');

  // A second panel (and its stylesheet) added: the page's own elements keep
  // exactly the styles they had.
  await page.evaluate(() => {
    const ta = document.createElement('textarea');
    ta.id = 'second';
    ta.value = '"Yes," said Al Brook.';
    document.body.append(ta);
    const el = document.createElement('source-light');
    el.setAttribute('for', 'second');
    document.body.append(el);
  });
  await page.waitForFunction(() => window.events.filter((e) => e.type === 'sourcelight-result').length >= 2);
  assert.deepEqual(await hostStyles(page), hostHostile, 'the panel\'s CSS does not reach the page');
  // No stylesheet of the panel's in the document.
  const rules = await page.evaluate(() => [...document.styleSheets, ...document.adoptedStyleSheets]
    .flatMap((s) => [...s.cssRules].map((r) => r.cssText)).filter((t) => t.includes('--sl-panel-')));
  assert.deepEqual(rules, []);
  await page.close();
});

test('removing the element detaches it; for= naming nothing says so', async () => {
  const page = await b.open('element.html', { init: listen });
  await page.waitForFunction(() => window.events.some((e) => e.type === 'sourcelight-result'));
  const out = await page.evaluate(() => {
    const el = document.querySelector('source-light');
    el.remove();
    const left = [...CSS.highlights.values()].reduce((n, h) => n + h.size, 0);
    const mirror = document.querySelectorAll('.sl-mirror').length;
    const stray = document.createElement('source-light');
    stray.setAttribute('for', 'nothing-here');
    document.body.append(stray);
    return { left, mirror, status: stray.shadowRoot.querySelector('.status').textContent };
  });
  assert.deepEqual(out, { left: 0, mirror: 0, status: 'No element with id "nothing-here" to attach to.' });
  await page.close();
});

test('no console errors, no page errors, no request to another origin', () => {
  assert.deepEqual(b.problems, []);
});
