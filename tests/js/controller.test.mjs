// The controller API in Chromium, on a bare page: attach → detach leaves no
// listener, observer, highlight or element behind (counted), the host's
// markup is byte for byte what it would be without sourcelight, the host
// re-rendering its DOM gets its highlights back, and an adapter lets an
// editor with its own model be highlighted.

import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launch, painted } from './browser.mjs';

let b;
before(async () => { b = await launch(); });
after(() => b.close());

/** Counts, before any page script runs, every listener added and not yet
 * removed, every observer observing, and every element. */
function instrument() {
  const live = new Map(); // key -> count
  const keyOf = (t, type, fn, opts) => { (t.__id ??= Math.random()); (fn.__id ??= Math.random());
    return `${t.__id}|${type}|${fn.__id}|${typeof opts === 'boolean' ? opts : !!opts?.capture}`; };
  const add = EventTarget.prototype.addEventListener, remove = EventTarget.prototype.removeEventListener;
  EventTarget.prototype.addEventListener = function (type, fn, opts) {
    if (fn && !(opts && opts.once)) live.set(keyOf(this, type, fn, opts), `${this.constructor.name}:${type}`);
    return add.call(this, type, fn, opts);
  };
  EventTarget.prototype.removeEventListener = function (type, fn, opts) {
    if (fn) live.delete(keyOf(this, type, fn, opts));
    return remove.call(this, type, fn, opts);
  };
  const observing = new Set();
  for (const O of [MutationObserver, ResizeObserver, IntersectionObserver]) {
    const observe = O.prototype.observe, disconnect = O.prototype.disconnect;
    O.prototype.observe = function (...a) { observing.add(this); return observe.apply(this, a); };
    O.prototype.disconnect = function () { observing.delete(this); return disconnect.call(this); };
  }
  window.census = () => ({
    listeners: [...live.values()].sort(),
    observers: observing.size,
    elements: document.getElementsByTagName('*').length,
    highlights: [...CSS.highlights.keys()].length,
    ranges: [...CSS.highlights.values()].reduce((n, h) => n + h.size, 0),
  });
}

test('detach removes every listener, observer, highlight and element it added (counted)', async () => {
  const page = await b.open('examples/', { init: instrument });
  const out = await page.evaluate(async () => {
    const { attach } = await import('/sourcelight.js');
    const ta = document.createElement('textarea');
    ta.value = '"We are ready," said Mo Hart, a spokesman. It cost $2 million.';
    const div = document.createElement('div');
    div.contentEditable = 'true';
    div.innerHTML = '<p>“Fine,” said <b>Jo Li</b>. About 40% agreed.</p>';
    document.body.append(ta, div);
    const before = census();
    const ctls = [attach(ta, { debounce: 0, theme: 'dark' }), attach(div, { debounce: 0, kinds: { source: false } })];
    await Promise.all(ctls.map((c) => c.ready));
    await Promise.all(ctls.map((c) => c.refresh()));
    ctls[0].emphasise(0);
    ctls[1].select(0);
    const during = census();
    for (const c of ctls) c.detach();
    const afterDetach = census();
    return { before, during, after: afterDetach, div: div.outerHTML, ta: ta.outerHTML };
  });
  assert.ok(out.during.listeners.length > out.before.listeners.length, 'attach adds listeners');
  assert.ok(out.during.observers > out.before.observers, 'and observers');
  assert.ok(out.during.elements > out.before.elements, 'and elements (mirror, cards)');
  assert.ok(out.during.ranges > 0, 'and highlights');
  assert.deepEqual(out.after, { ...out.before, highlights: 0, ranges: 0 });
  assert.equal(out.div, '<div contenteditable="true"><p>“Fine,” said <b>Jo Li</b>. About 40% agreed.</p></div>');
  assert.equal(out.ta, '<textarea></textarea>');
  await page.close();
});

