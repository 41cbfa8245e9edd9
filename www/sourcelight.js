// sourcelight: the embeddable browser API.
//
//   import { attach } from './sourcelight.js';
//   const ctl = attach(document.querySelector('textarea'));
//   ctl.on('result', ({ result }) => console.log(result.quotes.length));
//
// The core (Rust, compiled to WebAssembly in ./pkg/) tags quotes, figures,
// attribution cues and source mentions; this module paints them with the CSS
// Custom Highlight API. Highlighting never changes the host's text: for a
// <textarea> the ranges live in a mirror drawn behind it, for a
// contenteditable element they are ranges over its own text nodes.
// Offsets from the core are UTF-16 code units, the same units as JS string
// indices and DOM text offsets, so they are used as they come.

import { boxRegistry } from './overlay.js';
import { blockAround, editBetween, sourceMap, stretchItems, viewAround } from './retag.js';

/** @typedef {'quote'|'figure'|'attribution'|'source'|'flag'} Kind */

/**
 * @typedef {object} Core
 * @property {(text: string) => any} annotate  returns the result object, or a promise of it
 * @property {string} version
 * @property {boolean} [async]  tags off the main thread, answering in the
 *   order asked (the worker core): a long paste is then tagged around the
 *   caret first, and painted there before the whole article is done
 */

/**
 * @typedef {object} Item  one highlighted span, with its live DOM range
 * @property {Kind} kind
 * @property {number} start  UTF-16 offset in the text that was tagged
 * @property {number} end
 * @property {number} index  index into the result's array for this kind
 * @property {number|null} source  source index, if any
 * @property {any} data  the quote, figure, attribution, mention or flag
 * @property {any[]} flags  flags on this span
 * @property {Range} range  follows the text while it is edited
 */

/** The kinds the page shows, in legend order; flags are drawn as underlines. */
export const KINDS = /** @type {const} */ (['quote', 'figure', 'attribution', 'source', 'flag']);

// Highlight names and paint order: a figure inside a quote paints over it.
const LAYERS = {
  'sl-quote': 1, 'sl-scare': 1, 'sl-attribution': 2, 'sl-source': 3,
  'sl-figure': 4, 'sl-flag': 5, 'sl-focus': 6, 'sl-content': 7, 'sl-active': 8,
};

const HERE = import.meta.url;

const now = () => globalThis.performance?.now() ?? Date.now();

// ---------------------------------------------------------------- the core

/** @type {Promise<WebAssembly.Module>|null} shared by every instance */
let compiled = null;
let generation = 0;
/** @type {Record<'worker'|'main', Promise<Core>|null>} one core per mode */
const cores = { worker: null, main: null };

async function compile(url) {
  const res = await fetch(url);
  if (!res.ok) throw new Error(`could not fetch ${url.pathname.split('/').pop()} (HTTP ${res.status})`);
  if (WebAssembly.compileStreaming && /application\/wasm/.test(res.headers.get('Content-Type') ?? '')) {
    return WebAssembly.compileStreaming(res);
  }
  return WebAssembly.compile(await res.arrayBuffer());
}

function compiledModule(wasmUrl) {
  compiled ??= compile(wasmUrl).catch((e) => { compiled = null; throw e; });
  return compiled;
}

/** The core on the main thread: annotate returns the result directly. */
async function mainThreadCore(module) {
  // wasm-bindgen's glue keeps one instance per module record. After a trap
  // the instance may be broken (a lock held, memory half-written), so a
  // fresh instance needs a fresh record: import the glue again under a new
  // URL. The first load uses the plain URL.
  const glueUrl = new URL('./pkg/sourcelight.js', HERE);
  if (generation++ > 0) glueUrl.search = `instance=${generation}`;
  const glue = await import(glueUrl.href);
  await glue.default({ module_or_path: module });
  return { annotate: (text) => glue.annotate(text), version: glue.version(), close() {} };
}

/** The core in a module worker: annotate returns a promise, and typing never
 * waits for a long paste to be tagged. A trap ends the worker; the next core
 * is a new worker. */
function workerCore(module) {
  return new Promise((resolve, reject) => {
    const w = new Worker(new URL('./sourcelight-worker.js', HERE), { type: 'module', name: 'sourcelight' });
    const pending = new Map();
    let next = 0;
    let dead = null;
    const end = (err) => {
      dead = err;
      w.terminate();
      for (const p of pending.values()) p.fail(err);
      pending.clear();
      reject(err);
    };
    const core = {
      version: '',
      async: true,
      annotate(text) {
        if (dead) return Promise.reject(dead);
        return new Promise((ok, fail) => {
          const id = ++next;
          pending.set(id, { ok, fail });
          w.postMessage({ type: 'annotate', id, text });
        });
      },
      close: () => end(new WebAssembly.RuntimeError('the tagger was restarted')),
    };
    w.onmessage = ({ data }) => {
      if (data.type === 'ready') {
        core.version = data.version;
        resolve(core);
      } else if (data.type === 'fatal') {
        end(new Error(data.message));
      } else {
        const p = pending.get(data.id);
        pending.delete(data.id);
        if (data.type === 'result') p?.ok(JSON.parse(data.json));
        else if (data.trap) {
          const err = new WebAssembly.RuntimeError(data.message);
          p?.fail(err);
          end(err);
        }
        else p?.fail(new Error(data.message));
      }
    };
    w.onerror = (e) => {
      e.preventDefault?.();
      end(new Error(`the tagging worker failed${e.message ? `: ${e.message}` : ' to start'}`));
    };
    w.postMessage({ type: 'init', module });
  });
}

/**
 * Loads (once) and returns the WebAssembly core.
 * @param {{wasmUrl?: string|URL, worker?: boolean}} [options]  worker (the
 *   default where workers exist) tags off the main thread
 * @returns {Promise<Core>}
 */
export function loadCore({ wasmUrl = new URL('./pkg/sourcelight_bg.wasm', HERE),
  worker = typeof Worker === 'function' } = {}) {
  const mode = worker ? 'worker' : 'main';
  if (!cores[mode]) {
    // Where a module worker cannot start, tag on the main thread instead.
    const p = compiledModule(new URL(wasmUrl, HERE)).then((m) => (worker
      ? workerCore(m).catch(() => mainThreadCore(m)) : mainThreadCore(m)));
    cores[mode] = p;
    p.catch(() => { if (cores[mode] === p) cores[mode] = null; });
  }
  return cores[mode];
}

/** Replaces a core that trapped with a fresh one; controllers sharing it all
 * get the same replacement. */
async function restartCore(broken, worker) {
  const mode = worker ? 'worker' : 'main';
  const current = await cores[mode]?.catch(() => null);
  if (current === broken || !current) {
    broken?.close?.();
    cores[mode] = null;
  }
  return loadCore({ worker });
}

/**
 * Tags one text without attaching to anything.
 * @param {string} text
 * @returns {Promise<any>} the result object
 */
export async function annotate(text) {
  return (await loadCore()).annotate(text);
}

// ------------------------------------------------------ shared highlights

/** Whether a window can draw highlights (the CSS Custom Highlight API). An
 * editor in an iframe (TinyMCE) has its own window, registry and styles. */
const supports = (win) => !!win?.CSS && 'highlights' in win.CSS && typeof win.Highlight === 'function';

/** Controllers per window, so the last to detach unregisters the layers. */
const users = new WeakMap();

/** Per window, where layers are registered: `CSS.highlights`, or boxes
 * drawn over the text where the browser lacks the API (www/overlay.js). */
const registries = new WeakMap();
function registryOf(win) {
  let reg = registries.get(win);
  if (!reg) {
    reg = supports(win)
      ? { get: (n) => win.CSS.highlights.get(n), set: (n, h) => win.CSS.highlights.set(n, h),
        delete: (n) => win.CSS.highlights.delete(n), make: () => new win.Highlight() }
      : boxRegistry(win);
    registries.set(win, reg);
  }
  return reg;
}

function layer(win, name) {
  const reg = registryOf(win);
  let h = reg.get(name);
  if (!h) {
    h = reg.make();
    h.priority = LAYERS[name];
    reg.set(name, h);
  }
  return h;
}

function ensureStyles(document, href) {
  if ([...document.querySelectorAll('link[rel=stylesheet]')].some((l) => l.href === href)) return;
  const link = document.createElement('link');
  link.dataset.sourcelight = '';
  link.rel = 'stylesheet';
  link.href = href;
  document.head.append(link);
}

