// scripts/serve.mjs without a browser: MIME types, the CSP header, 404s,
// refusing paths outside www/, and the fallback when a port is taken.

import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { startServer, CSP, examplePolicy } from '../../scripts/serve.mjs';

let srv;
before(async () => { srv = await startServer({ port: 0 }); });
after(() => srv.close());

const get = (path, init) => fetch(new URL(path, srv.url), init);

test('serves the page with the strict CSP', async () => {
  const res = await get('/');
  assert.equal(res.status, 200);
  assert.equal(res.headers.get('content-type'), 'text/html; charset=utf-8');
  assert.equal(res.headers.get('content-security-policy'), CSP);
  assert.match(CSP, /default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; style-src 'self'; img-src 'self' data:; connect-src 'self'/);
  assert.equal(res.headers.get('x-content-type-options'), 'nosniff');
  assert.match(await res.text(), /<textarea id="article"/);
});

test('MIME types by extension', async () => {
  const cases = [
    ['/app.js', 'text/javascript; charset=utf-8'],
    ['/sourcelight.css', 'text/css; charset=utf-8'],
    ['/pkg/sourcelight_bg.wasm', 'application/wasm'],
    ['/pkg/sourcelight.js', 'text/javascript; charset=utf-8'],
  ];
  for (const [path, type] of cases) {
    const res = await get(path);
    assert.equal(res.status, 200, path);
    assert.equal(res.headers.get('content-type'), type, path);
    await res.arrayBuffer();
  }
});

test('missing files are 404; paths out of www/ are refused', async () => {
  assert.equal((await get('/nope.js')).status, 404);
  for (const path of ['/..%2fpackage.json', '/%2e%2e/package.json', '/pkg/..%2f..%2fpackage.json', '/%00']) {
    const res = await get(path);
    assert.ok(res.status === 403 || res.status === 404, `${path}: ${res.status}`);
    assert.doesNotMatch(await res.text(), /"devDependencies"/, path);
  }
});

test('only GET and HEAD', async () => {
  assert.equal((await get('/', { method: 'POST', body: 'x' })).status, 405);
  const head = await get('/', { method: 'HEAD' });
  assert.equal(head.status, 200);
  assert.equal(await head.text(), '');
});

test('a taken port falls back to a free one, unless told not to', async () => {
  const taken = srv.port;
  const other = await startServer({ port: taken });
  try {
    assert.notEqual(other.port, taken);
    assert.equal((await fetch(other.url)).status, 200);
  } finally {
    await other.close();
  }
  await assert.rejects(startServer({ port: taken, fallback: false }), { code: 'EADDRINUSE' });
});

test('examples: /examples/ and only the listed packages under /node_modules/, no traversal', async () => {
  const ok = [['/examples/', 'text/html; charset=utf-8'], ['/node_modules/prosemirror-view/dist/index.js', 'text/javascript; charset=utf-8'],
    ['/node_modules/tinymce/tinymce.min.js', 'text/javascript; charset=utf-8']];
  for (const [path, type] of ok) {
    const res = await get(path);
    assert.equal(res.status, 200, path);
    assert.equal(res.headers.get('content-type'), type, path);
    await res.arrayBuffer();
  }
  for (const path of ['/node_modules/playwright-core/package.json', '/node_modules/.package-lock.json',
    '/node_modules/prosemirror-view/..%2f..%2fpackage.json', '/node_modules/tinymce/%2e%2e/%2e%2e/package.json',
    '/examples/..%2f..%2fpackage.json', '/examples/%2e%2e/scripts/serve.mjs']) {
    const res = await get(path);
    assert.ok(res.status === 403 || res.status === 404, `${path}: ${res.status}`);
    assert.doesNotMatch(await res.text(), /devDependencies|startServer/, path);
  }
});

test('an example page\'s policy allows its inline import map by hash, and nothing else inline', () => {
  const map = '{"imports": {"a": "/node_modules/a/index.js"}}';
  const html = `<script type="importmap">${map}</script><script>alert(1)</script>`;
  const hash = createHash('sha256').update(map).digest('base64');
  const csp = examplePolicy(html, 'x.html');
  assert.match(csp, new RegExp(`script-src 'self' 'wasm-unsafe-eval' 'sha256-${hash.replace(/[+/]/g, '\\$&')}';`));
  assert.equal(csp.match(/sha256-/g).length, 1, 'only the import map is hashed');
  assert.match(csp, /style-src 'self';/);
  assert.equal(examplePolicy('<p>no map</p>', 'y.html'), CSP);
});
