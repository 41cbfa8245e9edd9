#!/usr/bin/env bash
# Installs what building and testing sourcelight needs, and only what is
# missing: safe to run again and again. Called by `npm start` and `npm test`.
#
#   scripts/setup.sh               everything, Chromium included (for tests)
#   scripts/setup.sh --no-browser  everything but Chromium (enough to serve)
set -euo pipefail
cd "$(dirname "$0")/.."

want_browser=1
[ "${1:-}" = "--no-browser" ] && want_browser=0

say() { echo "== setup: $*"; }

as_root() {
  if [ "$(id -u)" = 0 ]; then "$@"
  elif command -v sudo >/dev/null; then sudo "$@"
  else echo "setup: '$*' needs root; run it as root and try again" >&2; return 1
  fi
}

# 1. Rust's wasm32 target: rustup, else the std archive in ../shared/toolchain.
sysroot=$(rustc --print sysroot)
if [ ! -d "$sysroot/lib/rustlib/wasm32-unknown-unknown/lib" ]; then
  say "adding the wasm32-unknown-unknown target"
  if ! rustup target add wasm32-unknown-unknown; then
    archive=../shared/toolchain/rust-std-$(rustc --version | cut -d' ' -f2)-wasm32.tar.xz
    if [ -f "$archive" ]; then
      say "rustup failed; unpacking $archive"
      tar -C "$sysroot/lib/rustlib" -xJf "$archive"
    else
      echo "setup: cannot add the wasm32 target: rustup failed and $archive is not there" >&2
      exit 1
    fi
  fi
fi

# 2. wasm-bindgen-cli of exactly the version Cargo.toml pins.
wb=$(sed -n 's/^wasm-bindgen = "=\([0-9.]*\)".*/\1/p' Cargo.toml)
have=$(wasm-bindgen --version 2>/dev/null | cut -d' ' -f2 || true)
if [ "$have" != "$wb" ] || ! command -v wasm-bindgen-test-runner >/dev/null; then
  say "installing wasm-bindgen-cli $wb (about 3 minutes)"
  cargo install wasm-bindgen-cli --version "$wb" --locked --force \
    || cargo install wasm-bindgen-cli --version "$wb" --force
fi

# 3. npm packages (binaryen's wasm-opt, playwright-core), as locked.
if [ ! -f node_modules/.package-lock.json ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  say "installing npm packages"
  npm ci --no-audit --no-fund
fi

# 4. Debian's Chromium and ChromeDriver, for the browser tests.
if [ "$want_browser" = 1 ] && { [ ! -x /usr/bin/chromium ] || [ ! -x /usr/bin/chromedriver ]; }; then
  say "installing chromium and chromium-driver (apt)"
  as_root apt-get update -qq
  as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium chromium-driver >/dev/null
fi
say "ready"