// -------------------------------------------------------------- adapters

// Style properties a mirror must share with its textarea to wrap the same.
const MIRRORED = [
  'fontFamily', 'fontSize', 'fontWeight', 'fontStyle', 'fontVariant', 'fontStretch',
  'fontFeatureSettings', 'fontKerning', 'lineHeight', 'letterSpacing', 'wordSpacing',
  'textTransform', 'textAlign', 'tabSize', 'direction', 'whiteSpace',
  'overflowWrap', 'wordBreak', 'hyphens', 'paddingTop', 'paddingRight', 'paddingBottom',
  'paddingLeft', 'borderRadius',
];

/** About how many characters a box of this size and type shows at once:
 * its lines times a line's characters, letters taken narrow (0.4 em) so
 * that the estimate errs on the side of more. */
function shownUnits(style, width, height) {
  const em = parseFloat(style.fontSize) || 16;
  const line = parseFloat(style.lineHeight) || 1.2 * em;
  return Math.ceil(Math.max(1, height / line) * Math.max(1, width / (0.4 * em)));
}

/** A textarea: its text is mirrored into a div behind it, where ranges can live. */
function textareaAdapter(ta, notify) {
  const document = ta.ownerDocument, win = document.defaultView;
  const getComputedStyle = (e) => win.getComputedStyle(e);
  const wrap = document.createElement('div');
  const mirror = document.createElement('div');
  // The mirror holds one block per paragraph (a line of the text, with its
  // newline): a keystroke changes one block, and the browser lays out that
  // one again rather than the whole article (0.9 ms against 5-9 ms for one
  // text node of 10,000 words). `blocks`: their text nodes; `starts`: where
  // each begins in the text; `current`: the text they hold.
  let blocks = [];
  let starts = [];
  let current = '';
  let index = new Map();
  // A textarea shows a last empty line after a final newline; a div only
  // does when something is in it.
  const block = (data, last) => {
    const div = document.createElement('div');
    const node = document.createTextNode(data);
    div.append(node);
    if (last) div.append(document.createTextNode('\u200b'));
    return node;
  };
  // Past this many new lines, an edit (a paste) is one block until split().
  const PASTE = 32;
  // A text's paragraphs, each with its newline but the last.
  const paragraphs = (t) => t.split('\n').map((x, i, all) => (i < all.length - 1 ? `${x}\n` : x));
  // `nodes`: blocks were added or removed, so their indexes changed too.
  function reindex(from, nodes = true) {
    for (let i = from, at = from > 0 ? starts[from - 1] + blocks[from - 1].length : 0; i < blocks.length; i++) {
      starts[i] = at;
      at += blocks[i].length;
    }
    if (nodes) index = new Map(blocks.map((n, i) => [n, i]));
  }
  /** The block holding offset `off` (the last one starting at or before it). */
  function blockAt(off) {
    let lo = 0, hi = blocks.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (starts[mid] <= off) lo = mid; else hi = mid - 1;
    }
    return lo;
  }
  function locate(off) {
    const i = blockAt(off);
    return { node: blocks[i], offset: Math.max(0, Math.min(off - starts[i], blocks[i].length)) };
  }
  // A textarea indents only its first line: the first block gets the
  // indent (a rule on the other blocks, `div + div`, made every later DOM
  // change on the page slower: 10-15 ms more to build the side panel).
  let indent = '0px';
  // How much text the field shows at once (shownUnits), known from layout().
  let shown = 0;
  const indentFirst = () => { blocks[0].parentNode.style.textIndent = indent; };
  blocks.push(block('', true));
  mirror.append(blocks[0].parentNode);
  reindex(0);
  wrap.className = 'sl-wrap';
  mirror.className = 'sl-mirror';
  mirror.setAttribute('aria-hidden', 'true');
  // Exactly what the host had, to put back byte for byte on detach.
  // Only classes are added (never a style attribute, which a strict CSP
  // would refuse to set back), and the class attribute is put back as it was.
  const savedClass = ta.getAttribute('class');
  wrap.style.display = getComputedStyle(ta).display === 'block' ? 'block' : 'inline-block';
  ta.before(wrap);
  wrap.append(mirror, ta);
  ta.classList.add('sl-host');

  // The textarea turns transparent so the mirror shows through; the mirror
  // wears the textarea's own background instead. That background can change
  // with the page's theme, so it is read again whenever a theme may have
  // changed: the colour scheme, or an attribute on <html> or <body>.
  function background() {
    ta.classList.remove('sl-clear');
    const bg = getComputedStyle(ta).backgroundColor;
    ta.classList.add('sl-clear');
    if (mirror.style.backgroundColor !== bg) mirror.style.backgroundColor = bg;
  }
  // A theme or a late web font may also change the type: lay out again.
  const scheme = win.matchMedia('(prefers-color-scheme: dark)');
  scheme.addEventListener('change', layout);
  document.fonts?.addEventListener('loadingdone', layout);
  const themes = new win.MutationObserver(layout);
  themes.observe(document.documentElement, { attributes: true });
  if (document.body) themes.observe(document.body, { attributes: true });

  function layout() {
    background();
    const s = getComputedStyle(ta);
    for (const p of MIRRORED) mirror.style[p] = s[p];
    mirror.style.textIndent = '0px';
    indent = s.textIndent;
    indentFirst();
    mirror.style.top = `${ta.offsetTop + ta.clientTop}px`;
    mirror.style.left = `${ta.offsetLeft + ta.clientLeft}px`;
    // Fractional widths matter: a line that fits in 600.4px may not in 600.
    const bl = parseFloat(s.borderLeftWidth) || 0, br = parseFloat(s.borderRightWidth) || 0;
    const scrollbar = ta.offsetWidth - ta.clientWidth - bl - br;
    const width = ta.getBoundingClientRect().width - bl - br - Math.max(0, scrollbar);
    mirror.style.width = `${width > 0 ? width : ta.clientWidth}px`;
    mirror.style.height = `${ta.clientHeight}px`;
    shown = shownUnits(s, width, ta.clientHeight);
    scroll();
  }
  function scroll() {
    mirror.scrollTop = ta.scrollTop;
    mirror.scrollLeft = ta.scrollLeft;
  }
  // Brings the mirror up to date with the smallest edit, so that live
  // ranges past the edit move with their words until the next tagging.
  function sync() {
    const a = current, b = ta.value;
    if (a === b) return null;
    let p = 0;
    const max = Math.min(a.length, b.length);
    while (p < max && a.charCodeAt(p) === b.charCodeAt(p)) p++;
    let s = 0;
    while (s < max - p && a.charCodeAt(a.length - 1 - s) === b.charCodeAt(b.length - 1 - s)) s++;
    current = b;
    // The blocks the change reaches, and what they hold now.
    const i = blockAt(p), j = blockAt(a.length - s);
    const last = j === blocks.length - 1;
    const from = starts[i];
    const to = (last ? a.length : starts[j + 1]) + b.length - a.length;
    const gone = a.slice(p, a.length - s), put = b.slice(p, b.length - s);
    const within = i === j && !gone.includes('\n') && !put.includes('\n');
    if (within) {
      // Within one paragraph: the smallest change, so live ranges in it
      // move with their words.
      blocks[i].replaceData(p - starts[i], gone.length, put);
    } else {
      // A paragraph split or joined: new blocks. The spans in the old ones
      // are lost until their paragraph is tagged again. A long paste goes
      // in as one block, laid out as fast as one text node (~250 blocks
      // for 5,000 words took 6-7 ms more), and is cut into paragraphs when
      // the page is idle (split()).
      const region = b.slice(from, to);
      let lines = 0;
      for (let k = put.indexOf('\n'); k >= 0 && lines <= PASTE; k = put.indexOf('\n', k + 1)) lines++;
      const parts = lines > PASTE ? [region] : paragraphs(region);
      if (!last && parts.length > 1) parts.pop();
      const made = parts.map((x, k) => block(x, last && k === parts.length - 1));
      const after = last ? null : blocks[j + 1].parentNode;
      for (const n of blocks.slice(i, j + 1)) n.parentNode.remove();
      for (const n of made) mirror.insertBefore(n.parentNode, after);
      blocks.splice(i, j - i + 1, ...made);
      starts.length = blocks.length;
      if (i === 0) indentFirst();
    }
    reindex(i, !within);
    scroll();
    return { at: p, inserted: b.length - s - p };
  }
  // Cuts blocks of several paragraphs (a long paste) into one block per
  // paragraph; the ranges in them are lost: the caller makes them again.
  // Returns whether it cut any.
  function split() {
    let cut = false;
    for (let k = blocks.length - 1; k >= 0; k--) {
      const d = blocks[k].data, nl = d.indexOf('\n');
      if (nl < 0 || nl === d.length - 1) continue;
      const lastBlock = k === blocks.length - 1;
      const parts = paragraphs(d);
      if (!lastBlock) parts.pop();
      const made = parts.map((x, m) => block(x, lastBlock && m === parts.length - 1));
      const old = blocks[k].parentNode;
      for (const n of made) mirror.insertBefore(n.parentNode, old);
      old.remove();
      blocks.splice(k, 1, ...made);
      cut = true;
    }
    if (!cut) return false;
    reindex(0);
    indentFirst();
    return true;
  }
  const onInput = (e) => notify(e, sync());
  // A long paste takes the browser a while to insert (tens of ms for a few
  // thousand words). The text it will make is known at the paste event: it
  // goes to the core then, and the core tags while the browser inserts. A
  // paste the page cancels or changes just gets tagged again at its input.
  const onPaste = (e) => {
    const pasted = e.clipboardData?.getData('text/plain');
    if (!pasted || e.defaultPrevented || ta.readOnly || ta.disabled) return;
    const v = ta.value;
    const added = pasted.replace(/\r\n?/g, '\n');
    notify({ inputType: 'insertFromPaste', text: v.slice(0, ta.selectionStart) + added + v.slice(ta.selectionEnd),
      caret: ta.selectionStart + added.length });
  };
  const ro = new win.ResizeObserver(layout);
  ta.addEventListener('input', onInput);
  ta.addEventListener('paste', onPaste);
  ta.addEventListener('scroll', scroll);
  ta.addEventListener('focus', background);
  ta.addEventListener('blur', background);
  ro.observe(ta);
  sync();
  layout();

  return {
    element: ta,
    text: () => { sync(); return current; },
    value: () => current,
    range(start, end) {
      const r = document.createRange();
      const a = locate(start), b = locate(end);
      r.setStart(a.node, a.offset);
      r.setEnd(b.node, b.offset);
      return r;
    },
    offsets(r) {
      const a = index.get(r.startContainer), b = index.get(r.endContainer);
      return a == null || b == null ? [-1, -1] : [starts[a] + r.startOffset, starts[b] + r.endOffset];
    },
    offsetAt(x, y) {
      // The textarea lies on top; let the hit test see the mirror for a moment.
      ta.classList.add('sl-through');
      mirror.style.pointerEvents = 'auto';
      const p = caretAt(document, x, y);
      ta.classList.remove('sl-through');
      mirror.style.pointerEvents = '';
      return p && index.has(p.node) ? starts[index.get(p.node)] + p.offset : -1;
    },
    caret: () => (document.activeElement === ta && ta.selectionStart === ta.selectionEnd ? ta.selectionStart : -1),
    selection: () => [ta.selectionStart, ta.selectionEnd],
    view: () => shown,
    select(start, end) {
      sync();
      ta.focus({ preventScroll: true });
      ta.setSelectionRange(start, end);
      const rect = this.range(start, end).getBoundingClientRect();
      const top = rect.top - mirror.getBoundingClientRect().top + mirror.scrollTop;
      ta.scrollTop = Math.max(0, top - ta.clientHeight / 3);
      scroll();
      ta.scrollIntoView({ block: 'nearest' });
    },
    mirror,
    split,
    destroy() {
      ro.disconnect();
      themes.disconnect();
      scheme.removeEventListener('change', layout);
      document.fonts?.removeEventListener('loadingdone', layout);
      ta.removeEventListener('input', onInput);
      ta.removeEventListener('paste', onPaste);
      ta.removeEventListener('scroll', scroll);
      ta.removeEventListener('focus', background);
      ta.removeEventListener('blur', background);
      if (savedClass == null) ta.removeAttribute('class');
      else ta.setAttribute('class', savedClass);
      wrap.replaceWith(ta);
    },
  };
}

