// sourcelight on a ProseMirror editor, through the adapter in
// prosemirror-adapter.js, with the <source-light> review panel.

import { EditorState } from 'prosemirror-state';
import { EditorView } from 'prosemirror-view';
import { DOMParser } from 'prosemirror-model';
import { schema } from 'prosemirror-schema-basic';
import '/element.js';
import { prosemirrorAdapter } from './prosemirror-adapter.js';

const host = document.querySelector('#editor');
const view = new EditorView(host, {
  state: EditorState.create({ doc: DOMParser.fromSchema(schema).parse(document.querySelector('#content').content) }),
});
// The review panel, attached through the adapter (attach(null, { adapter })
// would do the same without a panel).
const panel = document.querySelector('#panel');
panel.adapter = prosemirrorAdapter(view);
const ctl = panel.controller;
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
