#!/usr/bin/env bash
# Builds the core to WebAssembly for the page: cargo (wasm32), wasm-bindgen
# (ES module glue into www/pkg/), then wasm-opt from the npm package
# binaryen, and dist/ (scripts/dist.mjs). Also builds the native CLI. Expects
# scripts/setup.sh to have run.
set -euo pipefail
cd "$(dirname "$0")/.."

echo "== build: native CLI (release)"
cargo build --release --quiet

echo "== build: core to wasm32 (profile wasm: size first)"
cargo build --lib --profile wasm --target wasm32-unknown-unknown --quiet

# Fails the build when the core links code taken out for size before (core's
# two-way substring searcher, +4.5 KB gzipped): reads the function names of
# cargo's output, a few milliseconds.
echo "== build: size guard (scripts/wasm-guard.mjs)"
node scripts/wasm-guard.mjs target/wasm32-unknown-unknown/wasm/sourcelight.wasm

echo "== build: wasm-bindgen glue into www/pkg/"
rm -rf www/pkg
wasm-bindgen --target web --out-dir www/pkg --no-typescript \
  target/wasm32-unknown-unknown/wasm/sourcelight.wasm

# -Os to a fixed point (--converge): 2 KB gzipped smaller than one -Oz pass.
# The module defines its own memory, so it starts zeroed (--zero-filled-memory)
# and Rust places nothing in its first kilobyte (--low-memory-unused: constant
# address offsets fold into loads and stores). The producers and
# target-features sections are read by no browser. BENCHMARKS.md, section 6.
# --one-caller-inline-max-function-size=20: binaryen inlines a function with
# one caller only when it is small (default: any size). Inlining every
# one-caller function merged attribution::find, content::find_spans,
# Registry::build and the rest into one ~114 KB export whose gzip size
# jumped with small changes; kept apart, the module is 5.3 KB larger raw but
# 4.3 KB smaller gzipped (330,838 / 154,715 -> 336,129 / 150,386; 0, 10, 25
# and 50 give 150.5, 150.4, 150.4, 150.7 KB; 200 gives 154.1).
echo "== build: wasm-opt --converge -Os (npm binaryen)"
node_modules/.bin/wasm-opt --converge -Os --one-caller-inline-max-function-size=20 \
  --zero-filled-memory --low-memory-unused \
  --strip-producers --strip-target-features --enable-bulk-memory \
  --enable-nontrapping-float-to-int --enable-sign-ext --enable-mutable-globals \
  --enable-reference-types --enable-multivalue \
  www/pkg/sourcelight_bg.wasm -o www/pkg/sourcelight_bg.wasm.opt
mv www/pkg/sourcelight_bg.wasm.opt www/pkg/sourcelight_bg.wasm

wasm=$(wc -c < www/pkg/sourcelight_bg.wasm)
gz=$(gzip -9c www/pkg/sourcelight_bg.wasm | wc -c)
echo "== build: www/pkg/sourcelight_bg.wasm is $wasm bytes ($gz gzipped)"

echo "== build: dist/ (www/ with its JS and CSS minified, for sites to serve)"
node scripts/dist.mjs
