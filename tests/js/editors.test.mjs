// Real editors from npm, each on its example page in examples/, served by
// scripts/serve.mjs under its Content-Security-Policy: ProseMirror through
// an adapter over its model, TinyMCE (self-hosted) inside its iframe,
// CKEditor 5 (browser build) on the editable it renders. A
// person types; the editor re-renders; the highlights follow and the
// editor's content never holds anything of sourcelight's.

import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launch, painted } from './browser.mjs';

let b;
before(async () => { b = await launch(); });
after(() => b.close());

test('ProseMirror: highlights from its model, typing re-tags, a re-render keeps them, select goes through a transaction', async () => {
  const page = await b.open('examples/prosemirror.html');
  await page.waitForSelector('#editor[data-state=ready]');
  let p = await painted(page);
  assert.deepEqual(p['sl-quote'], ['“We owe the islanders a reliable crossing,”']);
  assert.ok(p['sl-figure'].includes('about $2.6 million'));
  assert.ok(p['sl-source'].includes('Priya Nandakumar'), p['sl-source'].join(' | '));

  // Type at the end of the last paragraph, as a person would.
  await page.click('#editor p:last-of-type');
  await page.keyboard.press('End');
  await page.keyboard.type(' "It is about time," said Omar Haddad.');
  await page.waitForFunction(() => [...CSS.highlights.get('sl-quote')].some((r) => r.toString() === '"It is about time,"'));
  p = await painted(page);
  assert.ok(p['sl-source'].includes('Omar Haddad'));
  const doc = await page.evaluate(() => window.sourcelight.view.state.doc.lastChild.textContent);
  assert.equal(doc, 'Repairs cost about $2.6 million, according to a board report. "It is about time," said Omar Haddad.');

  // Bold a name through a transaction: ProseMirror redraws the paragraph.
  const redrawn = await page.evaluate(async () => {
    const { view } = window.sourcelight;
    let from = -1;
    view.state.doc.descendants((n, pos) => { if (n.isText && n.text.includes('Priya')) from = pos + n.text.indexOf('Priya'); });
    view.dispatch(view.state.tr.addMark(from, from + 'Priya Nandakumar'.length, view.state.schema.marks.strong.create()));
    await new Promise((r) => setTimeout(r, 50));
    const ranges = [...CSS.highlights.get('sl-source')];
    const priya = ranges.find((r) => r.toString() === 'Priya Nandakumar');
    return { inStrong: priya.intersectsNode(view.dom.querySelector('strong').firstChild), strong: view.dom.querySelector('strong')?.textContent,
      sources: ranges.map((r) => r.toString()).filter((t) => / /.test(t)).sort(), live: ranges.every((r) => view.dom.contains(r.startContainer)) };
  });
  assert.deepEqual(redrawn, { inStrong: true, strong: 'Priya Nandakumar', sources: ['Omar Haddad', 'Priya Nandakumar', 'a board report', 'the transport board'], live: true });

  // select() goes through the editor's own selection.
  const sel = await page.evaluate(() => {
    const { view, ctl } = window.sourcelight;
    ctl.select(ctl.items().findIndex((it) => it.kind === 'figure' && it.range.toString() === 'about $2.6 million'));
    const { from, to } = view.state.selection;
    return view.state.doc.textBetween(from, to);
  });
  assert.equal(sel, 'about $2.6 million');
  // The <source-light> panel, fed by the adapter, lists the sources. The
  // typed quote showed at once (its paragraph re-tagged on the keystroke);
  // the panel follows the whole article's tagging, after the debounce.
  await page.locator('#panel .sources', { hasText: 'Omar Haddad' }).waitFor();
  assert.match(await page.locator('#panel .sources').textContent(), /Priya Nandakumar.*Omar Haddad|Omar Haddad.*Priya Nandakumar/s);
  assert.equal(await page.locator('#editor .sl-card, #editor [data-sourcelight]').count(), 0);
  await page.close();
});

