// The sourcelight page: an editor with live highlights, a legend with counts
// and toggles, a sources panel and a list of things to check. All tagging
// goes through the public API in ./sourcelight.js.

import { attach, sourceCounts } from './sourcelight.js';
import { SAMPLE } from './sample.js';
import { toJSON, toCSV, toSummary, download } from './export.js';

const $ = (sel) => document.querySelector(sel);
const app = $('#app');
const article = $('#article');
const errorBox = $('#error');
const status = $('#status');

// ------------------------------------------------------------------ theme

const THEMES = ['auto', 'light', 'dark'];
const themeButton = $('#theme');
function setTheme(theme) {
  if (theme === 'auto') delete document.documentElement.dataset.theme;
  else document.documentElement.dataset.theme = theme;
  themeButton.textContent = `Theme: ${theme}`;
  themeButton.setAttribute('aria-label', `Colour theme: ${theme === 'auto' ? 'follow the system' : theme}. Press to change.`);
  try { localStorage.setItem('sourcelight-theme', theme); } catch { /* private mode */ }
}
let theme = 'auto';
try { theme = localStorage.getItem('sourcelight-theme') ?? 'auto'; } catch { /* private mode */ }
setTheme(THEMES.includes(theme) ? theme : 'auto');
themeButton.addEventListener('click', () => {
  const now = document.documentElement.dataset.theme ?? 'auto';
  setTheme(THEMES[(THEMES.indexOf(now) + 1) % THEMES.length]);
});

// ----------------------------------------------------------------- errors

function showError(message) {
  errorBox.textContent = message;
  errorBox.hidden = false;
}
function clearError() {
  errorBox.hidden = true;
  errorBox.textContent = '';
}

// ------------------------------------------------------------------ tagger

if (!(globalThis.CSS && 'highlights' in CSS)) {
  const note = $('#notice');
  note.textContent = 'This browser cannot draw the highlights (it lacks the CSS Custom Highlight API); '
    + 'the counts, sources and list of things to check still work.';
  note.hidden = false;
}

// ms of quiet typing before the article is tagged again.
const DEBOUNCE = 150;
let ctl;
try {
  ctl = attach(article, { debounce: DEBOUNCE });
  app.dataset.debounce = String(DEBOUNCE);
} catch (e) {
  app.dataset.state = 'error';
  showError(`Highlighting is unavailable: ${e.message}`);
}

if (ctl) {
  ctl.on('ready', ({ version }) => {
    $('#version').textContent = `v${version}`;
    app.dataset.state = 'ready';
  });
  ctl.on('error', ({ message }) => {
    app.dataset.state = 'error';
    showError(message);
    later(null);
    render(null, article.value);
  });
  ctl.on('result', ({ result, text, counts, timing }) => {
    if (app.dataset.state === 'error') app.dataset.state = 'ready';
    clearError();
    // The highlights are registered by now: let the browser paint them
    // before building the side panel, which takes longer than a frame on a
    // long article. The counts are cheap and go at once.
    renderCounts(result, text, counts);
    // For tests and the benchmark: how much text the highlights describe.
    app.dataset.painted = String(text.length);
    later(() => {
      const t0 = performance.now();
      render(result, text, counts);
      // Where the time went (ms), for the benchmark and curious readers.
      app.dataset.timing = JSON.stringify({ ...timing, panel: performance.now() - t0 });
      // For tests and curious readers: how much text the highlights and
      // the panel describe.
      app.dataset.tagged = String(text.length);
    });
  });
  // For the benchmark: how long the text was when a keystroke's paragraph
  // was re-tagged and painted at once.
  ctl.on('instant', ({ length, ms }) => {
    app.dataset.instantMs = ms.toFixed(2);
    app.dataset.instant = String(length);
  });
  for (const box of document.querySelectorAll('.legend input[data-kind]')) {
    box.addEventListener('change', () => ctl.setKind(box.dataset.kind, box.checked));
  }
}

/** Replaces the whole text in a way the browser can undo. */
function replaceText(text) {
  article.focus();
  article.select();
  const ok = text ? document.execCommand('insertText', false, text) : document.execCommand('delete');
  if (!ok || article.value !== text) {
    article.value = text;
    article.dispatchEvent(new Event('input', { bubbles: true }));
  }
  article.setSelectionRange(0, 0);
  article.scrollTop = 0;
  ctl?.refresh();
}
$('#sample').addEventListener('click', () => replaceText(SAMPLE));

const KIND_NAMES = { quote: 'Quote', figure: 'Figure', attribution: 'Attribution cue', source: 'Source' };

