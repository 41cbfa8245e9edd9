#!/usr/bin/env node
// Writes dist/: the files of www/ as a site would serve them, with every
// JavaScript file minified by terser (source map beside it) and every
// stylesheet stripped of comments and spacing. Everything else (HTML, the
// .wasm, the .d.ts types) is copied as it is.
//
//   node scripts/dist.mjs            (scripts/build.sh runs it last)
//
// Why: www/ is written to be read (long comments, JSDoc) and runs with no
// build step; what a CMS downloads on every edit screen should not carry
// that. dist/ keeps the same names and layout as www/, so every relative
// import and `new URL('./…', import.meta.url)` still resolves.

import { mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync, copyFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { minify } from 'terser';

const ROOT = fileURLToPath(new URL('../', import.meta.url));
const SRC = join(ROOT, 'www');
const OUT = join(ROOT, 'dist');

/**
 * A stylesheet without comments and without the spacing the syntax does not
 * need. Strings are kept as they are; spaces are dropped only next to
 * `{ } ; ,` and after a declaration's colon is left alone, because a space
 * before `:` can be a descendant combinator (`a :hover`).
 * @param {string} css
 * @returns {string}
 */
export function minifyCss(css) {
  let out = '';
  for (let i = 0; i < css.length; ) {
    const c = css[i];
    if (c === '/' && css[i + 1] === '*') {
      const end = css.indexOf('*/', i + 2);
      if (end < 0) throw new Error('unclosed comment in stylesheet');
      i = end + 2;
      out += ' ';
    } else if (c === '"' || c === "'") {
      let j = i + 1;
      while (j < css.length && css[j] !== c) j += css[j] === '\\' ? 2 : 1;
      out += css.slice(i, j + 1);
      i = j + 1;
    } else if (/\s/.test(c)) {
      while (i < css.length && /\s/.test(css[i])) i += 1;
      out += ' ';
    } else {
      out += c;
      i += 1;
    }
  }
  return strip(out);
}

/** Drops the spaces next to `{ } ; ,` outside strings, and a `;` before `}`. */
function strip(css) {
  let out = '';
  for (let i = 0; i < css.length; i += 1) {
    const c = css[i];
    if (c === '"' || c === "'") {
      let j = i + 1;
      while (j < css.length && css[j] !== c) j += css[j] === '\\' ? 2 : 1;
      out += css.slice(i, j + 1);
      i = j;
    } else if (c === ' ') {
      const prev = out[out.length - 1];
      const next = css[i + 1];
      if (prev === undefined || next === undefined || '{};,'.includes(prev) || '{};,'.includes(next)) continue;
      out += c;
    } else if (c === '}' && out.endsWith(';')) {
      out = out.slice(0, -1) + c;
    } else {
      out += c;
    }
  }
  return out.trim();
}

/** Every file under dir, as paths relative to it. */
function walk(dir, base = dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? walk(path, base) : [relative(base, path)];
  });
}

async function main() {
  rmSync(OUT, { recursive: true, force: true });
  let before = 0;
  let after = 0;
  for (const file of walk(SRC)) {
    const from = join(SRC, file);
    const to = join(OUT, file);
    mkdirSync(join(to, '..'), { recursive: true });
    if (file.endsWith('.js')) {
      const code = readFileSync(from, 'utf8');
      const name = file.split('/').pop();
      const result = await minify({ [name]: code }, {
        module: true,
        ecma: 2020,
        compress: { passes: 2 },
        mangle: true,
        format: { comments: false },
        sourceMap: { url: `${name}.map`, includeSources: true },
      });
      writeFileSync(to, result.code);
      writeFileSync(`${to}.map`, result.map);
      before += code.length;
      after += result.code.length;
    } else if (file.endsWith('.css')) {
      const css = readFileSync(from, 'utf8');
      const min = minifyCss(css);
      writeFileSync(to, min);
      before += css.length;
      after += min.length;
    } else {
      copyFileSync(from, to);
    }
  }
  console.log(`== dist: JS and CSS ${before} -> ${after} bytes (minified) in dist/`);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  main().catch((e) => {
    console.error(`dist: ${e.message}`);
    process.exit(1);
  });
}
