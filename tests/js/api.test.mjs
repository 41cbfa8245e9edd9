// The WebAssembly core's JavaScript API, loaded in Node as the page loads it
// (wasm-bindgen --target web glue, bytes handed to init). Checks that every
// offset is a JS string index (UTF-16 code units), not a UTF-8 byte offset.

import { test, before } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';

const pkg = new URL('../../www/pkg/', import.meta.url);
let core;

before(async () => {
  core = await import(new URL('sourcelight.js', pkg).href);
  await core.default({ module_or_path: await readFile(new URL('sourcelight_bg.wasm', pkg)) });
});

/** Every offset in a result, with where it came from. */
function offsets(r) {
  const out = [];
  const range = (where, x) => { if (x) out.push([where, x.start, x.end]); };
  r.quotes.forEach((q, i) => { range(`quote ${i}`, q); range(`quote ${i} via`, q.via); });
  r.figures.forEach((f, i) => { range(`figure ${i}`, f); range(`figure ${i} via`, f.via); });
  r.attributions.forEach((a, i) => {
    range(`attribution ${i}`, a); range(`attribution ${i} via`, a.via); [a.content].flat().forEach((c, j) => range(`attribution ${i} content ${j}`, c));
    a.content_parts.forEach((c, j) => range(`attribution ${i} content part ${j}`, c));
  });
  r.sources.forEach((s, i) => s.mentions.forEach((m, j) => range(`source ${i} mention ${j}`, m)));
  (r.flags ?? []).forEach((f, i) => range(`flag ${i}`, f));
  return out;
}

const find = (items, text, s) => items.find((x) => text.slice(x.start, x.end) === s);

// Each case: a text with characters outside ASCII before the items, and the
// exact strings the quote, figure, cue and speaker must cover.
const CASES = [
  {
    name: 'astral emoji and accents before a quote (2 UTF-16 units, 4 UTF-8 bytes)',
    text: '😀 Café owners were upset. "We lost $4.2 million," said Jo Li, a spokesman for Acme.',
    quote: '"We lost $4.2 million,"', figure: '$4.2 million', cue: 'said', speaker: 'Jo Li',
  },
  {
    name: 'curly marks and combining accents (e + U+0301) before the quote',
    text: 'Rene\u0301e and Zoë met in Zürich. “Prices rose 12%,” said Ana Pérez, an economist.',
    quote: '“Prices rose 12%,”', figure: '12%', cue: 'said', speaker: 'Ana Pérez',
  },
  {
    name: 'several emoji and CJK before a figure in a "said X" sentence',
    text: '🎉🎉 新年 — "We hired 300 people," said Marta Ruiz, a spokeswoman for Orbit.',
    quote: '"We hired 300 people,"', figure: '300', cue: 'said', speaker: 'Marta Ruiz',
  },
];

for (const c of CASES) {
  test(`UTF-16 offsets: ${c.name}`, () => {
    const r = core.annotate(c.text);
    assert.equal(r.length, c.text.length, 'length is in UTF-16 code units');
    const q = r.quotes[0];
    assert.ok(q, 'a quote is found');
    assert.equal(q.start, c.text.indexOf(c.quote), 'quote starts at the JS index of its opening mark');
    assert.equal(c.text.slice(q.start, q.end), c.quote);
    assert.ok(find(r.figures, c.text, c.figure), `figure ${c.figure} covered exactly`);
    assert.ok(find(r.attributions, c.text, c.cue), `cue ${c.cue} covered exactly`);
    const speaker = r.sources[q.speaker];
    assert.ok(speaker, 'the quote has a speaker');
    assert.ok(speaker.mentions.some((m) => c.text.slice(m.start, m.start + c.speaker.length) === c.speaker), 'a speaker mention starts exactly at the name');
    for (const [where, s, e] of offsets(r)) {
      assert.ok(s >= 0 && s <= e && e <= c.text.length, `${where} within the text`);
      // No offset may split a surrogate pair.
      for (const o of [s, e]) {
        const lo = c.text.charCodeAt(o);
        assert.ok(!(lo >= 0xdc00 && lo <= 0xdfff), `${where} does not split a surrogate pair`);
      }
    }
  });
}

test('annotateJson gives the same result as annotate', () => {
  const text = '“Thirty-eight of us stayed,” said Lu Wen. More than 70% left, according to the agency.';
  assert.deepEqual(JSON.parse(core.annotateJson(text)), core.annotate(text));
});

test('result carries the contract fields and the extra ones', () => {
  const r = core.annotate('"It cost $4.2 million," said Jo Li, a spokesman.');
  for (const k of ['quotes', 'figures', 'attributions', 'sources', 'flags']) assert.ok(Array.isArray(r[k]), k);
  const q = r.quotes[0];
  for (const k of ['start', 'end', 'speaker', 'via', 'scare', 'continues', 'unclosed']) assert.ok(k in q, `quote.${k}`);
  const f = r.figures[0];
  assert.equal(f.kind, 'money');
  assert.equal(f.value, 4200000);
  const s = r.sources[0];
  for (const k of ['name', 'mentions', 'type', 'anonymous']) assert.ok(k in s, `source.${k}`);
});

test('empty and odd inputs do not throw', () => {
  for (const t of ['', ' ', '"', '“', '\n\n\n', '😀'.repeat(1000), '"a'.repeat(5000), '\u0000\uffff', '\ud800 lone surrogate']) {
    const r = core.annotate(t);
    assert.equal(r.length, t.length);
  }
});

test('version is a semver string', () => {
  assert.match(core.version(), /^\d+\.\d+\.\d+/);
});
