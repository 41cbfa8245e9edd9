// Size guard: fails (exit 1) when the core's WebAssembly links code that
// earlier sessions paid kilobytes for and took back out (issue 7, size).
//
//   node scripts/wasm-guard.mjs [FILE.wasm]
//
// FILE defaults to cargo's output, target/wasm32-unknown-unknown/wasm/
// sourcelight.wasm, which scripts/build.sh has just built: it still has its
// "name" section (function names), and the linker has already dropped every
// function no export reaches, so a name in it is code that ships. The
// shipped www/pkg build has no names, hence cargo's file. Reading it takes
// milliseconds: no second build.
//
// What it looks for: core's two-way substring searcher (`StrSearcher`,
// `TwoWaySearcher`). One `str::contains(&str)` linked it in session 15 for
// +4.8 KB gzipped (BENCHMARKS.md, section 6); `find`, `split`, `matches`,
// `replace` or `trim_*_matches` with a `&str` pattern do too. A module without a name section fails as well: a guard that
// cannot see names would pass everything.

import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** What must not be linked, each with what to use instead. */
export const FORBIDDEN = [
  {
    pattern: /StrSearcher|TwoWaySearcher/,
    what: "core's two-way substring searcher (core::str::pattern::StrSearcher, +4.5 KB gzipped)",
    instead:
      'a str method given a &str pattern (contains, find, rfind, split, split_once, ' +
      'matches, replace, trim_*_matches with a &str). Use crate::bytes ' +
      'instead (bytes::contains, bytes::find, bytes::trim_start_of / trim_end_of / trim_*_by, ' +
      'byte-slice comparisons such as s.as_bytes().starts_with(b"..."))',
  },
  {
    pattern: /memchr/,
    what: "core's memchr (core::slice::memchr::memchr_aligned, 278 bytes; -181 B gzipped when the last caller went)",
    instead:
      'str::lines, [u8]::contains and str patterns of one char (split, contains, find with a char) search with it. ' +
      'Use crate::bytes (Chars::find_char, Has::has, split_by) or a byte loop (iter().position)',
  },
];

/** Reads an unsigned LEB128 at `i`: [value, next index]. */
function leb(buf, i) {
  let value = 0;
  let shift = 0;
  for (;;) {
    const b = buf[i++];
    value += (b & 0x7f) * 2 ** shift;
    shift += 7;
    if (b < 0x80) return [value, i];
  }
}

/**
 * The function names of a module's "name" custom section (subsection 1),
 * or null when it has none.
 */
export function functionNames(buf) {
  if (buf.length < 8 || buf[0] !== 0 || buf[1] !== 0x61 || buf[2] !== 0x73 || buf[3] !== 0x6d) {
    throw new Error('not a WebAssembly module');
  }
  const text = new TextDecoder();
  let i = 8;
  while (i < buf.length) {
    const id = buf[i];
    const [size, start] = leb(buf, i + 1);
    const end = start + size;
    if (id === 0) {
      const [len, k] = leb(buf, start);
      if (text.decode(buf.subarray(k, k + len)) === 'name') {
        const names = [];
        let j = k + len;
        while (j < end) {
          const sub = buf[j];
          const [subSize, subStart] = leb(buf, j + 1);
          if (sub === 1) {
            let [count, p] = leb(buf, subStart);
            for (; count > 0; count--) {
              let idx, n;
              [idx, p] = leb(buf, p);
              [n, p] = leb(buf, p);
              names.push(text.decode(buf.subarray(p, p + n)));
              p += n;
            }
          }
          j = subStart + subSize;
        }
        return names;
      }
    }
    i = end;
  }
  return null;
}

/**
 * The problems of one module: [] when it is clean; one line per forbidden
 * function found, or one saying the module has no names to check.
 */
export function check(buf) {
  const names = functionNames(buf);
  if (names === null || names.length === 0) {
    return ['the module has no function names ("name" section): the guard cannot check it; pass cargo\'s output, not the wasm-opt build'];
  }
  const problems = [];
  for (const rule of FORBIDDEN) {
    const hits = names.filter((n) => rule.pattern.test(n));
    if (hits.length) {
      problems.push(
        `links ${rule.what}: ${hits.length} function(s), e.g. ${hits[0]}.\n` +
          `  Cause: ${rule.instead}.\n` +
          '  Find the caller: cargo rustc --lib --profile wasm --target wasm32-unknown-unknown -- --emit=llvm-ir, then grep the .ll for the name.',
      );
    }
  }
  return problems;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const file =
    process.argv[2] ??
    fileURLToPath(new URL('../target/wasm32-unknown-unknown/wasm/sourcelight.wasm', import.meta.url));
  const problems = check(readFileSync(file));
  if (problems.length) {
    for (const p of problems) console.error(`wasm guard: ${file}: ${p}`);
    process.exit(1);
  }
  console.log(`wasm guard: ${file}: no forbidden code linked`);
}