test('TinyMCE: highlights inside its iframe, typing re-tags, setContent re-tags, saved content is untouched', async () => {
  const page = await b.open('examples/tinymce.html');
  await page.waitForSelector('#summary[data-tagged]');
  const frame = page.frames().find((f) => f !== page.mainFrame());
  let p = await painted(frame);
  assert.deepEqual(p['sl-quote'], ['“We owe the islanders a reliable crossing,”']);
  assert.ok(p['sl-figure'].includes('about $2.6 million'));
  assert.ok(p['sl-source'].includes('Priya Nandakumar'), p['sl-source'].join(' | '));
  assert.equal(await page.evaluate(() => CSS.highlights.size), 0, 'nothing registered in the outer window');
  const initial = await page.evaluate(() => window.sourcelight.editor.getContent());

  await frame.click('p:last-of-type');
  await page.keyboard.press('End');
  await page.keyboard.type(' "It is about time," said Omar Haddad.');
  await frame.waitForFunction(() => [...CSS.highlights.get('sl-quote')].some((r) => r.toString() === '"It is about time,"'));
  assert.ok((await painted(frame))['sl-source'].includes('Omar Haddad'));

  // Hover a figure: the card shows, in the iframe, outside the body.
  const box = await frame.evaluate(() => {
    const r = [...CSS.highlights.get('sl-figure')].find((x) => x.toString() === 'about $2.6 million');
    const b = r.getClientRects()[0];
    return { x: b.left + b.width / 2, y: b.top + b.height / 2 };
  });
  const offset = await page.evaluate(() => { const r = document.querySelector('iframe').getBoundingClientRect(); return { x: r.left, y: r.top }; });
  await page.mouse.move(offset.x + box.x, offset.y + box.y);
  await frame.locator('.sl-card:not([hidden])').waitFor();
  assert.equal(await frame.evaluate(() => document.body.contains(document.querySelector('.sl-card'))), false);

  const content = await page.evaluate(() => window.sourcelight.editor.getContent());
  assert.equal(content, initial.replace('board report.</p>', 'board report. "It is about time," said Omar Haddad.</p>'));
  assert.doesNotMatch(content, /sl-|sourcelight/);

  // The whole body replaced by the editor: the watcher re-tags.
  await page.evaluate(() => window.sourcelight.editor.setContent('<p>“All aboard,” said Ines Caro.</p>'));
  await frame.waitForFunction(() => [...CSS.highlights.get('sl-quote')].map(String).join() === '“All aboard,”');
  assert.deepEqual((await painted(frame))['sl-source'], ['Ines Caro']);
  await page.mouse.move(1, 1);
  await page.close();
});

test('CKEditor 5: highlights on its editable, typing and model changes re-tag, getData stays clean', async () => {
  const page = await b.open('examples/ckeditor5.html');
  await page.waitForSelector('#summary[data-tagged]');
  let p = await painted(page);
  assert.deepEqual(p['sl-quote'], ['“We owe the islanders a reliable crossing,”']);
  assert.ok(p['sl-figure'].includes('about $2.6 million'));
  assert.ok(p['sl-source'].includes('Priya Nandakumar'), p['sl-source'].join(' | '));
  const initial = await page.evaluate(() => window.sourcelight.editor.getData());

  await page.click('.ck-editor__editable p:last-of-type');
  await page.keyboard.press('End');
  const tagged = await page.$eval('#summary', (e) => e.dataset.tagged);
  await page.keyboard.type(' "It is about time," said Omar Haddad.');
  await page.waitForFunction(() => [...CSS.highlights.get('sl-quote')].some((r) => r.toString() === '"It is about time,"'));
  // The quote shows at once (its paragraph re-tagged on the keystroke); the
  // redraw below is of the whole article's tagging, after the debounce.
  await page.waitForFunction((n) => document.querySelector('#summary').dataset.tagged !== n, tagged);
  assert.ok((await painted(page))['sl-source'].includes('Omar Haddad'));
  const data = await page.evaluate(() => window.sourcelight.editor.getData());
  assert.equal(data, initial.replace('board report.</p>', 'board report. "It is about time," said Omar Haddad.</p>'));
  assert.doesNotMatch(data, /sl-|sourcelight/);

  // A model change CKEditor redraws (italic over the whole first paragraph):
  // the same text keeps its highlights, on live nodes.
  const after = await page.evaluate(async () => {
    const { editor } = window.sourcelight;
    editor.model.change((w) => {
      const para = editor.model.document.getRoot().getChild(1);
      w.setSelection(w.createRangeIn(para));
    });
    editor.execute('italic');
    await new Promise((r) => setTimeout(r, 50));
    const el = editor.ui.getEditableElement();
    const figs = [...CSS.highlights.get('sl-figure')];
    return { italic: !!el.querySelector('p i'), figures: figs.map(String).sort(), live: figs.every((r) => el.contains(r.startContainer)) };
  });
  assert.equal(after.italic, true);
  assert.ok(after.live, 'the ranges are on the redrawn nodes');
  assert.ok(after.figures.includes('3') && after.figures.includes('about $2.6 million'), after.figures.join(' | '));

  await page.evaluate(() => window.sourcelight.editor.setData('<p>“All aboard,” said Ines Caro.</p>'));
  await page.waitForFunction(() => [...CSS.highlights.get('sl-quote')].map(String).join() === '“All aboard,”');
  assert.deepEqual((await painted(page))['sl-source'], ['Ines Caro']);
  await page.close();
});

