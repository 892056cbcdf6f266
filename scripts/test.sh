#!/usr/bin/env bash
# Runs every test: the library package (with the OpenCombine trait, so that KizunaMachine and
# the sample view models build on Linux) and the demo package (the web screens). Ends with one
# summary line. Extra arguments go to both `swift test` runs (for example `--filter Table`).
set -uo pipefail
cd "$(dirname "$0")/.."

traits=()
[ "$(uname)" = "Linux" ] && traits=(--traits OpenCombine)

run() {
  local name="$1"; shift
  local log
  log="$(mktemp)"
  # XCTest is off: every test is a Swift Testing test, and XCTest would only print
  # "Executed 0 tests" twice.
  swift test --disable-xctest "$@" 2>&1 | tee "$log"
  local status="${PIPESTATUS[0]}"
  local count
  count="$(grep -oE 'Test run with [0-9]+ tests?' "$log" | tail -n 1 | grep -oE '[0-9]+' || true)"
  rm -f "$log"
  results+=("$name ${count:-?}")
  total=$((total + ${count:-0}))
  [ "$status" -eq 0 ] || failed=1
}

results=()
failed=0
total=0
run "library" "${traits[@]}" "$@"
run "demo" --package-path Demo "$@"

summary="$(IFS=,; echo "${results[*]}" | sed 's/,/, /g')"
echo
if [ "$failed" -eq 0 ]; then
  echo "Kizuna: all $total tests passed ($summary) in ${SECONDS}s."
else
  echo "Kizuna: tests FAILED ($summary); see the failures above."
  exit 1
fi