test('the host is byte for byte what it would be without sourcelight: attach, type, re-tag, detach', async () => {
  const page = await b.open('examples/');
  await page.evaluate(async () => {
    const { attach } = await import('/sourcelight.js');
    const make = (id) => {
      const d = document.createElement('div');
      d.id = id;
      d.contentEditable = 'true';
      d.innerHTML = '<h2>Dock strike ends</h2><p>“We have a deal,” said <em>Ana Ruiz</em>, who leads the union.</p><p>Pay rises 6%.</p>';
      document.body.append(d);
      return d;
    };
    make('control');
    const host = make('host');
    const ta = document.createElement('textarea');
    ta.id = 'ta';
    ta.className = 'story big';
    ta.value = 'Old text.';
    document.body.append(ta);
    window.ctl = attach(host, { debounce: 0, theme: 'light' });
    window.ctlTa = attach(ta, { debounce: 0 });
    await Promise.all([ctl.ready, ctlTa.ready]);
  });
  // The same keystrokes in both editors, one with sourcelight, one without.
  for (const id of ['#control', '#host']) {
    await page.click(`${id} p:last-child`);
    await page.keyboard.press('End');
    await page.keyboard.type(' "It is fair," said Tom Reed.');
    await page.keyboard.press('Enter');
    await page.keyboard.type('Half of 300 members voted.');
  }
  await page.click('#ta');
  await page.keyboard.press('End');
  await page.keyboard.type(' "New," said Al.');
  const out = await page.evaluate(async () => {
    await ctl.refresh();
    await ctlTa.refresh();
    ctl.setKind('quote', false);
    ctl.emphasise(0);
    ctl.setKind('quote', true);
    ctl.emphasise(null);
    ctl.select(1);
    const quotes = ctl.items().filter((it) => it.kind === 'quote').map((it) => it.range.toString());
    const during = document.querySelector('#host').innerHTML;
    ctl.detach();
    ctlTa.detach();
    const strip = (id) => document.querySelector(id).outerHTML.replace(` id="${id.slice(1)}"`, '');
    return { quotes, during, host: strip('#host'), control: strip('#control'),
      ta: document.querySelector('#ta').outerHTML, value: document.querySelector('#ta').value };
  });
  assert.deepEqual(out.quotes, ['“We have a deal,”', '"It is fair,"']);
  assert.equal(out.host, out.control, 'the same markup as the editor without sourcelight');
  assert.equal(out.ta, '<textarea id="ta" class="story big"></textarea>');
  assert.equal(out.value, 'Old text. "New," said Al.');
  await page.close();
});

test('the host re-rendering its DOM: the highlights come back, nothing throws', async () => {
  const page = await b.open('examples/');
  const out = await page.evaluate(async () => {
    const { attach } = await import('/sourcelight.js');
    const div = document.createElement('div');
    div.contentEditable = 'true';
    div.innerHTML = '<p>“Stay calm,” said Eve Marsh.</p><p>Some 2,000 homes lost power.</p>';
    document.body.append(div);
    const ctl = attach(div, { debounce: 0 });
    const errors = [];
    ctl.on('error', (e) => errors.push(e.message));
    await ctl.ready;
    await ctl.refresh();
    const quote = () => [...CSS.highlights.get('sl-quote')].map((r) => r.toString());
    const live = () => [...CSS.highlights.get('sl-figure')].every((r) => div.contains(r.startContainer));
    const first = quote();
    // Re-render with the same text: every node replaced.
    div.innerHTML = div.innerHTML.replace('<p>', '<p class="x">');
    await new Promise((r) => setTimeout(r, 30));
    const same = { quote: quote(), live: live() };
    // Re-render with new text, as an editor applying a remote change would.
    div.innerHTML = '<p>“Stay calm,” said Eve Marsh, the mayor.</p><p>“We are on it,” said Raj Iyer.</p>';
    let again = [];
    for (let i = 0; i < 100 && again.length < 2; i++) { await new Promise((r) => setTimeout(r, 20)); again = quote(); }
    const changed = { quote: again.sort(), live: live() };
    // Emptied, then filled.
    div.replaceChildren();
    await new Promise((r) => setTimeout(r, 50));
    const empty = quote();
    ctl.detach();
    return { first, same, changed, empty, errors };
  });
  assert.deepEqual(out.first, ['“Stay calm,”']);
  assert.deepEqual(out.same, { quote: ['“Stay calm,”'], live: true });
  assert.deepEqual(out.changed.quote, ['“Stay calm,”', '“We are on it,”']);
  assert.deepEqual(out.empty, []);
  assert.deepEqual(out.errors, []);
  await page.close();
});