const BLOCKS = new Set(['ADDRESS', 'ARTICLE', 'ASIDE', 'BLOCKQUOTE', 'DD', 'DIV', 'DL', 'DT', 'FIGCAPTION',
  'FIGURE', 'FOOTER', 'H1', 'H2', 'H3', 'H4', 'H5', 'H6', 'HEADER', 'HR', 'LI', 'MAIN', 'NAV', 'OL', 'P',
  'PRE', 'SECTION', 'TABLE', 'TR', 'UL']);

/** The text of an element as one string, and back: its text nodes in order,
 * with a virtual newline at each <br> and around each block (one TreeWalker-
 * like pass). read() takes the text again; locate(offset) finds the text
 * node and offset for a string index; starts maps each text node to its
 * offset. */
function domText(el) {
  const t = { segs: [], starts: new Map(), value: '' };
  t.read = () => {
    const out = [];
    const segs = [];
    const starts = new Map();
    let len = 0;
    const newline = () => {
      if (len > 0 && out[out.length - 1]?.at(-1) !== '\n') { out.push('\n'); len++; }
    };
    const walk = (node) => {
      for (let c = node.firstChild; c; c = c.nextSibling) {
        if (c.nodeType === Node.TEXT_NODE) {
          segs.push({ node: c, start: len });
          starts.set(c, len);
          out.push(c.data);
          len += c.data.length;
        } else if (c.nodeType === Node.ELEMENT_NODE) {
          if (c.tagName === 'BR') { out.push('\n'); len++; continue; }
          const block = BLOCKS.has(c.tagName);
          if (block) newline();
          walk(c);
          if (block) newline();
        }
      }
    };
    walk(el);
    t.segs = segs;
    t.starts = starts;
    t.value = out.join('');
    return t.value;
  };
  t.locate = (off) => {
    const { segs } = t;
    let lo = 0, hi = segs.length - 1, at = -1;
    while (lo <= hi) {
      const mid = (lo + hi) >> 1;
      if (segs[mid].start <= off) { at = mid; lo = mid + 1; } else hi = mid - 1;
    }
    if (at < 0) return segs.length ? { node: segs[0].node, offset: 0 } : { node: el, offset: 0 };
    const { node, start } = segs[at];
    return { node, offset: Math.min(off - start, node.length) };
  };
  t.range = (start, end) => {
    const r = el.ownerDocument.createRange();
    const a = t.locate(start), b = t.locate(end);
    r.setStart(a.node, a.offset);
    r.setEnd(b.node, b.offset);
    return r;
  };
  return t;
}

/**
 * An adapter over any element's text, editable or not, for `attach(null,
 * { adapter })`: for a page region made of several editables (the blocks of
 * a block editor), tagged as one text. Each block is a paragraph.
 * @param {HTMLElement} root
 * @returns {{root: HTMLElement, getText: () => string, toRange: (start: number, end: number) => Range}}
 */
export function textAdapter(root) {
  const t = domText(root);
  // The controller always reads the text before it asks for ranges.
  return { root, getText: t.read, toRange: t.range };
}

/** A contenteditable element: ranges over its own text nodes. */
function editableAdapter(el, notify) {
  const document = el.ownerDocument, win = document.defaultView;
  const t = domText(el);
  const read = t.read;
  // The edit, from the caret after it and what was typed: enough to know
  // which highlights it touched.
  const onInput = (e) => {
    read();
    const s = win.getSelection();
    const caret = s.rangeCount && s.isCollapsed && t.starts.has(s.anchorNode) ? t.starts.get(s.anchorNode) + s.anchorOffset : -1;
    const n = /^insert/.test(e.inputType ?? '') && typeof e.data === 'string' ? e.data.length : 0;
    notify(e, caret < 0 ? null : { at: Math.max(0, caret - n), inserted: n });
  };
  el.addEventListener('input', onInput);
  read();

  return {
    element: el,
    text: read,
    value: () => t.value,
    range: t.range,
    offsets(r) {
      const f = (n, o) => (t.starts.has(n) ? t.starts.get(n) + o : -1);
      return [f(r.startContainer, r.startOffset), f(r.endContainer, r.endOffset)];
    },
    offsetAt(x, y) {
      const p = caretAt(document, x, y);
      return p && t.starts.has(p.node) ? t.starts.get(p.node) + p.offset : -1;
    },
    selection() {
      const s = win.getSelection();
      if (!s.rangeCount || !el.contains(s.anchorNode)) return [0, 0];
      const [a, b] = this.offsets(s.getRangeAt(0));
      return a < 0 || b < 0 ? [0, 0] : [a, b];
    },
    // An editable grows with its text: what shows is at most the window.
    view: () => shownUnits(win.getComputedStyle(el), el.clientWidth, Math.min(el.clientHeight, win.innerHeight)),
    caret() {
      const s = win.getSelection();
      if (!s.rangeCount || !s.isCollapsed || !el.contains(s.anchorNode)) return -1;
      return t.starts.has(s.anchorNode) ? t.starts.get(s.anchorNode) + s.anchorOffset : -1;
    },
    select(start, end) {
      const r = this.range(start, end);
      el.focus({ preventScroll: true });
      const s = win.getSelection();
      s.removeAllRanges();
      s.addRange(r);
      (r.startContainer.parentElement ?? el).scrollIntoView({ block: 'nearest' });
    },
    mirror: el,
    observe: true,
    destroy() { el.removeEventListener('input', onInput); },
  };
}

