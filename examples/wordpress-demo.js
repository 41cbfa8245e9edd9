// The block editor replica: the whole post tagged as one article, with
// www/wordpress.js, as a WordPress plugin would load it.
import { attachBlockEditor } from '/wordpress.js';

const summary = document.querySelector('#summary');
const wp = attachBlockEditor({ interval: 250 });
wp.on('result', ({ counts }) => {
  summary.textContent = `${counts.quote} quote(s), ${counts.figure} figure(s), ${counts.source} source(s), ${counts.flag} flag(s)`;
  summary.dataset.tagged = '';
});
// For tests: the API of this page.
window.sourcelightWP = wp;