test('an adapter: an editor with its own model, re-rendered on every change', async () => {
  const page = await b.open('examples/');
  const out = await page.evaluate(async () => {
    const { attach } = await import('/sourcelight.js');
    // A toy editor: the model is a list of paragraphs; render() rebuilds its DOM.
    const root = document.createElement('div');
    document.body.append(root);
    let model = ['“Hold the line,” said Kai Dunn.', 'The fund holds $9 million.'];
    const render = () => root.replaceChildren(...model.map((t) => Object.assign(document.createElement('p'), { textContent: t })));
    render();
    const adapter = {
      root,
      getText: () => model.join('\n'),
      toRange(start, end) {
        const at = (off) => {
          for (const p of root.children) {
            const n = p.firstChild.length;
            if (off <= n) return [p.firstChild, off];
            off -= n + 1;
          }
          const last = root.lastElementChild.firstChild;
          return [last, last.length];
        };
        const r = document.createRange();
        r.setStart(...at(start));
        r.setEnd(...at(end));
        return r;
      },
    };
    const ctl = attach(null, { adapter, debounce: 0, theme: 'dark' });
    const results = [];
    ctl.on('result', ({ result }) => results.push(result.quotes.length));
    await ctl.ready;
    await ctl.refresh();
    const paint = () => Object.fromEntries(['sl-quote', 'sl-figure', 'sl-source'].map((n) => [n, [...(CSS.highlights.get(n) ?? [])].map((r) => r.toString()).sort()]));
    const first = paint();
    model = [...model, '"Not yet," said Lu Chen.'];
    render();
    for (let i = 0; i < 100 && results.at(-1) !== 2; i++) await new Promise((r) => setTimeout(r, 20));
    const second = paint();
    const selected = [];
    ctl.on('select', ({ start, end }) => selected.push(adapter.getText().slice(start, end)));
    ctl.select(ctl.items().findIndex((it) => it.kind === 'figure'));
    const sel = getSelection().toString();
    ctl.detach();
    return { first, second, selected, sel, theme: root.hasAttribute('data-sl-theme'), left: paint() };
  });
  assert.deepEqual(out.first['sl-quote'], ['“Hold the line,”']);
  assert.deepEqual(out.first['sl-figure'], ['$9 million']);
  assert.deepEqual(out.second['sl-quote'], ['"Not yet,"', '“Hold the line,”']);
  assert.ok(out.second['sl-source'].includes('Lu Chen'));
  assert.deepEqual(out.selected, ['$9 million']);
  assert.equal(out.sel, '$9 million');
  assert.equal(out.theme, false, 'detach takes the theme off');
  assert.deepEqual(out.left, { 'sl-quote': [], 'sl-figure': [], 'sl-source': [] });
  await page.close();
});

test('until the re-tagging, highlights move with an edit; a span whose end it touched is dropped', async () => {
  const page = await b.open('examples/');
  await page.evaluate(async () => {
    const { attach } = await import('/sourcelight.js');
    const ta = document.createElement('textarea');
    ta.id = 'ta';
    ta.value = 'Today "We are ready," said Mo Hart. It cost $2 million.';
    document.body.append(ta);
    // A long debounce and no instant re-tagging of the edited paragraph
    // (tests/js/instant.test.mjs): only the edits' own effect is seen until refresh().
    window.ctl = attach(ta, { debounce: 60_000, instant: false });
    await window.ctl.ready;
    await window.ctl.refresh();
  });
  const before = await painted(page);
  assert.deepEqual(before['sl-quote'], ['"We are ready,"']);
  assert.deepEqual(before['sl-figure'], ['$2 million']);
  const typeAt = async (at, s) => {
    await page.evaluate((n) => { const ta = document.querySelector('#ta'); ta.focus(); ta.setSelectionRange(n, n); }, at);
    await page.keyboard.type(s);
  };
  const value = () => page.inputValue('#ta');
  // Before every span: each keeps its words.
  await typeAt(0, 'So ');
  assert.deepEqual(await painted(page), before);
  // Strictly inside the quote: it stretches.
  await typeAt((await value()).indexOf('We') + 2, 'll');
  const inside = await painted(page);
  assert.deepEqual(inside['sl-quote'], ['"Well are ready,"']);
  assert.deepEqual(inside['sl-figure'], before['sl-figure']);
  assert.deepEqual(inside['sl-attribution'], before['sl-attribution']);
  // At the start of the figure: it may not be the same figure, so it goes.
  await typeAt((await value()).indexOf('$'), 'about ');
  const touched = await painted(page);
  assert.deepEqual(touched['sl-figure'], []);
  assert.deepEqual(touched['sl-quote'], ['"Well are ready,"']);
  assert.equal(await value(), 'So Today "Well are ready," said Mo Hart. It cost about $2 million.');
  // The re-tagging puts back what the text holds.
  await page.evaluate(() => window.ctl.refresh());
  const after = (await painted(page))['sl-figure'];
  assert.equal(after.length, 1);
  assert.match(after[0], /\$2 million$/);
  await page.evaluate(() => window.ctl.detach());
  await page.close();
});

test('in a contenteditable too, highlights move with typing and a touched span is dropped', async () => {
  const page = await b.open('examples/');
  await page.evaluate(async () => {
    const { attach } = await import('/sourcelight.js');
    const div = document.createElement('div');
    div.id = 'ed';
    div.contentEditable = 'true';
    div.innerHTML = '<p>Today "We are ready," said Mo Hart. It cost $2 million.</p>';
    document.body.append(div);
    window.ctl = attach(div, { debounce: 60_000, instant: false });
    await window.ctl.ready;
    await window.ctl.refresh();
  });
  const before = await painted(page);
  assert.deepEqual(before['sl-figure'], ['$2 million']);
  const caretAfter = (needle) => page.evaluate((n) => {
    const t = document.querySelector('#ed p').firstChild;
    const at = t.data.indexOf(n) + n.length;
    const r = document.createRange();
    r.setStart(t, at);
    r.collapse(true);
    const s = getSelection();
    s.removeAllRanges();
    s.addRange(r);
  }, needle);
  await page.focus('#ed');
  await caretAfter('Today');
  await page.keyboard.type('ish'); // (a space would make the browser rewrite the one after it as nbsp)
  assert.deepEqual(await painted(page), before);
  await caretAfter('million');
  await page.keyboard.type('s');
  const touched = await painted(page);
  assert.deepEqual(touched['sl-figure'], []);
  assert.deepEqual(touched['sl-quote'], before['sl-quote']);
  await page.evaluate(() => window.ctl.detach());
  await page.close();
});