/** An editor with its own model (ProseMirror, CodeMirror…): it says what its
 * text is and where a span of it is in the DOM. Its DOM may be re-rendered
 * at any time; the controller watches `root` and asks for ranges again. */
function customAdapter(spec) {
  const el = spec.root;
  const document = el.ownerDocument, win = document.defaultView;
  // Where each range was made for: the offsets of live ranges, since the
  // editor's DOM is not ours to map back.
  const spans = new WeakMap();
  let current = '';
  return {
    element: el,
    text: () => (current = String(spec.getText())),
    value: () => current,
    // An edit moves the spans after it: their offsets are ours to keep.
    // From `at`, `removed` units became `inserted`.
    shift(ranges, { at, removed, inserted }) {
      const move = (x) => (x >= at + removed ? x + inserted - removed : x);
      for (const r of ranges) {
        const o = spans.get(r);
        if (o) spans.set(r, [move(o[0]), move(o[1])]);
      }
    },
    range(start, end) {
      const r = spec.toRange(start, end);
      spans.set(r, [start, end]);
      return r;
    },
    offsets: (r) => spans.get(r) ?? [-1, -1],
    offsetAt: () => -1,
    caret: () => -1,
    selection() {
      const s = win.getSelection();
      if (!s.rangeCount || !el.contains(s.anchorNode)) return [0, 0];
      return spans.get(s.getRangeAt(0)) ?? [0, 0];
    },
    select(start, end) {
      if (spec.select) { spec.select(start, end); return; }
      const r = this.range(start, end);
      el.focus?.({ preventScroll: true });
      const s = win.getSelection();
      s.removeAllRanges();
      s.addRange(r);
      (r.startContainer.parentElement ?? el).scrollIntoView?.({ block: 'nearest' });
    },
    mirror: el,
    observe: true,
    hitTest: true,
    destroy() {},
  };
}

/** The text node and offset under a point, or null. Checks that the point is
 * really over the character, not just nearest to it. */
function caretAt(document, x, y) {
  let node, offset;
  if (document.caretPositionFromPoint) {
    const p = document.caretPositionFromPoint(x, y);
    if (!p) return null;
    node = p.offsetNode; offset = p.offset;
  } else if (document.caretRangeFromPoint) {
    const r = document.caretRangeFromPoint(x, y);
    if (!r) return null;
    node = r.startContainer; offset = r.startOffset;
  } else return null;
  if (node?.nodeType !== Node.TEXT_NODE) return null;
  // The caret lands between characters: test the one on either side.
  for (const o of [offset, offset - 1]) {
    if (o < 0 || o >= node.length) continue;
    const r = document.createRange();
    r.setStart(node, o);
    r.setEnd(node, o + 1);
    for (const b of r.getClientRects()) {
      if (x >= b.left && x <= b.right && y >= b.top && y <= b.bottom) return { node, offset: o };
    }
  }
  return null;
}

// ------------------------------------------------------------- the card

const LABEL = { quote: 'Quote', figure: 'Figure', attribution: 'Attribution cue', source: 'Source mention', flag: 'Flag' };

function fmt(v) {
  return typeof v === 'number' ? v.toLocaleString('en-US', { maximumFractionDigits: 4 }) : '—';
}

/** Lines of the card for one item: [label, value] pairs. `says`: the text
 * an attribution attributes (its content parts), when the caller has it. */
export function describe(item, result, says = '') {
  const name = (i) => (i == null ? null : result.sources[i]?.name ?? null);
  const d = item.data;
  const rows = [];
  if (item.kind === 'quote') {
    rows.push(['Speaker', name(d.speaker) ?? 'nobody named']);
    if (d.scare) rows.push(['Note', 'short quote that names or distances (scare quote)']);
    if (d.continues) rows.push(['Note', 'continues in the next paragraph']);
  } else if (item.kind === 'figure') {
    rows.push(['Type', d.kind], ['Value', fmt(d.value)]);
    rows.push(['Source', name(d.source) ?? "none: the article's own voice"]);
  } else if (item.kind === 'attribution') {
    rows.push(['Source', name(d.source) ?? 'none named']);
    if (says) rows.push(['Content', says.length > 160 ? `${says.slice(0, 159)}…` : says]);
    if (d.vague) rows.push(['Note', 'vague attribution']);
  } else if (item.kind === 'source') {
    // A mention just typed is in the registry once the article is re-tagged.
    const s = result.sources[item.source];
    rows.push(['Source', s?.name ?? 'new: not yet in the list of sources']);
    if (s?.anonymous) rows.push(['Note', 'anonymous']);
    if (s?.type && s.type !== 'unknown') rows.push(['Type', s.type]);
    if (s) {
      const c = sourceCounts(result, item.source);
      rows.push(['Gives', `${c.quotes} quote(s), ${c.figures} figure(s), ${c.attributions} attribution(s)`]);
    }
  }
  for (const f of item.flags) rows.push(['Flag', f.message]);
  return rows;
}

/** How many quotes, figures and attributions rest on source i. */
export function sourceCounts(result, i) {
  return {
    quotes: result.quotes.filter((q) => q.speaker === i).length,
    figures: result.figures.filter((f) => f.source === i).length,
    attributions: result.attributions.filter((a) => a.source === i).length,
  };
}

let cardSeq = 0;

function makeCard(document) {
  const card = document.createElement('div');
  card.className = 'sl-card';
  card.id = `sl-card-${++cardSeq}`;
  card.setAttribute('role', 'tooltip');
  card.hidden = true;
  document.body.append(card);
  return card;
}

// -------------------------------------------------------------- attach

/**
 * @typedef {object} Adapter  an editor with its own model
 * @property {HTMLElement} root  the element its DOM is rendered into (watched for re-renders)
 * @property {() => string} getText  the editor's text, as tagged
 * @property {(start: number, end: number) => Range} toRange  a DOM range for a span of that text
 * @property {(start: number, end: number) => void} [select]  selects a span the editor's way
 */

/**
 * @typedef {object} AttachOptions
 * @property {number} [debounce=150]  ms of quiet typing before re-tagging
 * @property {Partial<Record<Kind, boolean>>} [kinds]  which kinds to paint
 * @property {boolean} [card=true]  show a card on hover and at the caret
 * @property {boolean} [styles=true]  add sourcelight.css to the document
 * @property {Core|Promise<Core>} [core]  a core to use instead of the WASM one
 * @property {boolean} [worker]  tag in a Web Worker (default: where workers exist)
 * @property {'auto'|'light'|'dark'} [theme='auto']  highlight colours: the page's, or fixed
 * @property {Adapter} [adapter]  for an editor with its own model; target is then ignored
 * @property {boolean} [instant=true]  on a keystroke, re-tag the edited paragraph at
 *   once and paint its spans in the same frame; on a paste, the paragraphs it
 *   leaves in view, before the whole article (a textarea or contenteditable)
 */

/**
 * @typedef {object} Controller
 * @property {Promise<boolean>} ready  true once the core is loaded, false if it failed
 * @property {() => any} result  the latest result, or null
 * @property {() => Item[]} items  the highlighted spans of the latest result
 * @property {() => Promise<any>} refresh  tags the current text now; resolves to the result,
 *   or null when the text changed meanwhile or tagging failed
 * @property {() => void} detach  removes every highlight and listener; the text stays
 * @property {(event: 'ready'|'result'|'error'|'select', fn: (detail: any) => void) => () => void} on
 * @property {(kind: Kind, on: boolean) => void} setKind
 * @property {(source: number|null) => void} emphasise  stresses one source's items
 * @property {(what: number|Item|{start: number, end: number}) => void} select  selects a span
 *   (a number: items()[i])
 * @property {(o?: {kind?: Kind|'any', backwards?: boolean}) => Item|null} next  selects the next
 *   (or previous) item of a kind after the selection, wrapping around
 * @property {() => Record<Kind, number>} counts
 */

