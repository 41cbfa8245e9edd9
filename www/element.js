// <source-light for="editor-id">: sourcelight as one HTML tag. It attaches to
// the element with that id (a textarea, a contenteditable element, or an
// editor's editable root) and shows its review panel — counts, sources and
// the things to check — inside a Shadow DOM, so the page's CSS cannot reach
// the panel and the panel's CSS cannot reach the page.
//
//   <script type="module" src="/sourcelight/element.js"></script>
//   <textarea id="story"></textarea>
//   <source-light for="story" theme="auto"></source-light>
//
// Attributes: for (required), kinds ("quote figure" paints only those),
// theme (auto | light | dark), debounce (ms), worker ("false" tags on the
// main thread), card ("false": no hover card).
// Events (bubbling, composed, on the element):
//   sourcelight-result  detail { result, text, counts }
//   sourcelight-select  detail { kind: 'source', source, name } when a source is pressed,
//                       detail { kind: 'flag', flag, start, end } when a flag is chosen
//   sourcelight-error   detail { message }
// The controller behind it is `element.controller` (see sourcelight.d.ts).
// For an editor with its own model, set `element.adapter = { root, getText,
// toRange }` (see attach's adapter option) instead of for=.

import { attach, sourceCounts, KINDS } from './sourcelight.js';

// The panel's own styles, as a constructed stylesheet: it needs no inline
// <style> (which a strict CSP refuses) and no extra request. The panel is a
// wrapper with `all: initial`, so nothing the page sets on <source-light>
// itself (even `* { font: … !important }`) is inherited inside; the
// --sl-panel-* custom properties are the only way in, on purpose.
const CSS_TEXT = `
:host { display: block; }
:host([hidden]) { display: none; }
.panel {
  all: initial;
  display: block;
  font: 13px/1.45 system-ui, -apple-system, "Segoe UI", sans-serif;
  color: var(--sl-panel-fg, #1f2328);
  background: var(--sl-panel-bg, #ffffff);
  border: 1px solid var(--sl-panel-border, #d0d7de);
  border-radius: 8px;
  padding: 10px 12px;
  box-sizing: border-box;
}
:host([data-scheme=dark]) .panel {
  color: var(--sl-panel-fg, #e6edf3);
  background: var(--sl-panel-bg, #1c2128);
  border-color: var(--sl-panel-border, #444c56);
}
* { box-sizing: border-box; }
h2 { font-size: 13px; font-weight: 600; margin: 10px 0 4px; }
h2:first-child { margin-top: 0; }
.counts { display: flex; flex-wrap: wrap; gap: 4px 12px; margin: 0; padding: 0; list-style: none; }
.counts b { font-variant-numeric: tabular-nums; }
ul.list { list-style: none; margin: 0; padding: 0; max-height: 16em; overflow-y: auto; }
ul.list li + li { margin-top: 2px; }
button {
  all: unset;
  display: block;
  width: 100%;
  box-sizing: border-box;
  padding: 3px 6px;
  border-radius: 4px;
  cursor: pointer;
  font: inherit;
  color: inherit;
}
button:hover { background: rgb(127 127 127 / 0.12); }
button:focus-visible { outline: 2px solid #2f81f7; outline-offset: 1px; }
button[aria-pressed=true] { box-shadow: inset 3px 0 0 #f59e0b; }
button.flag { border-left: 2px solid #dc2626; border-radius: 0; }
.meta, .empty, .status { opacity: 0.7; font-size: 12px; }
.status:empty { display: none; }
`;

let sheet = null;
function styles() {
  if (!sheet) {
    sheet = new CSSStyleSheet();
    sheet.replaceSync(CSS_TEXT);
  }
  return sheet;
}

const LABELS = { quote: 'Quotes', figure: 'Figures', attribution: 'Cues', source: 'Sources', flag: 'To check' };
const plural = (n, one) => `${n} ${one}${n === 1 ? '' : 's'}`;

/** The <source-light> element. */
export class SourceLightElement extends HTMLElement {
  static observedAttributes = ['for', 'kinds', 'theme'];

  #ctl = null;
  #target = null;
  #root;
  #emphasised = null;
  #waiting = null;

  constructor() {
    super();
    this.#root = this.attachShadow({ mode: 'open' });
    this.#root.adoptedStyleSheets = [styles()];
    const h = (tag, props = {}) => Object.assign(document.createElement(tag), props);
    const panel = h('div', { className: 'panel' });
    this.#root.append(panel);
    panel.append(
      h('p', { className: 'status', role: 'status' }),
      h('h2', { textContent: 'Found' }),
      h('ul', { className: 'counts' }),
      h('h2', { textContent: 'Sources' }),
      h('ul', { className: 'list sources' }),
      h('h2', { textContent: 'To check' }),
      h('ul', { className: 'list flags' }),
    );
    this.#renderCounts(null);
  }