test('WordPress block editor (a replica of its markup, not WordPress): the whole post in the canvas iframe', async () => {
  const page = await b.open('examples/wordpress.html');
  await page.waitForSelector('#summary[data-tagged]');
  const frame = page.frames().find((f) => f.name() === 'editor-canvas');
  const p = await painted(frame);
  assert.deepEqual(p['sl-quote'], ['“We will stay open on Sundays from March,”']);
  assert.ok(p['sl-source'].includes('Mara Quill'), p['sl-source'].join(' | '));
  assert.ok(p['sl-figure'].includes('about $40,000'), p['sl-figure'].join(' | '));
  assert.equal(await page.evaluate(() => CSS.highlights.size), 0, 'nothing registered in the outer window');
  // One article: "she said" in one block finds the speaker named in the block before.
  const speaker = await page.evaluate(() => {
    const r = window.sourcelightWP.controller().result();
    return r.sources[r.quotes[0].speaker]?.name;
  });
  assert.equal(speaker, 'Mara Quill');
  // The title and blocks are each a line: a quote never runs across blocks.
  const text = await page.evaluate(() => window.sourcelightWP.controller().result().length);
  assert.ok(text > 200);

  // Typing in a block re-tags the post.
  await frame.click('p.wp-block-paragraph:last-of-type');
  await page.keyboard.press('End');
  await page.keyboard.type(' “It is about time,” said Ola Berg.');
  await frame.waitForFunction(() => CSS.highlights.get('sl-quote')?.size === 2);
  assert.ok((await painted(frame))['sl-source'].includes('Ola Berg'));

  // The blocks are untouched, byte for byte: what the post held plus what was typed.
  const same = await frame.evaluate(async () => {
    const html = await (await fetch(location.href)).text();
    const fresh = new DOMParser().parseFromString(html, 'text/html');
    const last = [...fresh.querySelectorAll('p.wp-block-paragraph')].at(-1);
    last.textContent += ' “It is about time,” said Ola Berg.';
    return { now: document.body.innerHTML, want: fresh.body.innerHTML };
  });
  assert.equal(same.now, same.want);

  // The editor replaces its canvas (a device preview, another post): sourcelight follows it.
  const before = await page.evaluate(() => window.sourcelightWP.controller());
  await page.evaluate(() => { const f = document.querySelector('iframe[name=editor-canvas]'); f.src = `${f.src.split('?')[0]}?again`; });
  await page.waitForFunction(() => {
    const f = document.querySelector('iframe[name=editor-canvas]');
    return f.contentWindow.location.search === '?again' && f.contentWindow.CSS.highlights.get('sl-quote')?.size === 1;
  }, null, { timeout: 10_000 });
  assert.notEqual(await page.evaluate(() => window.sourcelightWP.controller()), before);

  // detach takes every highlight away.
  const left = await page.evaluate(() => {
    window.sourcelightWP.detach();
    return document.querySelector('iframe[name=editor-canvas]').contentWindow.CSS.highlights.size;
  });
  assert.equal(left, 0);
  await page.close();
});

