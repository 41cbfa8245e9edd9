#!/usr/bin/env node
// A small static server for www/ (and examples/), with no dependencies: the page needs
// http(s) (ES modules and WebAssembly do not load from file://), the right
// MIME type for .wasm (instantiateStreaming insists on application/wasm) and
// a strict Content-Security-Policy, which the page is written to satisfy.
//
//   node scripts/serve.mjs [--port N] [--host H] [--root DIR]
//   PORT=9000 node scripts/serve.mjs
//
// Without --port it tries PORT or 8080 and falls back to a free port when
// that one is taken. `startServer()` starts it from tests.
//
// Besides www/ at /, it serves the editor examples: /examples/ from
// examples/, and, read-only, the few npm packages they load, each at
// /node_modules/<name>/ (only the packages in EXAMPLE_PACKAGES; nothing else
// under node_modules/ or the repository is reachable). Example pages keep
// the strict policy but for one thing: an inline <script type="importmap">
// (an import map cannot be an external file) is allowed by its own sha256
// hash, computed when the page is served. Editors that need more say so in
// EXAMPLE_POLICY.

import { createServer } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import { createHash } from 'node:crypto';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

/** The policy every response carries. No inline script or style anywhere. */
export const CSP = [
  "default-src 'self'",
  "script-src 'self' 'wasm-unsafe-eval'",
  "style-src 'self'",
  "img-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

const MIME = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.wasm': 'application/wasm',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.ts': 'text/plain; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
};

const DEFAULT_ROOT = fileURLToPath(new URL('../www/', import.meta.url));
const REPO = fileURLToPath(new URL('../', import.meta.url));

/** The npm packages the examples load in the browser, and nothing more. */
export const EXAMPLE_PACKAGES = [
  'prosemirror-model', 'prosemirror-state', 'prosemirror-view', 'prosemirror-transform',
  'prosemirror-schema-basic', 'orderedmap', 'tinymce', 'ckeditor5',
];

/** Extra policy for one example page, by file name, e.g.
 * `{ 'x.html': { 'style-src': ["'unsafe-inline'"] } }`: what an editor needs
 * beyond the strict policy (a source list that was 'none' is replaced).
 * ProseMirror and TinyMCE 8 (its UI sets styles through the CSSOM) run under
 * the strict one; the block editor replica's canvas is framed by its own
 * page, as WordPress frames its editor canvas. */
export const EXAMPLE_POLICY = { 'wordpress-canvas.html': { 'frame-ancestors': ["'self'"] } };

/** The policy for an example page: the strict one, plus the hashes of its
 * inline import maps, plus what EXAMPLE_POLICY grants it. */
export function examplePolicy(html, name = '') {
  const hashes = [...html.matchAll(/<script type="importmap">([\s\S]*?)<\/script>/g)]
    .map((m) => `'sha256-${createHash('sha256').update(m[1]).digest('base64')}'`);
  const extra = { ...EXAMPLE_POLICY[name] };
  extra['script-src'] = [...(extra['script-src'] ?? []), ...hashes];
  return CSP.split('; ').map((d) => {
    const [key, ...list] = d.split(' ');
    if (!extra[key]?.length) return d;
    return [key, ...list.filter((v) => v !== "'none'"), ...extra[key]].join(' ');
  }).join('; ');
}

function headers(type, length, csp = CSP) {
  return {
    'Content-Type': type,
    'Content-Length': length,
    'Content-Security-Policy': csp,
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'no-referrer',
    'Cross-Origin-Opener-Policy': 'same-origin',
    'Cross-Origin-Resource-Policy': 'same-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=()',
    // The page is rebuilt often while developing; always revalidate.
    'Cache-Control': 'no-cache',
  };
}

/** Maps a URL path to a file under root, or null if it escapes root. */
function resolvePath(root, urlPath) {
  let path;
  try {
    path = decodeURIComponent(urlPath.split('?')[0].split('#')[0]);
  } catch {
    return null;
  }
  if (path.includes('\0')) return null;
  if (path.endsWith('/')) path += 'index.html';
  const file = normalize(join(root, path));
  return file === root || file.startsWith(root.endsWith(sep) ? root : root + sep) ? file : null;
}

