// www/retag.js in Node: which paragraphs a keystroke re-tags, and how a
// stretch's sources map to the article's registry. Table-driven; each case
// names the convention it covers.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { blockAround, editBetween, sourceMap, stretchItems, viewAround } from '../../www/retag.js';

test('blockAround: the paragraphs an edit needs re-tagged', () => {
  const text = 'One.\n"Two, said Al.\n"Three," he added.\nFour.';
  const at = (s) => text.indexOf(s);
  const cases = [
    ['an edit inside a paragraph: that paragraph', at('Four') + 1, 0, [], 'Four.'],
    ['an edit at the very start of the text', 0, 1, [], 'One.'],
    ['an edit at the start of a paragraph (Enter splits one): the one before too', at('Four'), 0, [], '"Three," he added.\nFour.'],
    ['an insertion spanning a newline: both paragraphs', at('One') + 2, 4, [], 'One.\n"Two, said Al.'],
    ['a quotation over several paragraphs (the first marked continues): back to where it opens',
      at('Three') + 1, 0, [at('\n"Three')], '"Two, said Al.\n"Three," he added.'],
    ['an edit in the paragraph a quotation continues from: forward to where it goes on',
      at('Two') + 1, 0, [at('\n"Three')], '"Two, said Al.\n"Three," he added.'],
    ['an edit past the end clamps to the text', text.length, 5, [], 'Four.'],
  ];
  for (const [name, from, n, continuing, want] of cases) {
    const [s, e] = blockAround(text, from, from + n, continuing);
    assert.equal(text.slice(s, e), want, name);
  }
});

test('editBetween: the one edit between two texts, from what they share at either end', () => {
  const cases = [
    ['a letter typed', 'said Al', 'said: Al', { at: 4, removed: 0, inserted: 1 }],
    ['a letter deleted', 'said: Al', 'said Al', { at: 4, removed: 1, inserted: 0 }],
    ['a word replaced', 'up 4% now', 'up 7% now', { at: 3, removed: 1, inserted: 1 }],
    ['a repeated letter typed: the first place it could be', 'aa', 'aaa', { at: 2, removed: 0, inserted: 1 }],
    ['Enter in a paragraph', 'One. Two.', 'One.\nTwo.', { at: 4, removed: 1, inserted: 1 }],
    ['typed into an empty text', '', 'Hi', { at: 0, removed: 0, inserted: 2 }],
    ['no change', 'same', 'same', { at: 4, removed: 0, inserted: 0 }],
  ];
  for (const [name, a, b, want] of cases) assert.deepEqual(editBetween(a, b), want, name);
});

test('viewAround: the paragraphs a paste leaves in view, mostly before the caret that ends it', () => {
  const text = ['One one one.', 'Two two two.', 'Three three.', 'Four four.', 'Five five.'].join('\n');
  const at = (s) => text.indexOf(s);
  const cases = [
    ['a caret at the end: the last paragraphs, back as far as the editor shows', text.length, 14, 'Four four.\nFive five.'],
    ['the top of the view mid-paragraph: from where that paragraph starts', text.length, 12, 'Four four.\nFive five.'],
    ['a caret mid-text: a little after it too, to the end of that paragraph', at('Three') + 2, 8, 'Two two two.\nThree three.'],
    ['a caret near the start: from the start, and a quarter of the size after it', 3, 40, 'One one one.\nTwo two two.'],
    ['an editor showing more than the text: all of it', text.length, 500, text],
    ['a caret past the end clamps to the text', text.length + 9, 4, 'Five five.'],
  ];
  for (const [name, caret, size, want] of cases) {
    const [s, e] = viewAround(text, caret, size);
    assert.equal(text.slice(s, e), want, name);
  }
});

test('sourceMap: a stretch\'s sources to the article\'s, by name or a surname only one source has', () => {
  const article = [{ name: 'Mo Hart' }, { name: 'Ana Ruiz' }, { name: 'Leo Ruiz' }, { name: 'the council' }];
  const local = [{ name: 'Mo Hart' }, { name: 'Hart' }, { name: 'Ruiz' }, { name: 'he' }, { name: 'the council' }];
  const map = sourceMap(local, article);
  assert.deepEqual([0, 1, 2, 3, 4, null].map(map), [0, 0, null, null, 3, null],
    'full name; unique surname; a surname two sources share stays unlinked; a pronoun waits for the whole tagging');
});

test('stretchItems: spans moved to their place in the article, links mapped, no flags', () => {
  const r = {
    quotes: [{ start: 0, end: 6, speaker: 0, via: { start: 7, end: 9 }, attribution: 0 }],
    figures: [{ start: 20, end: 22, source: null, via: null }],
    attributions: [{ start: 7, end: 11, source: 0 }],
    sources: [{ name: 'he', mentions: [{ start: 7, end: 9 }] }],
    flags: [{ start: 20, end: 22, message: 'x' }],
  };
  const items = stretchItems(r, 100, () => null);
  assert.deepEqual(items.map((it) => [it.kind, it.start, it.end, it.source, it.index]),
    [['quote', 100, 106, null, -1], ['figure', 120, 122, null, -1], ['attribution', 107, 111, null, -1], ['source', 107, 109, null, -1]]);
  assert.equal(items[0].data.attribution, null, 'an index into the stretch\'s attributions means nothing in the article');
  assert.equal(items[0].data.start, 100);
});
