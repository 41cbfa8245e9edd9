// A keystroke's paragraph re-tagged at once: in Chromium, typing a closing
// quote mark or a number makes the new highlight appear before the typing
// debounce fires (set to a minute here, so it cannot be the whole
// article's tagging), in a textarea and in a contenteditable, with the core
// in a worker or on the main thread; the whole tagging then replaces those
// spans with the article's own (speakers named in another paragraph).

import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launch, painted } from './browser.mjs';

let b;
before(async () => { b = await launch(); });
after(() => b.close());

const TEXT = 'Mo Hart runs the depot.\n"We are ready, he said. It cost $2 million.';

/** A page with `kind` ('textarea' or 'editable') holding `text`, attached
 * with a one-minute debounce; resolves once the first result is painted and
 * the controller's main-thread helper core (worker mode) is loaded. The
 * `instant` events go to `window.instant`. */
async function open(kind, options = {}, text = TEXT) {
  const page = await b.open('examples/');
  await page.evaluate(async ({ kind, text, options }) => {
    const { attach, loadCore } = await import('/sourcelight.js');
    let el;
    if (kind === 'textarea') {
      el = document.createElement('textarea');
      el.value = text;
    } else {
      el = document.createElement('div');
      el.contentEditable = 'true';
      el.innerHTML = text.split('\n').map((p) => `<p>${p}</p>`).join('');
    }
    el.id = 'ed';
    document.body.append(el);
    window.instant = [];
    window.ctl = attach(el, { debounce: 60_000, ...options });
    window.ctl.on('instant', (d) => window.instant.push(d));
    await window.ctl.ready;
    await window.ctl.refresh();
    // The helper core loads when the page is idle after the first tagging:
    // after the controller's idle callback, the same core promise.
    await new Promise((ok) => (window.requestIdleCallback ?? setTimeout)(ok));
    await new Promise((ok) => setTimeout(ok, 0));
    if (options.worker !== false) await loadCore({ worker: false });
  }, { kind, text, options });
  return page;
}

/** Puts the caret just after the first `needle` and types `s`. */
async function typeAfter(page, needle, s) {
  await page.evaluate((n) => {
    const el = document.querySelector('#ed');
    el.focus();
    if (el.localName === 'textarea') {
      const at = el.value.indexOf(n) + n.length;
      el.setSelectionRange(at, at);
      return;
    }
    const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
    for (let t = walker.nextNode(); t; t = walker.nextNode()) {
      const i = t.data.indexOf(n);
      if (i < 0) continue;
      const r = document.createRange();
      r.setStart(t, i + n.length);
      r.collapse(true);
      getSelection().removeAllRanges();
      getSelection().addRange(r);
      return;
    }
  }, needle);
  await page.keyboard.type(s);
}

const quoteItem = (page, text) => page.evaluate((t) => {
  const it = window.ctl.items().find((i) => i.kind === 'quote' && i.range.toString() === t);
  return it ? { source: it.source, speaker: it.data.speaker } : null;
}, text);