  /** The controller of the editor this panel is attached to, or null. */
  get controller() { return this.#ctl; }

  /** The element it is attached to, or null. */
  get target() { return this.#target; }

  #adapter = null;

  /** An adapter for an editor with its own model; it takes over from for=. */
  get adapter() { return this.#adapter; }

  set adapter(a) {
    this.#adapter = a ?? null;
    if (!this.#live) return;
    this.#disconnect();
    this.#connect();
  }

  #live = false;

  connectedCallback() {
    this.#live = true;
    this.#connect();
  }

  disconnectedCallback() {
    this.#live = false;
    this.#disconnect();
  }

  attributeChangedCallback(name, before, after) {
    // Before connectedCallback (an upgrade reports every attribute first),
    // there is nothing to change yet.
    if (!this.#live || before === after) return;
    if (name === 'kinds' && this.#ctl) {
      const on = this.#kinds();
      for (const k of KINDS) this.#ctl.setKind(k, on[k]);
    } else {
      this.#disconnect();
      this.#connect();
    }
  }

  #kinds() {
    const list = (this.getAttribute('kinds') ?? '').split(/[\s,]+/).filter(Boolean);
    return Object.fromEntries(KINDS.map((k) => [k, !list.length || list.includes(k)]));
  }

  #connect() {
    const id = this.getAttribute('for');
    const el = this.#adapter?.root ?? (id ? this.ownerDocument.getElementById(id) : null);
    if (!el) {
      // The editor may come later in the page, or be made by a script.
      if (this.ownerDocument.readyState === 'loading' && !this.#waiting) {
        this.#waiting = () => { this.#waiting = null; if (this.isConnected && !this.#ctl) this.#connect(); };
        this.ownerDocument.addEventListener('DOMContentLoaded', this.#waiting, { once: true });
      }
      this.#status(id ? `No element with id "${id}" to attach to.` : 'Set for="id" to the editor to review.');
      return;
    }
    const theme = this.getAttribute('theme') ?? 'auto';
    const dark = theme === 'dark' || (theme === 'auto' && matchMedia('(prefers-color-scheme: dark)').matches);
    this.dataset.scheme = dark ? 'dark' : 'light';
    try {
      this.#ctl = attach(this.#adapter ? null : el, {
        adapter: this.#adapter ?? undefined,
        kinds: this.#kinds(),
        theme,
        debounce: this.hasAttribute('debounce') ? Number(this.getAttribute('debounce')) : undefined,
        worker: this.getAttribute('worker') === 'false' ? false : undefined,
        card: this.getAttribute('card') !== 'false',
      });
    } catch (e) {
      this.#status(e.message);
      return;
    }
    this.#target = el;
    this.#status('Loading the tagger…');
    this.#ctl.on('result', (detail) => {
      this.#status('');
      this.#render(detail.result, detail.text);
      this.#fire('sourcelight-result', detail);
    });
    this.#ctl.on('error', ({ message }) => {
      this.#status(message);
      this.#fire('sourcelight-error', { message });
    });
  }

  #disconnect() {
    if (this.#waiting) this.ownerDocument.removeEventListener('DOMContentLoaded', this.#waiting);
    this.#waiting = null;
    this.#ctl?.detach();
    this.#ctl = null;
    this.#target = null;
    this.#emphasised = null;
    delete this.dataset.scheme;
    this.#render(null, '');
  }

  #fire(type, detail) {
    this.dispatchEvent(new CustomEvent(type, { detail, bubbles: true, composed: true }));
  }

  #status(text) {
    this.#root.querySelector('.status').textContent = text;
  }

  #renderCounts(result) {
    const c = this.#ctl?.counts() ?? {};
    const ul = this.#root.querySelector('.counts');
    ul.replaceChildren(...KINDS.map((k) => {
      const li = document.createElement('li');
      li.dataset.kind = k;
      const b = document.createElement('b');
      b.textContent = String(result ? c[k] ?? 0 : 0);
      li.append(`${LABELS[k]} `, b);
      return li;
    }));
  }

  #render(result, text) {
    this.#renderCounts(result);
    const sources = this.#root.querySelector('.sources');
    const flags = this.#root.querySelector('.flags');
    sources.replaceChildren();
    flags.replaceChildren();
    if (!result) return;
    if (this.#emphasised != null && this.#emphasised >= result.sources.length) this.#emphasised = null;
    this.#ctl.emphasise(this.#emphasised);
    const empty = (what) => Object.assign(document.createElement('li'), { className: 'empty', textContent: what });
    if (!result.sources.length) sources.append(empty('No sources yet.'));
    result.sources.forEach((s, i) => {
      const c = sourceCounts(result, i);
      const b = document.createElement('button');
      b.type = 'button';
      b.className = 'source';
      b.setAttribute('aria-pressed', String(this.#emphasised === i));
      const meta = document.createElement('span');
      meta.className = 'meta';
      meta.textContent = ` · ${plural(c.quotes, 'quote')}, ${plural(c.figures, 'figure')}${s.anonymous ? ' · anonymous' : ''}`;
      b.append(s.name, meta);
      b.addEventListener('click', () => {
        this.#emphasised = this.#emphasised === i ? null : i;
        this.#ctl.emphasise(this.#emphasised);
        for (const o of sources.querySelectorAll('button')) o.setAttribute('aria-pressed', String(o === b && this.#emphasised === i));
        this.#fire('sourcelight-select', { kind: 'source', source: this.#emphasised, name: this.#emphasised == null ? null : s.name });
      });
      const li = document.createElement('li');
      li.append(b);
      sources.append(li);
    });
    const list = result.flags ?? [];
    if (!list.length) flags.append(empty('Nothing flagged.'));
    for (const f of [...list].sort((a, b) => a.start - b.start)) {
      const b = document.createElement('button');
      b.type = 'button';
      b.className = 'flag';
      let words = text.slice(f.start, f.end).replace(/\s+/g, ' ').trim();
      if (words.length > 48) words = `${words.slice(0, 47)}…`;
      b.textContent = `${f.message} ${words ? `“${words}”` : ''}`.trim();
      b.addEventListener('click', () => {
        // The flag's live range, which has followed any edit since.
        this.#ctl.select(this.#ctl.items().find((it) => it.data === f) ?? f);
        this.#fire('sourcelight-select', { kind: 'flag', flag: f, start: f.start, end: f.end });
      });
      const li = document.createElement('li');
      li.append(b);
      flags.append(li);
    }
  }
}

if (!customElements.get('source-light')) customElements.define('source-light', SourceLightElement);
