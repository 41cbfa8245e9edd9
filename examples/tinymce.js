// sourcelight on a self-hosted TinyMCE (npm `tinymce`, loaded from
// /node_modules/tinymce/ by a classic script before this module). TinyMCE
// edits in an iframe whose body is contenteditable: attach() takes that body
// and paints in the iframe's own window (its CSS.highlights, its copy of
// sourcelight.css), and its card stays out of the body so it is never part
// of the content TinyMCE saves.

import { attach } from '/sourcelight.js';

const summary = document.querySelector('#summary');
const n = (count, word) => `${count} ${word}${count === 1 ? '' : 's'}`;

window.tinymce.init({
  selector: '#story',
  license_key: 'gpl', // TinyMCE's GPL licence for self-hosting
  base_url: '/node_modules/tinymce',
  suffix: '.min',
  menubar: false,
  statusbar: false,
  promotion: false,
  branding: false,
  plugins: [],
  toolbar: 'undo redo | bold italic | blocks',
  height: 360,
  setup(editor) {
    editor.on('init', () => {
      const ctl = attach(editor.getBody());
      ctl.on('result', ({ counts, text }) => {
        summary.textContent = [n(counts.quote, 'quote'), n(counts.figure, 'figure'),
          n(counts.source, 'source'), `${counts.flag} to check`].join(' · ');
        summary.dataset.tagged = String(text.length);
      });
      ctl.on('error', ({ message }) => { summary.textContent = message; });
      // TinyMCE can swap the whole body (setContent): the controller's
      // watcher re-tags it. For the tests and the console:
      window.sourcelight = { editor, ctl };
    });
  },
});
