// The size guard of scripts/wasm-guard.mjs: it must fail on a module that
// links core's two-way substring searcher, and on one it cannot read names
// from, and pass a clean one. The modules are built here, byte by byte: a
// header and a "name" custom section, which is all the guard reads.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { check, functionNames } from '../../scripts/wasm-guard.mjs';

const utf8 = (s) => [...new TextEncoder().encode(s)];
const leb = (n) => {
  const out = [];
  do {
    let b = n & 0x7f;
    n >>>= 7;
    if (n) b |= 0x80;
    out.push(b);
  } while (n);
  return out;
};
const str = (s) => [...leb(utf8(s).length), ...utf8(s)];

/** A module whose name section names functions 0.. as given (none: no name section). */
function module(names) {
  const header = [0x00, 0x61, 0x73, 0x6d, 0x01, 0x00, 0x00, 0x00];
  if (!names) return new Uint8Array(header);
  const entries = names.flatMap((n, i) => [...leb(i), ...str(n)]);
  const sub = [...leb(names.length), ...entries];
  const payload = [...str('name'), 0x01, ...leb(sub.length), ...sub];
  return new Uint8Array([...header, 0x00, ...leb(payload.length), ...payload]);
}

const clean = ['_ZN11sourcelight11attribution4find17h07b6258244361632E', 'dlmalloc'];
const searcher = '_ZN4core3str7pattern14TwoWaySearcher4next17h3e96b135d769787fE';

test('reads the function names of a name section', () => {
  assert.deepEqual(functionNames(module(clean)), clean);
  assert.equal(functionNames(module(null)), null);
});

test('passes a module without the two-way searcher', () => {
  assert.deepEqual(check(module(clean)), []);
});

test('fails a module that links the two-way searcher and says what to use', () => {
  const problems = check(module([...clean, searcher]));
  assert.equal(problems.length, 1);
  assert.match(problems[0], /TwoWaySearcher/);
  assert.match(problems[0], /crate::bytes/);
  assert.equal(check(module(['_ZN4core3str7pattern11StrSearcher3new17h0000000000000000E'])).length, 1);
});

test('fails a module without names: a guard that cannot read names must not pass', () => {
  assert.equal(check(module(null)).length, 1);
  assert.equal(check(module([])).length, 1);
});

test("cargo's current build passes (when built)", (t) => {
  const file = new URL('../../target/wasm32-unknown-unknown/wasm/sourcelight.wasm', import.meta.url);
  if (!existsSync(file)) return t.skip('no cargo wasm build');
  assert.deepEqual(check(readFileSync(file)), []);
});