for (const [kind, options, label] of [
  ['textarea', {}, 'a textarea, core in a worker'],
  ['textarea', { worker: false }, 'a textarea, core on the main thread'],
  ['editable', {}, 'a contenteditable, core in a worker'],
]) {
  test(`${label}: a closing quote mark or a number shows its highlight before the debounce, then the whole tagging refines it`, async () => {
    const page = await open(kind, options);
    const before = await painted(page);
    // Unclosed: the quote runs to the end of its paragraph.
    assert.deepEqual(before['sl-quote'], ['"We are ready, he said. It cost $2 million.']);
    await typeAfter(page, 'ready,', '"');
    // The same task as the keystroke: no wait for any timer.
    const closed = await painted(page);
    assert.deepEqual(closed['sl-quote'], ['"We are ready,"']);
    assert.deepEqual(closed['sl-figure'], ['$2 million'], 'the figure past the edit stays');
    assert.ok(closed['sl-attribution'].some((a) => /said/.test(a)), `a cue: ${closed['sl-attribution']}`);
    // A number typed into the first paragraph.
    await typeAfter(page, 'depot', ' and its 40 drivers');
    const more = await painted(page);
    assert.ok(more['sl-figure'].includes('40 drivers') || more['sl-figure'].includes('40'), `figures: ${more['sl-figure']}`);
    assert.deepEqual(more['sl-quote'], ['"We are ready,"']);
    const events = await page.evaluate(() => window.instant.length);
    assert.ok(events >= 2, `${events} instant updates`);
    // The paragraph alone cannot say who "he" is.
    assert.deepEqual(await quoteItem(page, '"We are ready,"'), { source: null, speaker: null });
    // Nothing of this came from the whole tagging: no result since.
    assert.equal(await page.evaluate(() => window.ctl.result().quotes[0].end - window.ctl.result().quotes[0].start),
      '"We are ready, he said. It cost $2 million.'.length);
    // The whole tagging replaces the stretch's spans with the article's:
    // "he" is Mo Hart.
    assert.ok(await page.evaluate(() => window.ctl.refresh()), 'the whole article tagged');
    const full = await painted(page);
    assert.deepEqual(full['sl-quote'], ['"We are ready,"']);
    assert.deepEqual((await quoteItem(page, '"We are ready,"')), { source: 0, speaker: 0 });
    const same = await page.evaluate(() => {
      const r = window.ctl.result();
      const want = [...r.quotes.map((q) => `quote:${q.start}:${q.end}`), ...r.figures.map((f) => `figure:${f.start}:${f.end}`),
        ...r.attributions.map((a) => `attribution:${a.start}:${a.end}`),
        ...r.sources.flatMap((s) => s.mentions.map((m) => `source:${m.start}:${m.end}`)), ...r.flags.map((f) => `flag:${f.start}:${f.end}`)];
      const have = window.ctl.items().map((it) => `${it.kind}:${it.start}:${it.end}`);
      return { want: want.sort(), have: have.sort() };
    });
    assert.deepEqual(same.have, same.want, 'after the whole tagging, exactly its spans');
    await page.evaluate(() => window.ctl.detach());
    await page.close();
  });
}

test('instant: false keeps the old way: nothing new until the whole tagging', async () => {
  const page = await open('textarea', { instant: false });
  await typeAfter(page, 'ready,', '"');
  const p = await painted(page);
  assert.deepEqual(p['sl-quote'], ['"We are ready," he said. It cost $2 million.'], 'the old quote, stretched over the edit');
  assert.equal(await page.evaluate(() => window.instant.length), 0);
  await page.evaluate(() => window.ctl.refresh());
  assert.deepEqual((await painted(page))['sl-quote'], ['"We are ready,"']);
  await page.close();
});

test('an edit inside a quotation over several paragraphs re-tags all of them', async () => {
  const text = 'Intro line.\n"We waited for hours, said Al Brun, a driver.\n"Nobody came to help us," he added.\nLast line.';
  const page = await open('textarea', { worker: false }, text);
  const out = await page.evaluate(() => window.ctl.result().quotes.map((q) => q.continues ?? false));
  await typeAfter(page, 'Nobody', 'one');
  const spans = await page.evaluate(() => window.instant.map((d) => [d.start, d.end]));
  const value = await page.inputValue('#ed');
  assert.equal(spans.length, 3, 'one per key');
  const [s, e] = spans.at(-1);
  // Newsroom convention: a quotation over several paragraphs closes only at
  // its end, and each paragraph opens with a mark.
  assert.deepEqual(out, [true, false], 'the first paragraph\'s quote continues');
  // The stretch reaches back to the paragraph the quotation opens in.
  assert.equal(value.slice(s, e), '"We waited for hours, said Al Brun, a driver.\n"Nobodyone came to help us," he added.');
  await page.close();
});

