// sourcelight: what a keystroke needs re-tagged at once, and the spans that
// re-tagging gives, moved into the article. Pure functions over strings and
// result objects (no DOM), used by the controller in sourcelight.js: on an
// edit it tags only the paragraphs around it, paints their spans in the same
// frame, and the debounced tagging of the whole article refines them later
// (speakers and sources named in other paragraphs, the registry, flags).

/**
 * The stretch of `text` to re-tag after an edit of [at, to): whole
 * paragraphs (the core's paragraphs are lines), from the one before the
 * edit's when it starts a paragraph (Enter splits one in two), widened over
 * a quotation running across paragraphs. `continuing`: the end offsets of
 * quotes that continue into the next paragraph (`continues` in the result),
 * where they are now.
 * @param {string} text  the text after the edit
 * @param {number} at
 * @param {number} to
 * @param {number[]} [continuing]
 * @returns {[number, number]}
 */
export function blockAround(text, at, to, continuing = []) {
  const lineStart = (i) => (i > 0 ? text.lastIndexOf('\n', i - 1) + 1 : 0);
  const lineEnd = (i) => { const n = text.indexOf('\n', i); return n < 0 ? text.length : n; };
  let start = lineStart(at > 0 && text[at - 1] === '\n' ? at - 1 : at);
  let end = lineEnd(Math.min(to, text.length));
  // A quote that continues ends its paragraph: the quotation goes on in the
  // next one, and an edit in either may change both.
  const ends = (from, upto) => continuing.some((e) => e >= from && e <= upto);
  while (start > 0 && ends(lineStart(start - 1), start - 1)) start = lineStart(start - 1);
  while (end < text.length && ends(lineStart(end), end)) end = lineEnd(end + 1);
  return [start, end];
}

/**
 * The one edit that turns `a` into `b`: the common start and end kept,
 * what lies between replaced. For an editor that says what its text is but
 * not where it was edited (an adapter): enough to find the paragraph to
 * re-tag and to move the spans after it.
 * @param {string} a  the text before
 * @param {string} b  the text after
 * @returns {{at: number, removed: number, inserted: number}}  from `at`,
 *   `removed` units of `a` became `inserted` units of `b`
 */
export function editBetween(a, b) {
  const max = Math.min(a.length, b.length);
  let p = 0;
  while (p < max && a.charCodeAt(p) === b.charCodeAt(p)) p++;
  let s = 0;
  while (s < max - p && a.charCodeAt(a.length - 1 - s) === b.charCodeAt(b.length - 1 - s)) s++;
  return { at: p, removed: a.length - s - p, inserted: b.length - s - p };
}

/**
 * The stretch of `text` a paste leaves in view, to tag at once: whole
 * paragraphs from `size` units before the caret to a quarter of that after
 * it. An editor scrolls the caret (at the end of what was pasted) into
 * view, to the bottom edge when it comes from above, so what shows is
 * mostly before it. `size`: about how many units the editor shows.
 * @param {string} text  the text after the paste
 * @param {number} caret
 * @param {number} size
 * @returns {[number, number]}
 */
export function viewAround(text, caret, size) {
  const at = Math.max(0, Math.min(caret, text.length));
  const from = Math.max(0, at - size);
  const start = from > 0 ? text.lastIndexOf('\n', from - 1) + 1 : 0;
  const nl = text.indexOf('\n', Math.min(text.length, at + (size >> 2)));
  return [start, nl < 0 ? text.length : nl];
}

/**
 * Maps a stretch's sources to the article's registry by name: the same
 * name, or a surname that only one of the article's sources ends with.
 * @param {{name: string}[]} local  the stretch's sources
 * @param {{name: string}[]} article  the latest whole result's sources
 * @returns {(i: number|null) => number|null}
 */
export function sourceMap(local, article) {
  const byName = new Map();
  const byLast = new Map();
  article.forEach((s, i) => {
    byName.set(s.name, i);
    const last = s.name.split(' ').at(-1);
    byLast.set(last, byLast.has(last) ? -1 : i);
  });
  const to = local.map((s) => byName.get(s.name) ?? (byLast.get(s.name) >= 0 ? byLast.get(s.name) : null));
  return (i) => (i == null ? null : to[i] ?? null);
}

/**
 * The spans of a stretch's result as items (without ranges) at their place
 * in the article, `by` on; links to sources go through `map`, links the
 * stretch cannot know (a quote's attribution) are left out. No flags: they
 * judge the whole article.
 * @param {any} r  the result for the stretch
 * @param {number} by  where the stretch starts in the article
 * @param {(i: number|null) => number|null} map  stretch source -> article source
 */
export function stretchItems(r, by, map) {
  const out = [];
  // index -1: the span is in no whole result yet (result() is the last one).
  const add = (kind, x, source, extra) => out.push({ kind, start: x.start + by, end: x.end + by, index: -1, source,
    data: { ...x, ...extra, start: x.start + by, end: x.end + by }, flags: [], range: null });
  for (const q of r.quotes) add('quote', q, map(q.speaker), { speaker: map(q.speaker), via: null, attribution: null });
  for (const f of r.figures) add('figure', f, map(f.source), { source: map(f.source), via: null });
  const moved = (parts) => parts?.map((p) => ({ start: p.start + by, end: p.end + by }));
  for (const a of r.attributions) add('attribution', a, map(a.source), { source: map(a.source), content_parts: moved(a.content_parts) });
  r.sources.forEach((s, si) => s.mentions.forEach((m) => add('source', m, map(si), {})));
  return out;
}
