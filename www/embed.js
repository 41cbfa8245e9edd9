// The embedding example: sourcelight on a contenteditable editor, with a
// one-line summary. This is all an embedding page needs.

import { attach } from './sourcelight.js';

const summary = document.querySelector('#summary');
const ctl = attach(document.querySelector('#story'));

const n = (count, word) => `${count} ${word}${count === 1 ? '' : 's'}`;

ctl.on('result', ({ counts }) => {
  summary.textContent = [n(counts.quote, 'quote'), n(counts.figure, 'figure'),
    n(counts.attribution, 'attribution cue'), n(counts.source, 'source'), `${counts.flag} to check`].join(' · ');
});
ctl.on('error', ({ message }) => { summary.textContent = message; });
