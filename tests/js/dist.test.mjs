// dist/ (scripts/dist.mjs) is www/ minified: the files a site serves. These
// tests check that nothing is lost on the way: every file is there, every
// script has its source map, the stylesheet minifier keeps what CSS means,
// and the minified page and custom element highlight exactly what the
// readable ones do, in Chromium, under the same strict CSP.

import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { launch, painted } from './browser.mjs';
import { minifyCss } from '../../scripts/dist.mjs';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const WWW = join(ROOT, 'www');
const DIST = join(ROOT, 'dist');

const walk = (dir) => readdirSync(dir).flatMap((n) => {
  const p = join(dir, n);
  return statSync(p).isDirectory() ? walk(p) : [p];
});

test('stylesheet minifier: the cases that must keep their meaning', () => {
  const cases = [
    // [what it covers, input, output]
    ['comments go, even between rules', '/* a */ a { color: red; } /* b */ b{x:y}', 'a{color: red}b{x:y}'],
    ['a descendant combinator before a pseudo-class stays', 'p :hover { x: y }', 'p :hover{x: y}'],
    ['strings keep their spaces, braces and comment marks', 'a::after { content: "  { /* } ;  " }', 'a::after{content: "  { /* } ;  "}'],
    ['an escaped quote does not end a string', "a::after { content: 'it\\'s  }' }", "a::after{content: 'it\\'s  }'}"],
    ['newlines and runs of spaces are one space', 'a,\n  b  >  c {\n  margin:  0  auto;\n}', 'a,b > c{margin: 0 auto}'],
    ['media queries keep the space before "("', '@media (prefers-color-scheme: dark) { :root { --x: 1 } }', '@media (prefers-color-scheme: dark){:root{--x: 1}}'],
  ];
  for (const [name, input, want] of cases) assert.equal(minifyCss(input), want, name);
  assert.throws(() => minifyCss('a { } /* never closed'), /unclosed comment/);
});

test('dist/ has every file of www/, smaller, and a source map for each script', () => {
  for (const src of walk(WWW)) {
    const rel = relative(WWW, src);
    const out = join(DIST, rel);
    const size = statSync(out).size; // throws when missing
    if (rel.endsWith('.js') || rel.endsWith('.css')) {
      assert.ok(size < statSync(src).size, `${rel} is not smaller in dist/`);
    } else {
      assert.deepEqual(readFileSync(out), readFileSync(src), `${rel} is copied as it is`);
    }
    if (rel.endsWith('.js')) {
      const name = rel.split('/').pop();
      assert.match(readFileSync(out, 'utf8'), new RegExp(`//# sourceMappingURL=${name.replace('.', '\\.')}\\.map$`));
      const map = JSON.parse(readFileSync(`${out}.map`, 'utf8'));
      assert.deepEqual(map.sources, [name]);
      assert.equal(map.sourcesContent[0], readFileSync(src, 'utf8'));
    }
  }
});

let www, dist;
before(async () => { [www, dist] = await Promise.all([launch(), launch({ root: DIST })]); });
after(async () => { await www?.close(); await dist?.close(); });

/** The page with the sample article loaded and tagged, and what it paints and lists. */
async function sample(b) {
  const page = await b.open('/');
  await page.waitForSelector('#app[data-state=ready]');
  await page.click('#sample');
  await page.waitForFunction(() => {
    const ta = document.querySelector('#article');
    return ta.value.length > 0 && document.querySelector('#app').dataset.tagged === String(ta.value.length);
  });
  return { paint: await painted(page), panel: await page.locator('main').innerText() };
}

test('the minified page highlights and lists exactly what the readable one does', async () => {
  const [a, b] = await Promise.all([sample(www), sample(dist)]);
  assert.ok(a.paint['sl-quote']?.length > 0 && a.paint['sl-figure']?.length > 0, 'the sample has quotes and figures');
  assert.deepEqual(b.paint, a.paint);
  assert.equal(b.panel, a.panel);
  assert.deepEqual(dist.problems, []);
  assert.deepEqual(www.problems, []);
});

test('the minified custom element renders the same panel in its Shadow DOM', async () => {
  const read = async (b) => {
    const page = await b.open('element.html', {
      init: () => document.addEventListener('sourcelight-result', () => { window.tagged = true; }),
    });
    await page.waitForFunction(() => window.tagged === true);
    return { paint: await painted(page), panel: await page.locator('source-light').innerText() };
  };
  const [a, b] = await Promise.all([read(www), read(dist)]);
  assert.ok(a.paint['sl-quote']?.length > 0);
  assert.deepEqual(b.paint, a.paint);
  assert.equal(b.panel, a.panel);
  assert.deepEqual(dist.problems, []);
});