function handler(root) {
  /** [URL prefix, folder]: examples and the example packages. */
  const routes = [['/examples/', join(REPO, 'examples')],
    ...EXAMPLE_PACKAGES.map((p) => [`/node_modules/${p}/`, join(REPO, 'node_modules', p)])];
  return async (req, res) => {
    const send = (status, body, type = 'text/plain; charset=utf-8') => {
      const buf = Buffer.from(body);
      res.writeHead(status, headers(type, buf.length));
      res.end(req.method === 'HEAD' ? undefined : buf);
    };
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.setHeader('Allow', 'GET, HEAD');
      return send(405, 'Method not allowed\n');
    }
    const pathname = new URL(req.url, 'http://x').pathname;
    // The longest route that the path starts with; www/ for everything else.
    const route = routes.find(([prefix]) => pathname.startsWith(prefix));
    if (!route && pathname.startsWith('/node_modules/')) return send(404, 'Not found\n');
    let file = route ? resolvePath(route[1], `/${pathname.slice(route[0].length)}`) : resolvePath(root, pathname);
    if (!file) return send(403, 'Forbidden\n');
    try {
      if ((await stat(file)).isDirectory()) file = join(file, 'index.html');
      const body = await readFile(file);
      const type = MIME[extname(file).toLowerCase()] ?? 'application/octet-stream';
      const csp = route?.[0] === '/examples/' && type.startsWith('text/html')
        ? examplePolicy(body.toString('utf8'), file.split(sep).pop()) : CSP;
      res.writeHead(200, headers(type, body.length, csp));
      res.end(req.method === 'HEAD' ? undefined : body);
    } catch {
      const hint = file.includes(`${sep}pkg${sep}`) ? ' (run `npm run build` to build www/pkg/)' : '';
      send(404, `Not found${hint}\n`);
    }
  };
}

function listen(server, port, host) {
  return new Promise((ok, fail) => {
    const onError = (e) => { server.off('listening', onListening); fail(e); };
    const onListening = () => { server.off('error', onError); ok(); };
    server.once('error', onError);
    server.once('listening', onListening);
    server.listen(port, host);
  });
}

/**
 * Starts the server.
 * @param {{port?: number, host?: string, root?: string, fallback?: boolean}} [options]
 *   port 0 picks a free port; with fallback (default true) a taken port
 *   falls back to a free one.
 * @returns {Promise<{server: import('node:http').Server, url: string, port: number, close: () => Promise<void>}>}
 */
export async function startServer({ port = 8080, host = '127.0.0.1', root = DEFAULT_ROOT, fallback = true } = {}) {
  const dir = resolve(root);
  const server = createServer(handler(dir));
  try {
    await listen(server, port, host);
  } catch (e) {
    if (e.code !== 'EADDRINUSE' || !fallback) throw e;
    await listen(server, 0, host);
  }
  const actual = server.address().port;
  return {
    server,
    port: actual,
    url: `http://${host}:${actual}/`,
    close: () => new Promise((ok) => { server.closeAllConnections?.(); server.close(() => ok()); }),
  };
}

function parseArgs(argv) {
  const out = {};
  for (let i = 0; i < argv.length; i++) {
    const [k, v] = argv[i].includes('=') ? argv[i].split(/=(.*)/s) : [argv[i], argv[i + 1]];
    const take = () => { if (!argv[i].includes('=')) i++; return v; };
    if (k === '--port') out.port = Number(take());
    else if (k === '--host') out.host = take();
    else if (k === '--root') out.root = take();
    else if (k === '-h' || k === '--help') out.help = true;
    else throw new Error(`unknown argument: ${argv[i]}`);
  }
  return out;
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  const args = parseArgs(process.argv.slice(2));
  if (args.help) {
    console.log('usage: node scripts/serve.mjs [--port N] [--host H] [--root DIR]');
    process.exit(0);
  }
  const port = args.port ?? (process.env.PORT ? Number(process.env.PORT) : 8080);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    console.error(`bad port: ${port}`);
    process.exit(2);
  }
  const { url } = await startServer({ ...args, port });
  console.log(`sourcelight: serving www/ at ${url}`);
}
