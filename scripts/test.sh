#!/usr/bin/env bash
# Every test suite, after set-up and build. Runs them all, then fails if any
# failed; the last lines are the runners' own summaries and one overall line.
set -uo pipefail
cd "$(dirname "$0")/.."

bash scripts/setup.sh || { echo "setup failed"; exit 1; }
bash scripts/build.sh || { echo "build failed"; exit 1; }

passed=0 failed=0 report=()
suite() {
  local name=$1; shift
  echo
  echo "== test: $name"
  if "$@"; then passed=$((passed + 1)); report+=("ok      $name")
  else failed=$((failed + 1)); report+=("FAILED  $name"); fi
}

suite "cargo test (core units, articles, properties, CLI, doc example)" cargo test --release
suite "wasm-bindgen-test in Node" cargo test --release --target wasm32-unknown-unknown --test wasm_node
suite "wasm-bindgen-test in headless Chromium" \
  env CHROMEDRIVER=/usr/bin/chromedriver cargo test --release --target wasm32-unknown-unknown --test wasm_browser
if compgen -G "tests/js/*.test.mjs" >/dev/null; then
  suite "node --test (JS API, page, end to end in Chromium)" node --test tests/js/
fi
suite "size budget" node scripts/size-budget.mjs

echo
echo "== test summary"
printf '  %s\n' "${report[@]}"
echo "suites: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
