#!/usr/bin/env bash
# The wasm32 linker (.cargo/config.toml): rust-lld, without js-sys's raw
# export `__wbg_jspi_task_poll` (JSPI futures, unused here). The wasm-bindgen
# CLI deletes that export, but the waker vtable its poll reached stayed in
# the data and the function table, and with it RefCell's panic and core's
# string padding: about 0.4 KB gzipped of code that never runs.
set -euo pipefail
args=()
while (($#)); do
  if [[ $1 == --export && ${2-} == __wbg_jspi_task_poll ]]; then
    shift 2
    continue
  fi
  [[ $1 == --export=__wbg_jspi_task_poll ]] || args+=("$1")
  shift
done
# rust-lld ships with the host's toolchain, under the host's triple.
rustc=${RUSTC:-rustc}
host=$("$rustc" -vV | sed -n 's/^host: //p')
exec "$("$rustc" --print sysroot)/lib/rustlib/$host/bin/rust-lld" "${args[@]}"