/**
 * Attaches sourcelight to a textarea or contenteditable element, or to an
 * editor through options.adapter. The host's content is never changed.
 * @param {HTMLTextAreaElement|HTMLElement|string|null} target  element or selector
 * @param {AttachOptions} [options]
 * @returns {Controller}
 */
export function attach(target, options = {}) {
  const spec = options.adapter ?? null;
  if (spec && (typeof spec.getText !== 'function' || typeof spec.toRange !== 'function' || spec.root?.nodeType !== 1)) {
    throw new TypeError('sourcelight.attach: an adapter needs root, getText() and toRange(start, end)');
  }
  // Elements are checked by node type and name, not instanceof: an editor
  // in an iframe has its own HTMLElement.
  const el = spec ? spec.root : typeof target === 'string' ? document.querySelector(target) : target;
  if (el?.nodeType !== 1) throw new TypeError('sourcelight.attach: no such element');
  const isTextarea = !spec && el.localName === 'textarea';
  if (!spec && !isTextarea && !el.isContentEditable) throw new TypeError('sourcelight.attach: needs a textarea or a contenteditable element');
  const doc = el.ownerDocument, win = doc.defaultView;
  if (options.styles !== false) ensureStyles(doc, new URL('./sourcelight.css', HERE).href);
  users.set(win, (users.get(win) ?? 0) + 1);

  const delay = options.debounce ?? 150;
  const enabled = { quote: true, figure: true, attribution: true, source: true, flag: true, ...options.kinds };
  const listeners = { ready: new Set(), result: new Set(), error: new Set(), select: new Set(), instant: new Set() };
  // A listener that throws must not stop the others or the controller.
  const emit = (ev, detail) => {
    for (const fn of listeners[ev]) {
      try { fn(detail); } catch (e) { setTimeout(() => { throw e; }); }
    }
  };

  /** @type {Core|null} */
  let core = null;
  /** @type {any} the latest result */
  let last = null;
  /** @type {Item[]} */
  let items = [];
  /** @type {number|null} */
  let focusSource = null;
  let timer = 0;
  let detached = false;
  const painted = new Map(); // highlight name -> Range[]

  /** @type {string|null} the text the latest result describes */
  let lastText = null;
  const adapter = spec ? customAdapter(spec) : (isTextarea ? textareaAdapter : editableAdapter)(el, schedule);
  const card = options.card === false ? null : makeCard(doc);
  // The card stays out of an editable body (an editor in an iframe) so it is
  // never read as part of the text.
  if (card && el.contains(doc.body)) doc.documentElement.append(card);

  // A theme other than the page's: on our mirror, or on the host itself.
  const theme = options.theme && options.theme !== 'auto' ? String(options.theme) : null;
  if (theme) {
    adapter.mirror.dataset.slTheme = theme;
    if (card) card.dataset.slTheme = theme;
  }
  const hadClass = adapter.mirror.hasAttribute('class');

  // Editors re-render: the DOM under the editor may be replaced at any time.
  // The same text again gets its ranges rebuilt at once; new text is tagged.
  let rebuilding = false;
  function changed() {
    if (detached) return;
    const text = adapter.text();
    // The text a paste just sent to the core: nothing more to do.
    if (inflight && text === tagging) return;
    if (last && text === lastText) {
      seen = text;
      if (rebuilding) return;
      rebuilding = true;
      queueMicrotask(() => {
        rebuilding = false;
        if (detached || !last || adapter.text() !== lastText) return;
        build(last);
        paint(shown);
      });
    } else if (seen != null && text !== seen) {
      // An edit no input event told of (an editor with its own model, or
      // one that cancels the browser's input and edits its DOM itself):
      // where it was, from the text before and after. The editor may have
      // drawn that paragraph again, so its spans get new ranges.
      const edit = editBetween(seen, text);
      seen = text;
      adapter.shift?.(items.map((it) => it.range), edit);
      schedule(null, { at: edit.at, inserted: edit.inserted }, true);
      if (adapter.shift) remakeBroken();
    } else {
      if (adapter.shift) remakeBroken();
      schedule();
    }
  }
  // An editor with its own model draws its DOM again as it likes, before
  // the whole tagging too: spans whose nodes went (or whose text node was
  // rewritten under them, which collapses a range) get new ranges, at the
  // places the adapter keeps for them.
  function remakeBroken() {
    const stale = [];
    const moved = [];
    for (const it of items) {
      const r = it.range;
      const [s, e] = adapter.offsets(r);
      if (s < 0 || (r.startContainer.isConnected && r.endContainer.isConnected && !(r.collapsed && e > s))) continue;
      stale.push({ range: r });
      it.range = adapter.range(s, e);
      moved.push(it);
    }
    swap(stale, moved);
  }
  // The text the highlights' places were last brought up to date with: by
  // a result, or by an edit handled at once. Null: nothing to go by.
  /** @type {string|null} */
  let seen = null;
  const watcher = adapter.observe ? new win.MutationObserver(changed) : null;
  watcher?.observe(el, { childList: true, subtree: true, characterData: true });

  // A paste or a drop is tagged at once: nobody is typing. Its first
  // highlights are the paragraphs it leaves in view, tagged on this thread
  // at its input event (retagView); the worker tags the whole article once
  // the frame that shows them is painted. Typing waits for a pause, its
  // paragraph tagged at once (retagStretch).
  // `edit`: where the text changed ({at, inserted}, in the new text);
  // `redrawn`: the editor may have drawn the edited paragraph again.
  function schedule(e, edit, redrawn = false) {
    clearTimeout(timer);
    const paste = /^insertFrom(Paste|Drop)/.test(e?.inputType ?? '');
    let viewed = false;
    // An adapter's input event and its DOM changes may both report one edit.
    if (edit && !redrawn && adapter.value) {
      const text = adapter.value();
      if (text === seen) edit = null; else seen = text;
    }
    if (edit) {
      dropTouched(edit);
      if (paste) viewed = retagView(edit); else retagStretch(edit, redrawn);
    }
    // A textarea reports a paste at its paste event too, with the text it
    // will make (`e.text`), before the browser inserts it. Only where the
    // first highlights depend on the worker (no helper core on this thread
    // yet) is it sent then, so the worker tags while the browser inserts.
    // Otherwise a worker busy meanwhile (and while the first frame is made)
    // slows the browser down (on 2 busy cores the insertion of 5,000 words
    // took 59-108 ms median against 19-32 ms; BENCHMARKS.md section 9), and
    // a core on this thread would hold the insertion up for a result thrown
    // away (the text is not there yet).
    if (paste && typeof e.text === 'string' && (!core?.async || viewTagger())) return;
    if (viewed) afterFrame().then(() => { if (!detached) refresh(); });
    else if (paste) refresh(e.text, e.caret);
    else timer = setTimeout(refresh, delay);
  }

  // Until the re-tagging, the highlights follow the text: their live ranges
  // have moved with the edit already (DOM ranges shift when their text
  // does), an edit strictly inside a span stretches it, and a span whose end
  // the edit reached or crossed is dropped, since it may no longer be one.
  // `edit`: the edited stretch of the new text, from `at`, `inserted` long.
  function dropTouched({ at, inserted }) {
    if (!items.length) return;
    const to = at + inserted;
    const kept = [];
    const gone = [];
    for (const it of items) {
      const [s, e] = adapter.offsets(it.range);
      if ((s >= at && s <= to) || (e >= at && e <= to)) gone.push(it);
      else kept.push(it);
    }
    if (!gone.length) return;
    items = kept;
    if (shown && gone.includes(shown)) hideCard();
    swap(gone, []);
  }

  // ------------------------------------------- the edited stretch, at once

  // On a keystroke the paragraphs around the edit are tagged again at once
  // and their spans painted in the same frame; the whole article is still
  // tagged after the debounce, which brings what a stretch cannot know
  // (speakers named elsewhere, the registry, flags). The tagger for it must
  // answer within the frame: with the worker core, a core on this thread
  // (a paragraph takes it 0.2 ms; the worker's round trip is as short when
  // idle but waits behind a whole article being tagged).
  const instant = options.instant !== false;
  /** @type {Core|null} */
  let stretchCore = null;
  // Past this many UTF-16 units, a stretch waits for the whole tagging.
  const STRETCH_MAX = 20_000;

  function stretchTagger() {
    if (!instant || !core || !adapter.value) return null;
    return core.async && !options.core ? stretchCore : core;
  }

  // A main-thread core for the worker mode, once the page is idle: the
  // module is compiled already (and its code shared with the worker), so
  // this is an instantiation and one small call (~15 ms, once).
  function loadStretchCore() {
    if (!instant || !adapter.value || !core?.async || options.core || stretchCore) return;
    const idle = win.requestIdleCallback ?? ((fn) => setTimeout(fn, 50));
    idle(() => {
      if (detached) return;
      loadCore({ worker: false }).then((c) => {
        if (detached) return;
        c.annotate('"We are ready," said Mo Hart. It cost $2 million, up 4%.');
        stretchCore = c;
      }, () => {});
    });
  }

  function retagStretch({ at, inserted }, redrawn = false) {
    const tagger = stretchTagger();
    if (!tagger || !last) return;
    const t0 = now();
    const text = adapter.value();
    const continuing = [];
    for (const it of items) if (it.kind === 'quote' && it.data.continues) continuing.push(adapter.offsets(it.range)[1]);
    const [from, to] = blockAround(text, at, at + inserted, continuing);
    if (to - from > STRETCH_MAX) return;
    let out;
    try {
      out = tagger.annotate(text.slice(from, to));
    } catch (e) {
      stretchFailed(e, tagger);
      return;
    }
    const apply = (r) => {
      // A newer edit, or the whole article's result for this text, wins.
      if (detached || !last || adapter.value() !== text || lastText === text) return;
      splice(r, from, to, t0, redrawn);
    };
    if (typeof out?.then === 'function') out.then(apply, (e) => stretchFailed(e, tagger));
    else apply(out);
  }

  // A paste's first highlights: the paragraphs it leaves in view, tagged on
  // this thread right after the browser inserted it and painted in the
  // frame that first shows the new text, while the worker still tags the
  // whole article. Only with the worker core: on a core on this thread the
  // whole article's tagging follows in the same task anyway.
  function viewTagger() {
    const tagger = stretchTagger();
    return tagger && !tagger.async && core?.async ? tagger : null;
  }

  // Returns whether it tagged (and painted) the view.
  function retagView({ at, inserted }) {
    const tagger = viewTagger();
    if (!tagger) return false;
    const t0 = now();
    const text = adapter.value();
    const shown = Math.min(NEAR, Math.max(VIEW_MIN, adapter.view?.() || NEAR));
    const [from, to] = viewAround(text, at + inserted, shown);
    if (to - from > STRETCH_MAX) return false;
    let r;
    try {
      r = tagger.annotate(text.slice(from, to));
    } catch (e) {
      stretchFailed(e, tagger);
      return false;
    }
    splice(r, from, to, t0);
    return true;
  }
  // The least a paste's first tagging covers (UTF-16 units), whatever the
  // editor's size says.
  const VIEW_MIN = 1000;

  function stretchFailed(e, tagger) {
    if (tagger === core) { failed(e, tagger); return; }
    // The main-thread helper trapped: the whole tagging is unaffected.
    stretchCore = null;
    if (e instanceof WebAssembly.RuntimeError) restartCore(tagger, false).then((c) => { if (!detached) stretchCore = c; }, () => {});
  }

  // Puts a stretch's spans in place of the items in [from, to). An item
  // the stretch has again, at the same place, stays as it is (with its
  // links to sources from the whole article, and its flags); an item it no
  // longer has, where it has one of the same kind overlapping, goes; other
  // items stay until the whole tagging (a mention resolved from another
  // paragraph, say). New spans link to the article's sources by name.
  // `redrawn`: the stretch's DOM may be new, so the spans kept get new ranges.
  function splice(r, from, to, t0, redrawn = false) {
    const fresh = stretchItems(r, from, sourceMap(r.sources, last?.sources ?? []));
    const key = (kind, s, e) => `${kind}:${s}:${e}`;
    const inside = [];
    const outside = [];
    // A span whose text node went (a textarea paragraph split or joined)
    // has no place any more: it goes.
    const lost = [];
    for (const it of items) {
      const [s, e] = adapter.offsets(it.range);
      if (s < 0) lost.push(it);
      else (s >= from && e <= to ? inside : outside).push({ it, s, e });
    }
    const old = new Map();
    for (const x of inside) if (x.it.kind !== 'flag') old.set(key(x.it.kind, x.s, x.e), x);
    const kept = new Set();
    const added = [];
    for (const f of fresh) {
      const x = old.get(key(f.kind, f.start, f.end));
      if (x) kept.add(x); else added.push(f);
    }
    for (const x of inside) {
      if (x.it.kind === 'flag' || kept.has(x)) continue;
      if (!added.some((f) => f.kind === x.it.kind && f.start < x.e && x.s < f.end)) kept.add(x);
    }
    // A flag stays on a span that is still there.
    const at = new Set([...kept].map((x) => key('', x.s, x.e)));
    for (const x of inside) if (x.it.kind === 'flag' && at.has(key('', x.s, x.e))) kept.add(x);
    const gone = inside.filter((x) => !kept.has(x)).map((x) => x.it).concat(lost);
    for (const f of added) f.range = adapter.range(f.start, f.end);
    // Old ranges off, new ones on, for the same items.
    const moved = [];
    const stale = [];
    if (redrawn) {
      for (const x of kept) {
        stale.push({ range: x.it.range });
        x.it.range = adapter.range(x.s, x.e);
        moved.push(x.it);
      }
    }
    const block = [...kept, ...added.map((f) => ({ it: f, s: f.start, e: f.end }))]
      .sort((a, b) => a.s - b.s || b.e - a.e).map((x) => x.it);
    const cut = outside.findIndex((x) => x.s >= from);
    const rest = outside.map((x) => x.it);
    items = cut < 0 ? rest.concat(block) : [...rest.slice(0, cut), ...block, ...rest.slice(cut)];
    if (shown && gone.includes(shown)) hideCard();
    swap(gone.concat(stale), added.concat(moved));
    emit('instant', { start: from, end: to, added: added.length, removed: gone.length, length: adapter.value().length, ms: now() - t0 });
  }

  // Takes items' ranges off their highlights and puts others on, leaving
  // the rest registered: cheaper than paint() on a long article.
  function swap(gone, added) {
    if (!gone.length && !added.length) return;
    const drop = new Set(gone.map((it) => it.range));
    for (const [name, ranges] of painted) {
      const h = layer(win, name);
      let any = false;
      for (const r of drop) any = h.delete(r) || any;
      if (any) painted.set(name, ranges.filter((r) => !drop.has(r)));
    }
    for (const it of added) {
      for (const name of layersOf(it)) {
        layer(win, name).add(it.range);
        if (painted.has(name)) painted.get(name).push(it.range); else painted.set(name, [it.range]);
      }
    }
  }

  function fail(error, message, extra = {}) {
    clear();
    emit('error', { error, message, ...extra });
  }

  const useWorker = options.worker ?? typeof Worker === 'function';
  const ready = Promise.resolve(options.core ?? loadCore({ worker: useWorker })).then(
    (c) => {
      if (detached) return false;
      core = c;
      emit('ready', { version: c.version });
      refresh();
      loadStretchCore();
      return true;
    },
    (e) => {
      fail(e, `The tagger could not load (${e?.message ?? e}). Your text is untouched; highlighting is off.`);
      return false;
    },
  );

  let requested = 0;
  /** @type {string|null} the text of the tagging under way */
  let tagging = null;
  /** @type {Promise<any>|null} the tagging under way */
  let inflight = null;
  /** @type {Promise<any>|null} the one that follows it */
  let again = null;
  // `expected`: the text about to be in the host (a paste not yet
  // inserted), tagged in place of the text there now; `caret`: where the
  // caret will be in it.
  function refresh(expected, caret) {
    clearTimeout(timer);
    if (!core || detached) return Promise.resolve(null);
    const t0 = now();
    const text = typeof expected === 'string' ? expected : adapter.text();
    const t1 = now();
    // One tagging at a time: calls meanwhile share a single follow-up, so
    // a long article typed into does not pile up requests in the worker.
    // The text under way needs no follow-up.
    if (inflight) {
      if (text === tagging && !again) return inflight;
      again ??= inflight.then(() => { again = null; return refresh(); });
      return again;
    }
    const seq = ++requested;
    const used = core;
    let settled = false;
    // A long paste over nothing painted, to a core that answers in order:
    // the paragraphs around where the caret will be (where the textarea
    // scrolls) go first, so their highlights show while the core is still
    // on the whole article. They are replaced by the whole result; links to
    // sources outside that stretch only come with it, so the preview paints
    // spans alone (no sources, no flags).
    const near = used.async && !items.length && typeof expected === 'string' && Number.isInteger(caret)
      && !viewTagger() ? previewStretch(expected, caret) : null;
    if (near) {
      Promise.resolve(used.annotate(expected.slice(near[0], near[1]))).then((r) => {
        if (settled || seq !== requested || detached || adapter.text() !== text) return;
        build(spansOnly(r, near[0]));
        paint();
      }, () => {});
    }
    let out;
    try {
      out = used.annotate(text);
    } catch (e) {
      failed(e, used);
      return Promise.resolve(null);
    }
    const p = Promise.resolve(out).then(async (result) => {
      settled = true;
      if (seq !== requested || detached) return null;
      // Tagged text that has changed since: its offsets no longer fit.
      if (adapter.text() !== text) { schedule(); return null; }
      const t2 = now();
      last = result;
      lastText = text;
      seen = text;
      const caret = adapter.selection()[0];
      // Over nothing, or over a paste's view only (stretch spans: index -1).
      const fresh = !items.some((it) => it.index >= 0);
      const rest = build(result, fresh && spans(result) > SPLIT ? [caret - NEAR, caret + NEAR] : null);
      const t3 = now();
      paint();
      const t4 = now();
      // Where the time went, in ms: reading the text, the core (with the
      // trip to the worker and back), building the ranges, registering
      // them (`first`: the frame around the caret, when split); `at` is
      // when the tagging started (performance.now()).
      const timing = { at: t0, read: t1 - t0, core: t2 - t1, build: t3 - t2, paint: t4 - t3 };
      if (rest.length) {
        timing.first = t4 - t0;
        await afterFrame();
        if (seq !== requested || detached) return null;
        if (adapter.text() !== text) { schedule(); return null; }
        const t5 = now();
        finish(rest);
        const t6 = now();
        paint(shown);
        timing.build += t6 - t5;
        timing.paint += now() - t6;
      }
      emit('result', { result, text, counts: counts(), timing });
      // A long paste sits in one block of the mirror: cut it into
      // paragraphs while nobody types, and make the ranges again.
      if (adapter.split) {
        (win.requestIdleCallback ?? setTimeout)(() => {
          if (detached || last !== result || adapter.text() !== text || !adapter.split()) return;
          hideCard();
          build(result);
          paint();
        });
      }
      return result;
    }, (e) => {
      settled = true;
      if (seq === requested && !detached) failed(e, used);
      return null;
    });
    inflight = p;
    tagging = text;
    p.finally(() => { if (inflight === p) { inflight = null; tagging = null; } });
    return p;
  }

  function failed(e, used) {
    if (e instanceof WebAssembly.RuntimeError && !options.core) {
      // A panic in the core traps its instance; start a fresh one.
      if (core === used) core = null;
      fail(e, 'The tagger crashed on this text and was restarted. Your text is untouched; editing it will try again.', { recovered: true });
      restartCore(used, useWorker).then((c) => { if (!detached) core = c; },
        (e2) => fail(e2, `The tagger could not restart (${e2?.message ?? e2}). Your text is untouched.`));
    } else {
      fail(e, `The tagger failed on this text (${e?.message ?? e}). Your text is untouched.`);
    }
  }

  /** Makes the items of a result. With `near` ([from, to] offsets), only
   * those that reach into it get their ranges now, and the rest is returned
   * for finish(): a long article's first highlights, where the reader is,
   * are painted a frame before the others. */
  function build(r, near = null) {
    const flagsAt = new Map();
    for (const f of r.flags ?? []) {
      const k = `${f.start}:${f.end}`;
      if (!flagsAt.has(k)) flagsAt.set(k, []);
      flagsAt.get(k).push(f);
    }
    const out = [];
    const add = (kind, data, index, start, end, source) => {
      out.push({ kind, start, end, index, source, data, flags: flagsAt.get(`${start}:${end}`) ?? [], range: null });
    };
    r.quotes.forEach((q, i) => add('quote', q, i, q.start, q.end, q.speaker));
    r.figures.forEach((f, i) => add('figure', f, i, f.start, f.end, f.source));
    r.attributions.forEach((a, i) => add('attribution', a, i, a.start, a.end, a.source));
    r.sources.forEach((s, si) => s.mentions.forEach((m, i) => add('source', m, i, m.start, m.end, si)));
    (r.flags ?? []).forEach((f, i) => add('flag', f, i, f.start, f.end, null));
    out.sort((a, b) => a.start - b.start || b.end - a.end);
    const now = near ? out.filter((it) => it.end >= near[0] && it.start <= near[1]) : out;
    for (const it of now) it.range = adapter.range(it.start, it.end);
    items = now;
    return near ? out.filter((it) => !it.range) : [];
  }
  function finish(rest) {
    for (const it of rest) it.range = adapter.range(it.start, it.end);
    items = items.concat(rest).sort((a, b) => a.start - b.start || b.end - a.end);
  }

  // The stretch of `text` a long paste is tagged in first: whole paragraphs
  // reaching NEAR either side of `caret`; null when the text is short or the
  // stretch would be most of it anyway.
  function previewStretch(text, caret) {
    if (text.length < 4 * NEAR) return null;
    const from = Math.max(0, caret - NEAR);
    const start = from > 0 ? text.lastIndexOf('\n', from) + 1 : 0;
    const nl = text.indexOf('\n', Math.min(text.length, caret + NEAR));
    const end = nl < 0 ? text.length : nl;
    return end - start > text.length / 2 ? null : [start, end];
  }
  // A preview result moved to where its stretch starts, without what needs
  // the whole article: speakers and sources, sources' mentions, flags.
  function spansOnly(r, by) {
    const at = (x, extra) => ({ ...x, ...extra, start: x.start + by, end: x.end + by });
    return {
      quotes: r.quotes.map((q) => at(q, { speaker: null, via: null, attribution: null })),
      figures: r.figures.map((f) => at(f, { source: null, via: null })),
      attributions: r.attributions.map((a) => at(a, { source: null })),
      sources: [],
      flags: [],
    };
  }

  // Past this many spans, a result painted over nothing (a paste, the first
  // tagging) is painted in two frames: first around the caret, then the rest.
  const SPLIT = 400;
  // How far either side of the caret the first frame reaches (UTF-16 units):
  // more than a tall editor shows.
  const NEAR = 5000;
  const spans = (r) => r.quotes.length + r.figures.length + r.attributions.length + (r.flags?.length ?? 0)
    + r.sources.reduce((n, s) => n + s.mentions.length, 0);
  // After the next frame is painted (or 100 ms, for a window that paints no frames).
  const afterFrame = () => new Promise((ok) => {
    const t = setTimeout(ok, 100);
    win.requestAnimationFrame(() => setTimeout(() => { clearTimeout(t); ok(); }, 0));
  });

  // Whether an item rests on source s: its mention, or a quote, figure or
  // cue linked to it.
  const belongs = (it, s) => it.kind !== 'flag' && it.source === s;

  /** The highlights an item is painted in. */
  function layersOf(it) {
    if (!enabled[it.kind]) return [];
    if (it.kind === 'flag') return ['sl-flag'];
    const name = it.kind === 'quote' && it.data.scare ? 'sl-scare' : `sl-${it.kind}`;
    return focusSource != null && belongs(it, focusSource) ? [name, 'sl-focus'] : [name];
  }

  // What a cue attributes, as ranges. The result's offsets are moved as far
  // as the cue has moved since (an edit before it); a cue whose own span
  // changed length gives none until the next tagging.
  function contentRanges(it) {
    const parts = it?.kind === 'attribution' ? it.data.content_parts ?? [] : [];
    if (!parts.length) return [];
    const [s, e] = adapter.offsets(it.range);
    if (s < 0 || e - s !== it.data.end - it.data.start) return [];
    const by = s - it.data.start, n = adapter.value().length;
    return parts.filter((p) => p.start + by >= 0 && p.end + by <= n).map((p) => adapter.range(p.start + by, p.end + by));
  }

  function paint(active = null) {
    const want = new Map(Object.keys(LAYERS).map((n) => [n, []]));
    for (const it of items) for (const name of layersOf(it)) want.get(name).push(it.range);
    if (active) want.get('sl-active').push(active.range);
    want.get('sl-content').push(...contentRanges(active));
    setDim(focusSource != null);
    for (const [name, ranges] of want) {
      const h = layer(win, name);
      for (const r of painted.get(name) ?? []) h.delete(r);
      for (const r of ranges) h.add(r);
      painted.set(name, ranges);
    }
  }

  // The dimming class on the mirror (or the host): leaves no empty class
  // attribute behind on a host that had none.
  function setDim(on) {
    const m = adapter.mirror;
    if (on === m.classList.contains('sl-dim')) return;
    m.classList.toggle('sl-dim', on);
    if (!on && !hadClass && m.classList.length === 0) m.removeAttribute('class');
  }

  function clear() {
    items = [];
    last = null;
    lastText = null;
    seen = null;
    for (const [name, ranges] of painted) { const h = layer(win, name); for (const r of ranges) h.delete(r); }
    painted.clear();
    hideCard();
  }

  function counts() {
    const r = last;
    if (!r) return { quote: 0, figure: 0, attribution: 0, source: 0, flag: 0 };
    return { quote: r.quotes.length, figure: r.figures.length, attribution: r.attributions.length,
      source: r.sources.length, flag: (r.flags ?? []).length };
  }

  // Most specific item at an offset: a figure or mention over its quote.
  const RANK = { figure: 0, source: 1, attribution: 2, quote: 3 };
  function itemAt(off) {
    if (off < 0) return null;
    let best = null;
    for (const it of items) {
      if (it.kind === 'flag' || !enabled[it.kind]) continue;
      const [s, e] = adapter.offsets(it.range);
      if (s <= off && off < e && (!best || RANK[it.kind] < RANK[best.kind])) best = it;
    }
    return best;
  }

  // Under a point: by the text offset there, or, for an editor whose DOM
  // we cannot map back, by the highlights' own rectangles.
  function itemAtPoint(x, y) {
    if (!adapter.hitTest) return itemAt(adapter.offsetAt(x, y));
    let best = null;
    for (const it of items) {
      if (it.kind === 'flag' || !enabled[it.kind] || (best && RANK[it.kind] >= RANK[best.kind])) continue;
      for (const b of it.range.getClientRects()) {
        if (x >= b.left && x <= b.right && y >= b.top && y <= b.bottom) { best = it; break; }
      }
    }
    return best;
  }

  let shown = null;
  function showCard(it) {
    if (!card || !last) return;
    if (shown === it) return;
    shown = it;
    paint(it);
    card.replaceChildren();
    const h = doc.createElement('strong');
    h.textContent = LABEL[it.kind];
    const q = doc.createElement('q');
    const span = it.range.toString().replace(/\s+/g, ' ');
    q.textContent = span.length > 90 ? `${span.slice(0, 89)}…` : span;
    card.append(h, q);
    const dl = doc.createElement('dl');
    const says = contentRanges(it).map((r) => r.toString().replace(/\s+/g, ' ').trim()).join(' … ');
    for (const [k, v] of describe(it, last, says)) {
      const dt = doc.createElement('dt');
      const dd = doc.createElement('dd');
      dt.textContent = k;
      dd.textContent = v;
      dl.append(dt, dd);
    }
    card.append(dl);
    card.dataset.kind = it.kind;
    card.hidden = false;
    el.setAttribute('aria-describedby', card.id);
    const rect = it.range.getClientRects()[0] ?? it.range.getBoundingClientRect();
    const w = card.offsetWidth, hgt = card.offsetHeight;
    let top = rect.bottom + 6;
    if (top + hgt > win.innerHeight - 4) top = Math.max(4, rect.top - hgt - 6);
    card.style.top = `${top}px`;
    card.style.left = `${Math.max(4, Math.min(rect.left, win.innerWidth - w - 4))}px`;
  }
  function hideCard() {
    if (!card || card.hidden) return;
    card.hidden = true;
    shown = null;
    if (el.getAttribute('aria-describedby') === card.id) el.removeAttribute('aria-describedby');
    paint();
  }

  let frame = 0;
  const onMove = (e) => {
    win.cancelAnimationFrame(frame);
    frame = win.requestAnimationFrame(() => {
      const it = itemAtPoint(e.clientX, e.clientY);
      if (it) showCard(it); else if (adapter.caret() < 0 || !itemAt(adapter.caret())) hideCard();
    });
  };
  const onCaret = () => {
    if (doc.activeElement !== el) return;
    const it = itemAt(adapter.caret());
    if (it) showCard(it); else hideCard();
  };
  const onKey = (e) => { if (e.key === 'Escape') hideCard(); };
  if (card) {
    el.addEventListener('mousemove', onMove);
    el.addEventListener('mouseleave', hideCard);
    el.addEventListener('blur', hideCard);
    el.addEventListener('keydown', onKey);
    doc.addEventListener('selectionchange', onCaret);
  }

  return {
    ready,
    result: () => last,
    items: () => items.slice(),
    refresh,
    counts,
    on(ev, fn) {
      if (!listeners[ev]) throw new TypeError(`sourcelight: unknown event ${ev}`);
      listeners[ev].add(fn);
      return () => listeners[ev].delete(fn);
    },
    setKind(kind, on) {
      if (!(kind in enabled)) throw new TypeError(`sourcelight: unknown kind ${kind}`);
      enabled[kind] = !!on;
      hideCard();
      paint();
    },
    emphasise(source) {
      if ((source ?? null) === focusSource) return;
      focusSource = source ?? null;
      paint();
    },
    select(what) {
      // A number is an index into items().
      const it = typeof what === 'number' ? items[what] : what;
      if (!it) return;
      const [s, e] = it.range ? adapter.offsets(it.range) : [it.start, it.end];
      if (s >= 0) {
        adapter.select(s, e);
        emit('select', { start: s, end: e, item: it.range ? it : null });
      }
    },
    next({ kind = 'flag', backwards = false } = {}) {
      if (kind !== 'any' && !(kind in enabled)) throw new TypeError(`sourcelight: unknown kind ${kind}`);
      // 'any' walks what the reader sees: every shown kind but the flags,
      // which underline spans the other kinds already cover.
      const wanted = kind === 'any' ? (k) => k !== 'flag' && enabled[k] : (k) => k === kind;
      // Where the items are now, edits included: their live ranges.
      const list = items.filter((it) => wanted(it.kind))
        .map((it) => ({ it, at: adapter.offsets(it.range) }))
        .filter(({ at }) => at[0] >= 0)
        .sort((a, b) => a.at[0] - b.at[0] || a.at[1] - b.at[1]);
      if (!list.length) return null;
      // Spans ordered by start, then end: a name inside a quote that starts
      // with it comes first, and neither is skipped either way.
      const [from, to] = adapter.selection();
      const cmp = ([s, e]) => s - from || e - to;
      const pick = backwards
        ? list.findLast(({ at }) => cmp(at) < 0) ?? list.at(-1)
        : list.find(({ at }) => cmp(at) > 0) ?? list[0];
      adapter.select(pick.at[0], pick.at[1]);
      return pick.it;
    },
    detach() {
      if (detached) return;
      detached = true;
      clearTimeout(timer);
      clear();
      el.removeEventListener('mousemove', onMove);
      el.removeEventListener('mouseleave', hideCard);
      el.removeEventListener('blur', hideCard);
      el.removeEventListener('keydown', onKey);
      doc.removeEventListener('selectionchange', onCaret);
      card?.remove();
      watcher?.disconnect();
      win.cancelAnimationFrame(frame);
      setDim(false);
      if (theme) delete adapter.mirror.dataset.slTheme;
      adapter.destroy();
      for (const set of Object.values(listeners)) set.clear();
      // The last controller in a window takes the (now empty) layers and
      // the stylesheet it added away.
      const n = (users.get(win) ?? 1) - 1;
      users.set(win, n);
      if (n === 0) {
        for (const name of Object.keys(LAYERS)) registryOf(win).delete(name);
        doc.querySelector('link[data-sourcelight]')?.remove();
      }
    },
  };
}
