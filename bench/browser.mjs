// WASM benchmark in Chromium (playwright-core, headless):
// `node bench/browser.mjs [--sizes 1K,4K,1M] [--dir FOLDER | --no-dir]`.
// Serves the page, www/pkg/ (application/wasm), bench/measure.mjs and
// compromise's browser build from a static server on 127.0.0.1, and runs
// bench/measure.mjs in the page: the same code as bench/node.mjs. Needs
// `bash scripts/build.sh` first. Prints figures; asserts nothing.
import { createServer } from 'node:http';
import { readFileSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { join, normalize, extname } from 'node:path';
import { tmpdir, loadavg } from 'node:os';
import { chromium } from 'playwright-core';
import { corpus } from './corpus.mjs';
import { root, options, goals } from './report.mjs';

const log = (s) => console.log(s);
const opts = options();

const PAGE = `<!doctype html><meta charset="utf-8"><title>sourcelight bench</title>
<script src="/node_modules/compromise/builds/compromise.js"></script>
<script type="module">
  import * as m from '/bench/measure.mjs';
  window.measure = m;
</script>`;
const MIME = { '.js': 'text/javascript', '.mjs': 'text/javascript', '.wasm': 'application/wasm', '.html': 'text/html' };
// Only these folders are served.
const SERVED = ['www/pkg/', 'bench/', 'node_modules/compromise/builds/'];

const server = createServer((req, res) => {
  const url = new URL(req.url, 'http://localhost');
  const send = (status, type, body) => {
    res.writeHead(status, { 'content-type': type, 'cache-control': 'no-store' });
    res.end(body);
  };
  if (url.pathname === '/') return send(200, 'text/html; charset=utf-8', PAGE);
  if (url.pathname === '/favicon.ico') return send(204, 'image/x-icon', '');
  const input = /^\/input\/(\d+)$/.exec(url.pathname);
  if (input) return send(200, 'text/plain; charset=utf-8', corpus(Number(input[1])));
  // The folder's articles, read now, never stored.
  if (url.pathname === '/folder') return send(200, 'application/json', JSON.stringify(opts.texts));
  const rel = normalize(decodeURIComponent(url.pathname)).replace(/^\/+/, '');
  const file = join(root, rel);
  if (!SERVED.some((p) => rel.startsWith(p)) || !existsSync(file)) return send(404, 'text/plain', 'not found');
  send(200, MIME[extname(file)] ?? 'application/octet-stream', readFileSync(file));
});
await new Promise((ok) => server.listen(0, '127.0.0.1', ok));
const base = `http://127.0.0.1:${server.address().port}`;

const profile = mkdtempSync(join(tmpdir(), 'sourcelight-bench-'));
const context = await chromium.launchPersistentContext(profile, {
  executablePath: '/usr/bin/chromium',
  headless: true,
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
    '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
try {
  const page = await context.newPage();
  page.setDefaultTimeout(0);
  page.on('console', (msg) => (msg.type() === 'log' ? log(msg.text()) : log(`[page ${msg.type()}] ${msg.text()}`)));
  page.on('pageerror', (e) => log(`[page error] ${e.message}`));
  await page.goto(base + '/');
  await page.waitForFunction(() => window.measure && window.nlp);
  const version = context.browser()?.version() ?? (await page.evaluate(() => navigator.userAgent));
  log(`== WASM in Chromium ${version} (headless; load average ${loadavg().map((x) => x.toFixed(2)).join(' ')})`);
  log('');
  const res = await page.evaluate(async ({ sizes, folder }) => {
    const log = (s) => console.log(s);
    const compiled = await WebAssembly.compileStreaming(fetch('/www/pkg/sourcelight_bg.wasm'));
    // A fresh instance: a new copy of the glue module (the query makes it one) on the compiled WASM.
    const load = async (tag) => {
      const m = await import(`/www/pkg/sourcelight.js?instance=${encodeURIComponent(tag)}`);
      const exports = await m.default({ module_or_path: compiled });
      return { annotate: m.annotate, annotateJson: m.annotateJson, version: m.version, memory: exports.memory };
    };
    const input = async (n) => (await fetch(`/input/${n}`)).text();
    const res = await window.measure.runBench({ load, input, sizes, nlp: window.nlp, log });
    if (folder) {
      const texts = await (await fetch('/folder')).json();
      window.measure.runFolder({ api: await load('folder'), texts, name: folder, log });
    }
    return res;
  }, { sizes: opts.sizes, folder: opts.texts.length ? opts.dir : null });
  goals(res, 'Chromium', log);
} finally {
  await context.close();
  server.close();
  rmSync(profile, { recursive: true, force: true });
}
