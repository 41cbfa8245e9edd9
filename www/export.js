// Exports of a result, for editors who take the review elsewhere: the whole
// result as JSON, a CSV of quotes and figures with their sources (for a
// spreadsheet or a fact-check log) and a plain-text sourcing summary to paste
// into a CMS note. Pure functions of (result, text): no DOM, no network, so
// they run the same in the page, in a worker or in Node.

const KIND_LABEL = { quote: 'quote', figure: 'figure' };

/** The whole result as pretty JSON, with the text its offsets index into.
 * @param {any} result @param {string} text @param {{version?: string}} [meta] */
export function toJSON(result, text, { version = '' } = {}) {
  return `${JSON.stringify({ tool: 'sourcelight', version, offsets: 'utf-16', text, result }, null, 2)}\n`;
}

/** One CSV field, quoted as RFC 4180 asks: a field holding a comma, a quote
 * mark or a line break goes in double quotes, its quote marks doubled. A
 * field that a spreadsheet would run as a formula (=, +, @, or - before
 * something other than a number) gets a leading apostrophe: article text is
 * untrusted input. */
export function csvField(value) {
  let s = value == null ? '' : String(value);
  if (/^[=+@\t\r]/.test(s) || /^-(?![\d.,]+%?$)/.test(s)) s = `'${s}`;
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

/** The CSV's columns, in order. */
export const CSV_COLUMNS = ['kind', 'text', 'start', 'end', 'paragraph', 'source', 'source_type',
  'anonymous', 'cue', 'figure_type', 'value', 'flags'];

/** 1-based paragraph (non-blank line) number of an offset. */
function paragraphOf(text, offset) {
  let n = 1;
  let blank = true;
  for (let i = 0; i < offset && i < text.length; i++) {
    if (text.charCodeAt(i) === 10) { if (!blank) n++; blank = true; } else if (!/\s/.test(text[i])) blank = false;
  }
  return n;
}

/** Quotes and figures, in text order, one row each, with their sources and
 * flags. CRLF line ends (RFC 4180) and a byte-order mark, so spreadsheets
 * read the UTF-8 as UTF-8.
 * @param {any} result @param {string} text */
export function toCSV(result, text) {
  const flagsAt = (s, e) => (result.flags ?? []).filter((f) => f.start === s && f.end === e).map((f) => f.kind);
  const cue = (i) => {
    const a = i == null ? null : result.attributions[i];
    return a ? text.slice(a.start, a.end) : '';
  };
  const rows = [
    ...result.quotes.map((q) => ({ kind: 'quote', item: q, source: q.speaker, cue: cue(q.attribution), figureType: '', value: '' })),
    ...result.figures.map((f) => ({ kind: 'figure', item: f, source: f.source, cue: '', figureType: f.kind, value: f.value ?? '' })),
  ].sort((a, b) => a.item.start - b.item.start || a.item.end - b.item.end);
  const lines = [CSV_COLUMNS.join(',')];
  for (const r of rows) {
    const s = r.source == null ? null : result.sources[r.source];
    lines.push([KIND_LABEL[r.kind], text.slice(r.item.start, r.item.end), r.item.start, r.item.end,
      paragraphOf(text, r.item.start), s?.name ?? '', s ? s.type : '', s ? (s.anonymous ? 'yes' : 'no') : '',
      r.cue, r.figureType, r.value, flagsAt(r.item.start, r.item.end).join(' ')].map(csvField).join(','));
  }
  return `\ufeff${lines.join('\r\n')}\r\n`;
}

const plural = (n, one, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

const FLAG_TITLE = {
  'figure-without-source': 'Figures with no source',
  'quote-without-speaker': 'Quotes with no named speaker',
  'vague-attribution': 'Vague attributions',
  'anonymous-source': 'Anonymous sources',
  'unclosed-quote': 'Quote marks never closed',
  'single-source': 'Single source',
};

function snippet(text, start, end, max = 80) {
  let s = text.slice(start, end).replace(/\s+/g, ' ').trim();
  if (s.length > max) s = `${s.slice(0, max - 1)}…`;
  return s;
}

/** A plain-text sourcing summary to paste into a CMS note: the counts, every
 * source with what rests on it, and the flags grouped by kind, each with
 * its words and paragraph.
 * @param {any} result @param {string} text @param {{version?: string}} [meta] */
export function toSummary(result, text, { version = '' } = {}) {
  const flags = result.flags ?? [];
  const out = [`Sourcing summary${version ? ` (sourcelight ${version})` : ''}`,
    `${plural(result.quotes.length, 'quote')}, ${plural(result.figures.length, 'figure')}, `
    + `${plural(result.attributions.length, 'attribution cue')}, ${plural(result.sources.length, 'source')}; `
    + `${plural(flags.length, 'flag')}.`, ''];
  out.push('Sources:');
  if (!result.sources.length) out.push('- none named');
  result.sources.forEach((s, i) => {
    const q = result.quotes.filter((x) => x.speaker === i).length;
    const f = result.figures.filter((x) => x.source === i).length;
    const a = result.attributions.filter((x) => x.source === i).length;
    const what = [s.anonymous ? 'anonymous' : '', s.type && s.type !== 'unknown' ? s.type : ''].filter(Boolean).join(', ');
    out.push(`- ${s.name}${what ? ` (${what})` : ''}: ${plural(q, 'quote')}, ${plural(f, 'figure')}, ${plural(a, 'cue')}`);
  });
  const unsourced = result.figures.filter((x) => x.source == null).length;
  const unspoken = result.quotes.filter((x) => x.speaker == null).length;
  if (unsourced || unspoken) out.push(`- no source: ${plural(unspoken, 'quote')}, ${plural(unsourced, 'figure')}`);
  out.push('', 'To check:');
  if (!flags.length) out.push('- nothing flagged');
  const groups = new Map();
  for (const f of flags) {
    if (!groups.has(f.kind)) groups.set(f.kind, []);
    groups.get(f.kind).push(f);
  }
  for (const [kind, list] of groups) {
    out.push(`- ${FLAG_TITLE[kind] ?? kind} (${list.length}):`);
    for (const f of list.sort((a, b) => a.start - b.start)) {
      out.push(`  - "${snippet(text, f.start, f.end)}" (paragraph ${paragraphOf(text, f.start)})`);
    }
  }
  return `${out.join('\n')}\n`;
}

/** Offers a string as a file download through a Blob URL: nothing leaves the
 * browser. Returns the file name. */
export function download(doc, name, type, body) {
  const url = URL.createObjectURL(new Blob([body], { type }));
  const a = doc.createElement('a');
  a.href = url;
  a.download = name;
  a.hidden = true;
  doc.body.append(a);
  a.click();
  a.remove();
  // The click has started the download; the URL can go once it has read it.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
  return name;
}
