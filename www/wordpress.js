// sourcelight in the WordPress block editor (Gutenberg): the whole post,
// title and every text block, tagged as one article, so that a quote in one
// paragraph and "she said" in the next are linked as they would be in print.
//
//   import { attachBlockEditor } from './sourcelight/wordpress.js';
//   const wp = attachBlockEditor();
//   wp.on('result', ({ counts }) => console.log(counts));
//
// Recent WordPress draws the post in an iframe named "editor-canvas" (older
// versions and some screens draw it in the page): the highlights are painted
// in whichever window holds it. The editor may replace that iframe or its
// block list at any time (device preview, template mode, switching posts),
// so the block list is looked for again every `interval` ms and sourcelight
// moves with it. Nothing is written into the blocks or the post.
//
// Tested against a page that copies the block editor's markup
// (examples/wordpress.html), not against WordPress itself.

import { attach, textAdapter } from './sourcelight.js';

/** Where the block editor keeps the post: the selectors, newest first. */
const ROOTS = ['.editor-styles-wrapper .is-root-container', '.is-root-container',
  '.block-editor-block-list__layout'];

/** The element holding the post's title and blocks, in the canvas iframe or
 * the page; null while the editor is not there yet. */
export function findPost(document = globalThis.document) {
  const frame = document.querySelector('iframe[name="editor-canvas"]');
  let doc = document;
  if (frame) {
    try { doc = frame.contentDocument ?? document; } catch { return null; /* another origin */ }
  }
  if (!doc) return null;
  let blocks = null;
  for (const sel of ROOTS) if ((blocks = doc.querySelector(sel))) break;
  if (!blocks) return null;
  // The title sits beside the blocks (WordPress 6.x), or in the block list.
  const wrapper = blocks.closest('.editor-styles-wrapper');
  return wrapper && wrapper.querySelector('.editor-post-title, .wp-block-post-title') ? wrapper : blocks;
}

/**
 * Attaches sourcelight to the block editor's post, and follows it when the
 * editor replaces it.
 * @param {object} [options]  attach()'s options (not `adapter`), and:
 * @param {Document} [options.document]  the editor's page (default: this one)
 * @param {number} [options.interval=1000]  ms between looks for the post
 * @returns {{ controller: () => any, on: (event: string, fn: Function) => () => void, detach: () => void }}
 */
export function attachBlockEditor({ document = globalThis.document, interval = 1000, ...options } = {}) {
  // Listeners live here, so they carry over to the next controller.
  const listeners = { ready: new Set(), result: new Set(), error: new Set(), select: new Set() };
  let root = null;
  let ctl = null;
  function check() {
    const now = findPost(document);
    if (now === root && root?.isConnected) return;
    ctl?.detach();
    ctl = null;
    root = now;
    if (!root) return;
    ctl = attach(null, { ...options, adapter: textAdapter(root) });
    for (const [ev, set] of Object.entries(listeners)) ctl.on(ev, (d) => { for (const fn of set) fn(d); });
  }
  check();
  const timer = setInterval(check, interval);
  return {
    /** The controller of the post as it is now, or null. */
    controller: () => ctl,
    on(ev, fn) {
      if (!listeners[ev]) throw new TypeError(`sourcelight: unknown event ${ev}`);
      listeners[ev].add(fn);
      return () => listeners[ev].delete(fn);
    },
    detach() {
      clearInterval(timer);
      ctl?.detach();
      ctl = null;
      root = null;
      for (const set of Object.values(listeners)) set.clear();
    },
  };
}
