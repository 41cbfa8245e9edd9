// www/export.js in Node: the CSV's quoting, the JSON's round trip and the
// summary's lines, on results from the real core and on hand-made ones.

import { test, before } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { toJSON, toCSV, toSummary, csvField, CSV_COLUMNS } from '../../www/export.js';

const pkg = new URL('../../www/pkg/', import.meta.url);
let core;
before(async () => {
  core = await import(new URL('sourcelight.js', pkg).href);
  await core.default({ module_or_path: await readFile(new URL('sourcelight_bg.wasm', pkg)) });
});

/** A small RFC 4180 reader, to check the CSV the way a spreadsheet reads it. */
function parseCSV(s) {
  const rows = [];
  let row = [], field = '', quoted = false;
  for (let i = 0; i < s.length; i++) {
    const c = s[i];
    if (quoted) {
      if (c === '"' && s[i + 1] === '"') { field += '"'; i++; } else if (c === '"') quoted = false; else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') { row.push(field); field = ''; }
    else if (c === '\r' && s[i + 1] === '\n') { row.push(field); rows.push(row); row = []; field = ''; i++; }
    else field += c;
  }
  return rows;
}

// Written for these tests; fictional.
const TEXT = [
  'The bridge reopened on Monday.',
  '"It cost us, frankly, a fortune," said Mara Quill, a spokeswoman for the roads agency.',
  'Repairs cost $3.1 million, according to the agency.',
  'About 40% of drivers use it daily.',
].join('\n');

const CASES = [
  ['plain text stays bare', 'said', 'said'],
  ['a comma quotes the field', 'a, b', '"a, b"'],
  ['quote marks are doubled inside quotes', 'say "hi"', '"say ""hi"""'],
  ['a line break quotes the field', 'one\ntwo', '"one\ntwo"'],
  ['CRLF too', 'one\r\ntwo', '"\'one\r\ntwo"'.replace("'", '')],
  ['a formula is defused', '=SUM(A1)', "'=SUM(A1)"],
  ['@ and + too', '@cmd', "'@cmd"],
  ['a negative number is left alone', '-4.5%', '-4.5%'],
  ['a dash before words is defused', '-cmd|x', "'-cmd|x"],
  ['null is empty', null, ''],
  ['numbers as text', 42, '42'],
];

test('csvField quotes as RFC 4180 and defuses formulas', () => {
  for (const [name, input, want] of CASES) assert.equal(csvField(input), want, name);
});

test('the CSV of a real result: one row per quote and figure, with sources, read back intact', () => {
  const r = core.annotate(TEXT);
  const csv = toCSV(r, TEXT);
  assert.ok(csv.startsWith('\ufeff'), 'a byte-order mark for spreadsheets');
  assert.ok(csv.endsWith('\r\n'));
  const rows = parseCSV(csv.slice(1));
  assert.deepEqual(rows[0], CSV_COLUMNS);
  const body = rows.slice(1).map((row) => Object.fromEntries(CSV_COLUMNS.map((c, i) => [c, row[i]])));
  assert.equal(body.length, r.quotes.length + r.figures.length);
  assert.ok(body.every((row) => Object.keys(row).length === CSV_COLUMNS.length && row.text === TEXT.slice(+row.start, +row.end)),
    'every row round-trips to its span of the text');
  const quote = body.find((row) => row.kind === 'quote');
  assert.equal(quote.text, '"It cost us, frankly, a fortune,"', 'commas and quote marks survive');
  assert.equal(quote.source, 'Mara Quill');
  assert.equal(quote.paragraph, '2');
  assert.equal(quote.cue, 'said');
  const money = body.find((row) => row.text === '$3.1 million');
  assert.equal(money.kind, 'figure');
  assert.equal(money.figure_type, 'money');
  assert.equal(money.value, '3100000');
  assert.equal(money.paragraph, '3');
  const share = body.find((row) => row.text.endsWith('40%'));
  assert.equal(share.source, '', 'an unsourced figure has an empty source');
  assert.match(share.flags, /figure-without-source/);
});

test('the JSON holds the text and the result, and parses back to them', () => {
  const r = core.annotate(TEXT);
  const back = JSON.parse(toJSON(r, TEXT, { version: '9.9.9' }));
  assert.equal(back.tool, 'sourcelight');
  assert.equal(back.version, '9.9.9');
  assert.equal(back.offsets, 'utf-16');
  assert.equal(back.text, TEXT);
  assert.deepEqual(back.result, JSON.parse(JSON.stringify(r)));
});

test('the summary lists the counts, each source with what rests on it, and the flags', () => {
  const r = core.annotate(TEXT);
  const s = toSummary(r, TEXT, { version: '1.0' });
  const lines = s.split('\n');
  assert.equal(lines[0], 'Sourcing summary (sourcelight 1.0)');
  assert.match(lines[1], new RegExp(`^${r.quotes.length} quotes?, ${r.figures.length} figures?, `));
  assert.ok(lines.includes('Sources:') && lines.includes('To check:'));
  assert.ok(lines.some((l) => /^- Mara Quill( \(.*\))?: 1 quote, 0 figures, 1 cue$/.test(l)), s);
  assert.ok(lines.some((l) => /^- Figures with no source \(\d+\):$/.test(l)), s);
  assert.ok(lines.some((l) => /^ {2}- "About 40%|^ {2}- "40%/.test(l) && l.endsWith('(paragraph 4)')), s);
});

test('an empty result: a summary that says so, a CSV with only its header', () => {
  const r = { quotes: [], figures: [], attributions: [], sources: [], flags: [], length: 0 };
  assert.equal(toCSV(r, ''), `\ufeff${CSV_COLUMNS.join(',')}\r\n`);
  const s = toSummary(r, '');
  assert.match(s, /0 quotes, 0 figures, 0 attribution cues, 0 sources; 0 flags\./);
  assert.match(s, /- none named/);
  assert.match(s, /- nothing flagged/);
});