// A keystroke's paragraph re-tagged at once in an editor with its own
// model. ProseMirror, through its adapter, says nothing of where an edit
// was: it is found from the text before and after. CKEditor 5's editable
// reports it twice, by its input event and by the DOM changes it draws: it
// is handled once. A second controller with a one-minute debounce, so any
// new span it has came from that, not from tagging the whole article again.
const EDITORS = [
  ['ProseMirror (adapter)', 'examples/prosemirror.html', '#editor[data-state=ready]', '#editor p'],
  ['CKEditor 5', 'examples/ckeditor5.html', '#summary[data-tagged]', '.ck-editor__editable p'],
];
for (const [name, path, ready, paras] of EDITORS) {
  test(`${name}: a keystroke's paragraph is re-tagged at once, the edit found from the text before and after`, async () => {
    const page = await b.open(path);
    await page.waitForSelector(ready);
    await page.evaluate(async () => {
      const { attach, loadCore } = await import('/sourcelight.js');
      const { view, editor } = window.sourcelight;
      const options = { debounce: 60_000, card: false };
      if (view) {
        const { prosemirrorAdapter } = await import('/examples/prosemirror-adapter.js');
        window.mine = attach(null, { ...options, adapter: prosemirrorAdapter(view) });
      } else window.mine = attach(editor.ui.getEditableElement(), options);
      window.instant = [];
      window.mine.on('instant', (d) => window.instant.push(d));
      await window.mine.ready;
      await window.mine.refresh();
      await new Promise((ok) => requestIdleCallback(ok));
      await new Promise((ok) => setTimeout(ok, 0));
      await loadCore({ worker: false });
      window.first = window.mine.result();
    });
    const spans = () => page.evaluate(() => window.mine.items().map((it) => `${it.kind}:${it.range.toString()}`).sort());
    const before = await spans();
    // First an edit early in the text, which moves every span after it,
    // taken back and made again (the text the whole result is for, then
    // not again)...
    await page.click(`${paras}:first-of-type`);
    await page.keyboard.press('Home');
    await page.keyboard.type('Yes. ');
    for (let i = 0; i < 5; i++) await page.keyboard.press('Backspace');
    await page.keyboard.type('Yes. ');
    // ...then a quotation closed in the last paragraph.
    await page.click(`${paras}:last-of-type`);
    await page.keyboard.press('End');
    await page.keyboard.type(' "It is about time," said Omar Haddad.');
    const seen = await page.evaluate(() => ({ waiting: window.mine.result() === window.first, instant: window.instant.length,
      spans: window.mine.items().map((it) => `${it.kind}:${it.range.toString()}`).sort() }));
    assert.ok(seen.waiting, 'the whole article has not been tagged again');
    assert.ok(seen.instant > 0, 'instant re-tagging happened');
    assert.ok(seen.spans.includes('quote:"It is about time,"'), seen.spans.join(' | '));
    // Everything from before is still there, on its own words, as often as
    // before (the spans after the first edit moved with it, none doubled),
    // but for words the typing added again ("said").
    const typed = ' "It is about time," said Omar Haddad.';
    const n = (list, x) => list.filter((y) => y === x).length;
    for (const x of new Set(before)) {
      if (typed.includes(x.slice(x.indexOf(':') + 1))) assert.ok(n(seen.spans, x) >= n(before, x), x);
      else assert.equal(n(seen.spans, x), n(before, x), x);
    }
    await page.evaluate(() => window.mine.detach());
    await page.close();
  });
}

test('no console errors (CSP included), no page errors, no request to another origin', () => {
  assert.deepEqual(b.problems, []);
});
