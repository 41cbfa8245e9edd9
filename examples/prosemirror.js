// sourcelight on a ProseMirror editor, through an adapter: the text is read
// from ProseMirror's document (one line per text block), and a span of it is
// turned into a DOM range by the view's own domAtPos. ProseMirror redraws its
// DOM when it likes; attach() watches view.dom and asks for ranges again.

import { EditorState, TextSelection } from 'prosemirror-state';
import { EditorView } from 'prosemirror-view';
import { DOMParser } from 'prosemirror-model';
import { schema } from 'prosemirror-schema-basic';
import { attach } from '/sourcelight.js';

/** The plain text of a ProseMirror document and where each run of it is:
 * text blocks are joined with "\n", a hard break is a "\n". Documents are
 * immutable, so the map is made once per document. */
const maps = new WeakMap();
export function textOf(doc) {
  let m = maps.get(doc);
  if (m) return m;
  let text = '';
  const runs = []; // { at: text offset, pos: document position, len }
  let first = true;
  doc.descendants((node, pos) => {
    if (node.isTextblock) {
      if (!first) text += '\n';
      first = false;
      runs.push({ at: text.length, pos: pos + 1, len: 0 });
    } else if (node.isText) {
      runs.push({ at: text.length, pos, len: node.text.length });
      text += node.text;
    } else if (node.type.name === 'hard_break') {
      runs.push({ at: text.length, pos, len: 1 });
      text += '\n';
    }
    return true;
  });
  m = { text, runs };
  maps.set(doc, m);
  return m;
}

/** The document position of a text offset. */
export function posOf(doc, offset) {
  const { runs } = textOf(doc);
  let lo = 0, hi = runs.length - 1, at = -1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if (runs[mid].at <= offset) { at = mid; lo = mid + 1; } else hi = mid - 1;
  }
  if (at < 0) return 1;
  const r = runs[at];
  return r.pos + Math.min(offset - r.at, r.len);
}

/** The adapter sourcelight needs for a ProseMirror view. */
export function prosemirrorAdapter(view) {
  return {
    root: view.dom,
    getText: () => textOf(view.state.doc).text,
    toRange(start, end) {
      const doc = view.state.doc;
      const a = view.domAtPos(posOf(doc, start));
      const b = view.domAtPos(posOf(doc, end));
      const r = view.dom.ownerDocument.createRange();
      r.setStart(a.node, a.offset);
      r.setEnd(b.node, b.offset);
      return r;
    },
    select(start, end) {
      const doc = view.state.doc;
      view.dispatch(view.state.tr.setSelection(TextSelection.create(doc, posOf(doc, start), posOf(doc, end))).scrollIntoView());
      view.focus();
    },
  };
}

const host = document.querySelector('#editor');
const view = new EditorView(host, {
  state: EditorState.create({ doc: DOMParser.fromSchema(schema).parse(document.querySelector('#content').content) }),
});
const ctl = attach(null, { adapter: prosemirrorAdapter(view) });
const n = (count, word) => `${count} ${word}${count === 1 ? '' : 's'}`;
ctl.on('result', ({ counts, text }) => {
  document.querySelector('#summary').textContent = [n(counts.quote, 'quote'), n(counts.figure, 'figure'),
    n(counts.source, 'source'), `${counts.flag} to check`].join(' · ');
  host.dataset.state = 'ready';
  host.dataset.tagged = String(text.length);
});
ctl.on('error', ({ message }) => { document.querySelector('#summary').textContent = message; });
// For the tests and the console.
window.sourcelight = { view, ctl };
