// The sourcelight adapter for a ProseMirror view: the text is read from
// ProseMirror's document (one line per text block), and a span of it is
// turned into a DOM range by the view's own domAtPos. ProseMirror redraws its
// DOM when it likes; attach() watches view.dom and asks for ranges again.
// Copy this file to use it: attach(null, { adapter: prosemirrorAdapter(view) }).

import { TextSelection } from 'prosemirror-state';

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