// In the editor, F8 / Shift+F8: the next / previous thing to check;
// Alt+Down / Alt+Up: the next / previous highlight of any kind shown.
article.addEventListener('keydown', (e) => {
  if (!ctl || e.ctrlKey || e.metaKey) return;
  const flag = e.key === 'F8' && !e.altKey;
  const any = e.altKey && !e.shiftKey && (e.key === 'ArrowDown' || e.key === 'ArrowUp');
  if (!flag && !any) return;
  e.preventDefault();
  const it = ctl.next({ kind: flag ? 'flag' : 'any', backwards: flag ? e.shiftKey : e.key === 'ArrowUp' });
  const here = excerpt(article.value, article.selectionStart, article.selectionEnd);
  // What the editor asked for wins over a count announcement still
  // waiting to be spoken (it would replace this line a moment later).
  clearTimeout(announceTimer);
  if (flag) status.textContent = it ? `${it.data.message} ${here}` : 'Nothing to check.';
  else status.textContent = it ? `${KIND_NAMES[it.kind]}: ${here}` : 'Nothing highlighted.';
  lastCounts = '';
});
$('#clear').addEventListener('click', () => replaceText(''));

// ------------------------------------------------------------------ render

const plural = (n, one, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

const FLAG_GROUPS = {
  'figure-without-source': (n) => `${plural(n, 'figure')} ${n === 1 ? 'has' : 'have'} no source`,
  'quote-without-speaker': (n) => `${plural(n, 'quote')} ${n === 1 ? 'names' : 'name'} no speaker`,
  'vague-attribution': (n) => `${plural(n, 'attribution')} ${n === 1 ? 'names' : 'name'} no one in particular`,
  'anonymous-source': (n) => `${plural(n, 'anonymous source')}`,
  'unclosed-quote': (n) => `${plural(n, 'quote mark')} never closed`,
};

let emphasised = null;
let lastCounts = '';
let announceTimer = 0;

function excerpt(text, start, end, max = 70) {
  let s = text.slice(start, end).replace(/\s+/g, ' ').trim();
  if (s.length > max) s = `${s.slice(0, max - 1)}…`;
  return s || '(empty)';
}

/** A short span with a few words either side, the span in bold: "70%"
 * alone says little, "…and more than 70% of them backed…" says where. */
function inContext(text, start, end) {
  if (end - start > 40) return [excerpt(text, start, end)];
  const clip = (s, fromEnd) => {
    s = s.replace(/\s+/g, ' ');
    if (s.length <= 22) return s;
    const cut = fromEnd ? s.slice(-22) : s.slice(0, 22);
    return fromEnd ? `…${cut.replace(/^\S*\s/, '')}` : `${cut.replace(/\s\S*$/, '')}…`;
  };
  const from = start > 0 ? text.lastIndexOf('\n', start - 1) + 1 : 0;
  const to = text.indexOf('\n', end) < 0 ? text.length : text.indexOf('\n', end);
  const strong = document.createElement('strong');
  strong.textContent = excerpt(text, start, end);
  return [clip(text.slice(from, start), true), strong, clip(text.slice(end, to), false)];
}

/** Runs fn once the next frame has been painted (a newer call replaces an
 * older one still waiting; null only cancels). */
let laterFrame = 0, laterTimer = 0;
function later(fn) {
  cancelAnimationFrame(laterFrame);
  clearTimeout(laterTimer);
  if (fn) laterFrame = requestAnimationFrame(() => { laterTimer = setTimeout(fn, 0); });
}

function renderCounts(result, text, counts) {
  exported = result && text.trim() ? { result, text } : null;
  for (const b of document.querySelectorAll('.exports button')) b.disabled = !exported;
  for (const el of document.querySelectorAll('[data-count]')) {
    el.textContent = String(counts?.[el.dataset.count] ?? 0);
  }
}

function render(result, text, counts) {
  renderCounts(result, text, counts);
  renderSources(result);
  renderFlags(result, text);
  announce(result, counts);
}

function renderSources(result) {
  const list = $('#sources');
  list.replaceChildren();
  const sources = result?.sources ?? [];
  $('#sources-empty').hidden = sources.length > 0;
  if (emphasised != null && emphasised >= sources.length) emphasised = null;
  ctl?.emphasise(emphasised);
  sources.forEach((s, i) => {
    const c = sourceCounts(result, i);
    const li = document.createElement('li');
    const b = document.createElement('button');
    b.type = 'button';
    b.className = 'source';
    b.setAttribute('aria-pressed', String(emphasised === i));
    const name = document.createElement('span');
    name.className = 'name';
    name.textContent = s.name;
    b.append(name);
    if (s.anonymous) {
      const tag = document.createElement('span');
      tag.className = 'tag';
      tag.textContent = 'anonymous';
      b.append(' ', tag);
    }
    const meta = document.createElement('span');
    meta.className = 'meta';
    meta.textContent = [plural(c.quotes, 'quote'), plural(c.figures, 'figure'), plural(c.attributions, 'cue'),
      plural(s.mentions.length, 'mention')].join(' · ');
    b.append(meta);
    b.addEventListener('click', () => {
      emphasised = emphasised === i ? null : i;
      ctl.emphasise(emphasised);
      for (const other of list.querySelectorAll('button')) other.setAttribute('aria-pressed', 'false');
      b.setAttribute('aria-pressed', String(emphasised === i));
    });
    li.append(b);
    list.append(li);
  });
}

function renderFlags(result, text) {
  const list = $('#flags');
  const open = new Set([...list.querySelectorAll('details[open]')].map((d) => d.dataset.kind));
  list.replaceChildren();
  const flagItems = ctl && result ? ctl.items().filter((it) => it.kind === 'flag') : [];
  $('#flags-empty').hidden = flagItems.length > 0;
  const groups = new Map();
  for (const it of flagItems) {
    const k = it.data.kind;
    if (!groups.has(k)) groups.set(k, []);
    groups.get(k).push(it);
  }
  for (const [kind, items] of groups) {
    const li = document.createElement('li');
    const details = document.createElement('details');
    details.dataset.kind = kind;
    details.open = open.has(kind);
    const summary = document.createElement('summary');
    summary.textContent = FLAG_GROUPS[kind]?.(items.length) ?? `${items[0].data.message} (${items.length})`;
    details.append(summary);
    const ul = document.createElement('ul');
    details.append(ul);
    li.append(details);
    list.append(li);
    // A closed group's buttons are built when it is opened: a long article
    // has hundreds, rebuilt after every pause in typing otherwise.
    const fill = () => {
      if (ul.firstChild) return;
      ul.append(...flagButtons(items, text));
    };
    if (details.open) fill();
    else details.addEventListener('toggle', () => { if (details.open) fill(); });
  }
}

/** The buttons of one group of flags, in text order, each with its context. */
function flagButtons(items, text) {
  return items.sort((a, b) => a.start - b.start).map((it) => {
    const li2 = document.createElement('li');
    const b = document.createElement('button');
    b.type = 'button';
    b.className = 'flag';
    b.append(...inContext(text, it.start, it.end));
    b.title = it.data.message;
    b.setAttribute('aria-label', `${it.data.message} Select: ${excerpt(text, it.start, it.end)}`);
    b.addEventListener('click', () => ctl.select(it));
    li2.append(b);
    return li2;
  });
}

function announce(result, counts) {
  let msg;
  if (!result) msg = '';
  else if (!result.length) msg = 'No text to tag.';
  else {
    msg = `Tagged ${plural(counts.quote, 'quote')}, ${plural(counts.figure, 'figure')}, `
      + `${plural(counts.attribution, 'attribution cue')} and ${plural(counts.source, 'source')}; `
      + `${plural(counts.flag, 'item')} to check.`;
  }
  // Speak once typing settles, and only when something changed.
  clearTimeout(announceTimer);
  announceTimer = setTimeout(() => {
    if (msg === lastCounts) return;
    lastCounts = msg;
    status.textContent = msg;
  }, 700);
}

// ----------------------------------------------------------------- export

/** The result and text the exports describe: the latest tagging. */
let exported = null;
const version = () => $('#version').textContent.replace(/^v/, '');
const EXPORTS = {
  'export-json': ['sourcelight-result.json', 'application/json', (r, t) => toJSON(r, t, { version: version() })],
  'export-csv': ['sourcelight-quotes-figures.csv', 'text/csv;charset=utf-8', toCSV],
  'export-summary': ['sourcelight-summary.txt', 'text/plain;charset=utf-8', (r, t) => toSummary(r, t, { version: version() })],
};
for (const [id, [name, type, make]] of Object.entries(EXPORTS)) {
  $(`#${id}`).addEventListener('click', () => {
    if (!exported) return;
    download(document, name, type, make(exported.result, exported.text));
    status.textContent = `Downloaded ${name}.`;
  });
}
$('#copy-summary').addEventListener('click', async () => {
  if (!exported) return;
  try {
    await navigator.clipboard.writeText(toSummary(exported.result, exported.text, { version: version() }));
    status.textContent = 'Summary copied.';
  } catch {
    status.textContent = 'Could not copy: use the Summary download instead.';
  }
});