test('the textarea mirror keeps one block per paragraph through edits that split, join, empty and refill it', async () => {
  const page = await b.open('examples/');
  const bad = await page.evaluate(async () => {
    const { attach } = await import('/sourcelight.js');
    const ta = document.createElement('textarea');
    ta.value = 'One "two," said Al.\n\nThree cost $4.\nFive';
    // A textarea indents its first line only.
    ta.style.textIndent = '30px';
    document.body.append(ta);
    const ctl = attach(ta, { debounce: 60_000, worker: false });
    await ctl.ready;
    await ctl.refresh();
    const mirror = document.querySelector('.sl-mirror');
    // A seeded generator: the same edits every run.
    let seed = 7;
    const rnd = (n) => { seed = (seed * 1103515245 + 12345) % 2147483648; return seed % n; };
    const pieces = ['\n', '\n\n', 'x', '"', ' 12 ', 'said Bo. ', '', '\u00e9\n'];
    const problems = [];
    for (let i = 0; i < 300; i++) {
      const v = ta.value;
      const at = rnd(v.length + 1);
      const cut = i % 50 === 49 ? v.length : rnd(Math.min(6, v.length - at + 1));
      const put = i % 50 === 49 ? '' : pieces[rnd(pieces.length)];
      ta.setRangeText(put, at, at + cut, 'end');
      ta.dispatchEvent(new InputEvent('input', { inputType: put ? 'insertText' : 'deleteContentBackward', data: put || null, bubbles: true }));
      const divs = [...mirror.children];
      const texts = divs.map((d) => d.firstChild.data);
      if (texts.join('') !== ta.value) problems.push(`edit ${i}: mirror text differs`);
      if (texts.length !== ta.value.split('\n').length) problems.push(`edit ${i}: ${texts.length} blocks`);
      if (texts.some((t, k) => t.slice(0, -1).includes('\n') || (k < texts.length - 1) !== t.endsWith('\n'))) problems.push(`edit ${i}: a block is not one paragraph`);
      const indents = divs.map((d) => getComputedStyle(d).textIndent);
      if (indents[0] !== '30px' || indents.slice(1).some((x) => x !== '0px')) problems.push(`edit ${i}: indents ${indents.slice(0, 3)}`);
      if (i % 30 === 0) {
        await ctl.refresh();
        for (const it of ctl.items()) {
          if (it.range.toString() !== ta.value.slice(it.start, it.end)) problems.push(`edit ${i}: ${it.kind} range off`);
        }
      }
    }
    // And the spans of an instant re-tagging sit where the text says.
    ta.value = 'Intro.\nIt cost $5.';
    ta.dispatchEvent(new InputEvent('input', { inputType: 'insertText', data: '.', bubbles: true }));
    await ctl.refresh();
    ta.setRangeText(' "Yes," said Al.', ta.value.length, ta.value.length, 'end');
    ta.dispatchEvent(new InputEvent('input', { inputType: 'insertText', data: '.', bubbles: true }));
    const quotes = ctl.items().filter((it) => it.kind === 'quote').map((it) => it.range.toString());
    if (quotes.join() !== '"Yes,"') problems.push(`instant quote: ${quotes}`);
    ctl.detach();
    return problems;
  });
  assert.deepEqual(bad, []);
  await page.close();
});

test('a long paste goes into the mirror as one block, cut into paragraphs once tagged and idle, ranges made again', async () => {
  const page = await b.open('examples/');
  const out = await page.evaluate(async () => {
    const { attach } = await import('/sourcelight.js');
    const ta = document.createElement('textarea');
    ta.value = 'Lead line.';
    document.body.append(ta);
    const ctl = attach(ta, { debounce: 60_000, worker: false });
    await ctl.ready;
    await ctl.refresh();
    const mirror = document.querySelector('.sl-mirror');
    const para = (i) => `"We counted ${i}," said Jo Bell. The ward spent $${i + 1} million.`;
    const pasted = `\n${Array.from({ length: 60 }, (_, i) => para(i)).join('\n')}`;
    ta.setRangeText(pasted, ta.value.length, ta.value.length, 'end');
    ta.dispatchEvent(new InputEvent('input', { inputType: 'insertText', data: pasted, bubbles: true }));
    const during = mirror.children.length;
    const same = () => [...mirror.children].map((d) => d.firstChild.data).join('') === ta.value;
    const sameDuring = same();
    await ctl.refresh();
    await new Promise((ok) => requestIdleCallback(ok));
    await new Promise((ok) => setTimeout(ok, 0));
    const off = ctl.items().filter((it) => it.range.toString() !== ta.value.slice(it.start, it.end)).length;
    const figures = [...CSS.highlights.get('sl-figure')].map(String);
    return { during, sameDuring, after: mirror.children.length, sameAfter: same(), off, figures: figures.length, n: ctl.items().length };
  });
  assert.ok(out.during <= 2, `${out.during} blocks right after the paste`);
  assert.ok(out.sameDuring && out.sameAfter);
  assert.equal(out.after, 61, 'one block per paragraph');
  assert.equal(out.off, 0, `every range over its own text (${out.n} items)`);
  assert.ok(out.figures >= 60, `${out.figures} figures painted`);
  await page.close();
});

