#!/usr/bin/env bash
# Builds the native CLI the way the WASM is built, to profile what the page
# runs (BENCHMARKS.md, section 12, "Session 24, WASM-like profile"): the
# `wasm` profile (opt-level "s", LTO, one codegen unit), LLVM inline
# threshold 5 (.cargo/config.toml's wasm32 flag), panic=abort, and the
# WASM's `cfg_attr(target_arch = "wasm32", …)` choices (the out-of-line
# accessors, the byte-loop trims and word splitter): a copy of the tree
# with `target_arch = "wasm32"` read as `--cfg wasmlike` (not in src/lib.rs:
# the allocator and the JS bindings stay native; malloc is glibc's, not talc).
# Usage: tools/wasmlike.sh [OUT]  (OUT default /tmp/sourcelight-wasmlike)
set -euo pipefail
cd "$(dirname "$0")/.."
out=${1:-/tmp/sourcelight-wasmlike}
tree=${WASMLIKE_TREE:-/tmp/wasmlike-tree-$USER}
mkdir -p "$tree"
cp Cargo.toml Cargo.lock build.rs "$tree"/
rm -rf "$tree/src" "$tree/benches" && cp -r src benches "$tree"/
grep -rl 'target_arch = "wasm32"' "$tree/src" | grep -v '/src/lib.rs$' |
  xargs sed -i 's/target_arch = "wasm32"/wasmlike/g'
cd "$tree"
RUSTFLAGS='--cfg wasmlike -A unexpected_cfgs -C llvm-args=-inline-threshold=5' \
  CARGO_PROFILE_WASM_PANIC=abort \
  CARGO_PROFILE_WASM_STRIP=none CARGO_PROFILE_WASM_DEBUG=line-tables-only \
  cargo build --profile wasm --bin sourcelight --quiet
cp target/wasm/sourcelight "$out"
echo "wasm-like CLI: $out"
