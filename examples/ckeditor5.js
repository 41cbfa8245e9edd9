// sourcelight on CKEditor 5 (npm `ckeditor5`, its browser build, which needs
// no bundler and no import map). The editable element is contenteditable
// and in the page; CKEditor redraws it from its model, and attach() follows
// (a MutationObserver: the same text gets its ranges back, new text is
// tagged). CKEditor's model is never touched: editor.getData() stays clean.

import { ClassicEditor, Essentials, Paragraph, Heading, Bold, Italic } from '/node_modules/ckeditor5/dist/browser/ckeditor5.js';
import { attach } from '/sourcelight.js';

const summary = document.querySelector('#summary');
const n = (count, word) => `${count} ${word}${count === 1 ? '' : 's'}`;

const editor = await ClassicEditor.create(document.querySelector('#editor'), {
  licenseKey: 'GPL', // CKEditor 5's GPL licence
  plugins: [Essentials, Paragraph, Heading, Bold, Italic],
  toolbar: ['undo', 'redo', '|', 'heading', '|', 'bold', 'italic'],
});
const ctl = attach(editor.ui.getEditableElement());
ctl.on('result', ({ counts, text }) => {
  summary.textContent = [n(counts.quote, 'quote'), n(counts.figure, 'figure'),
    n(counts.source, 'source'), `${counts.flag} to check`].join(' · ');
  summary.dataset.tagged = String(text.length);
});
ctl.on('error', ({ message }) => { summary.textContent = message; });
editor.on('destroy', () => ctl.detach());
// For the tests and the console.
window.sourcelight = { editor, ctl };