// A long paste: the paragraphs it leaves in view (the caret ends it) are
// tagged on the page's thread within its input event, so the first frame
// that shows the pasted text shows their highlights; the worker tags the
// whole article after that frame, and its result replaces them.
for (const kind of ['textarea', 'editable']) {
  test(`a long paste in ${kind === 'textarea' ? 'a textarea' : 'a contenteditable'}: the paragraphs in view are painted at its input event, the whole article after`, async () => {
    const page = await open(kind, {}, 'Draft.');
    const seen = await page.evaluate(() => {
      const el = document.querySelector('#ed');
      const para = (i) => `"We counted them all," said Jo Bell, the clerk of ward ${i}. The ward spent $${i + 1} million.`;
      const article = Array.from({ length: 400 }, (_, i) => para(i)).join('\n');
      const before = window.ctl.result();
      window.ctl.on('result', ({ result }) => { window.whole = result; });
      el.focus();
      if (el.localName === 'textarea') {
        el.select();
        const dt = new DataTransfer();
        dt.setData('text/plain', article);
        el.dispatchEvent(new ClipboardEvent('paste', { clipboardData: dt, bubbles: true, cancelable: true }));
        // What the browser's own insertion does after the paste event.
        el.value = article;
        el.setSelectionRange(article.length, article.length);
      } else {
        el.innerHTML = article.split('\n').map((p) => `<p>${p}</p>`).join('');
        const r = document.createRange();
        r.setStart(el.lastChild.firstChild, el.lastChild.firstChild.length);
        getSelection().removeAllRanges();
        getSelection().addRange(r);
      }
      el.dispatchEvent(new InputEvent('input', { inputType: 'insertFromPaste', bubbles: true }));
      // Still within the paste's task: no frame, no worker answer yet.
      const figures = [...(CSS.highlights.get('sl-figure') ?? [])].map(String);
      return { figures, sources: CSS.highlights.get('sl-source')?.size ?? 0, waiting: window.ctl.result() === before,
        instant: window.instant.at(-1), length: (el.value ?? el.innerText).length };
    });
    assert.ok(seen.waiting, 'the whole article is not tagged yet');
    assert.ok(seen.figures.includes('$400 million'), 'the last paragraph (at the caret) is painted');
    assert.ok(!seen.figures.includes('$1 million'), 'the first paragraph (out of view) waits for the whole tagging');
    assert.ok(seen.figures.length > 5 && seen.figures.length < 400, `${seen.figures.length} figures at once`);
    assert.ok(seen.sources > 0, 'mentions of sources in view too');
    assert.ok(seen.instant.start > 0 && seen.instant.added > 0, 'reported as an instant re-tagging');
    // Then the whole article, without a keystroke or the (one-minute) debounce.
    await page.waitForFunction(() => window.whole?.figures.length === 400, null, { timeout: 30_000 });
    const full = await page.evaluate(() => ({ figures: CSS.highlights.get('sl-figure').size,
      off: window.ctl.items().filter((it) => it.index < 0).length }));
    assert.equal(full.figures, 400);
    assert.equal(full.off, 0, 'every span is the whole result\'s');
    await page.close();
  });
}

test('no console errors, no page errors, no request to another origin', () => {
  assert.deepEqual(b.problems, []);
});
