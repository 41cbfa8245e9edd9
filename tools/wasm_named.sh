#!/usr/bin/env bash
# The shipped WASM with function names: cargo's output through wasm-bindgen
# --keep-debug and wasm-opt -g with scripts/build.sh's flags, so the bodies
# are the download's (inlining, merging) and the names are kept. For
# tools/wasm_funcs.py (--gz: gzip cost per function). Run after
# scripts/build.sh (or the cargo wasm32 build).
# Usage: tools/wasm_named.sh [OUT]  (OUT default /tmp/sourcelight-named-$(id -u).wasm)
set -euo pipefail
cd "$(dirname "$0")/.."
out=${1:-/tmp/sourcelight-named-$(id -u).wasm}
dir=$(mktemp -d)
wasm-bindgen --target web --out-dir "$dir" --no-typescript --keep-debug \
  target/wasm32-unknown-unknown/wasm/sourcelight.wasm
flags=$(sed -n '/wasm-opt --converge/,/sourcelight_bg.wasm -o/p' scripts/build.sh |
  tr -d '\\\n' | sed 's/.*wasm-opt//; s/www\/pkg.*//')
# shellcheck disable=SC2086
node_modules/.bin/wasm-opt $flags -g "$dir/sourcelight_bg.wasm" -o "$out"
rm -rf "$dir"
echo "named build: $out ($(wc -c < "$out") bytes with names)"