test('a long paste is painted around the caret before the whole article is tagged, then in full', async () => {
  const page = await b.open('examples/');
  const seen = await page.evaluate(async () => {
    const { attach, loadCore } = await import('/sourcelight.js');
    const real = await loadCore({ worker: false });
    // A core that answers in order, like the worker, but holds the whole
    // article back until the test lets it go.
    const asked = [];
    let release;
    const gate = new Promise((ok) => { release = ok; });
    const core = { version: real.version, async: true, annotate(text) {
      asked.push(text.length);
      const r = real.annotate(text);
      return asked.length === 1 ? Promise.resolve(r) : gate.then(() => r);
    } };
    const ta = document.createElement('textarea');
    ta.id = 'ta';
    document.body.append(ta);
    window.ctl = attach(ta, { core, debounce: 60_000 });
    await window.ctl.ready;
    await window.ctl.refresh();
    asked.length = 0;
    // Paragraphs with a quote and a figure each; the last one is unique.
    const para = (i) => `"We counted them all," said Jo Bell, the clerk of ward ${i}. The ward spent $${i + 1} million.`;
    const article = Array.from({ length: 400 }, (_, i) => para(i)).join('\n');
    const dt = new DataTransfer();
    dt.setData('text/plain', article);
    ta.focus();
    ta.dispatchEvent(new ClipboardEvent('paste', { clipboardData: dt, bubbles: true, cancelable: true }));
    // What the browser's own insertion does after the paste event.
    ta.value = article;
    ta.setSelectionRange(article.length, article.length);
    ta.dispatchEvent(new InputEvent('input', { inputType: 'insertFromPaste', bubbles: true }));
    const count = (name) => CSS.highlights.get(name)?.size ?? 0;
    await new Promise((ok) => setTimeout(ok, 50));
    const early = { quotes: count('sl-quote'), figures: count('sl-figure'), sources: count('sl-source'), flags: count('sl-flag'),
      last: [...(CSS.highlights.get('sl-figure') ?? [])].map((r) => r.toString()).includes('$400 million') };
    const done = new Promise((ok) => window.ctl.on('result', ok));
    release();
    await done;
    return { asked, length: article.length, early, full: { quotes: count('sl-quote'), figures: count('sl-figure'), sources: count('sl-source') } };
  });
  // First the stretch around the caret (the end of the paste), then the whole.
  assert.equal(seen.asked.length, 2);
  assert.ok(seen.asked[0] < seen.length / 2, `preview of ${seen.asked[0]} units`);
  assert.equal(seen.asked[1], seen.length);
  // Painted while the whole article was still held back: spans near the
  // caret (the last paragraph's figure among them), no sources or flags.
  assert.ok(seen.early.quotes > 0 && seen.early.quotes < 400, `${seen.early.quotes} quotes early`);
  assert.ok(seen.early.figures > 0 && seen.early.figures < 400);
  assert.ok(seen.early.last, 'the last paragraph is in the preview');
  assert.equal(seen.early.sources, 0);
  assert.equal(seen.early.flags, 0);
  // Then every paragraph, with its sources.
  assert.equal(seen.full.quotes, 400);
  assert.equal(seen.full.figures, 400);
  assert.ok(seen.full.sources >= 400);
  await page.evaluate(() => window.ctl.detach());
  await page.close();
});

test('a bad adapter or target is refused with a TypeError', async () => {
  const page = await b.open('examples/');
  const errs = await page.evaluate(async () => {
    const { attach } = await import('/sourcelight.js');
    const out = [];
    for (const [t, o] of [[null, { adapter: { root: document.body } }], ['#nothing', {}], [document.body, {}]]) {
      try { attach(t, o); out.push('no error'); } catch (e) { out.push(`${e.name}: ${e.message}`); }
    }
    return out;
  });
  assert.match(errs[0], /TypeError: .*adapter needs root, getText\(\) and toRange/);
  assert.match(errs[1], /TypeError: .*no such element/);
  assert.match(errs[2], /TypeError: .*needs a textarea or a contenteditable/);
  await page.close();
});

test('no console errors, no page errors, no request to another origin', () => {
  assert.deepEqual(b.problems, []);
});
