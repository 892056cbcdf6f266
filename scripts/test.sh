#!/usr/bin/env bash
# Runs every test: the library package (with the OpenCombine trait on Linux, so that
# KizunaMachine and the sample view models build) and the demo package (the web screens), with
# the flags of scripts/lib/common.sh, the build CI and every other script share. Says what it
# is doing as it goes, lists each failing test, and ends with one summary line.
#
#   scripts/test.sh                   the library's tests, then the demo's
#   scripts/test.sh --library         the library's tests only (the quick loop)
#   scripts/test.sh --verbose         also print every passing test
#   scripts/test.sh -- --filter Table extra arguments for both `swift test` runs
set -uo pipefail
cd "$(dirname "$0")/.."
. scripts/lib/common.sh

packages=(library demo)
verbose=0
extra=()
while [ $# -gt 0 ]; do
  case "$1" in
    --library) packages=(library); shift ;;
    --verbose) verbose=1; shift ;;
    --) shift; extra=("$@"); break ;;
    # Anything else goes to `swift test`, as before the flags above existed.
    *) extra+=("$1"); shift ;;
  esac
done

# progress NAME LOG: the build's "[n/m]" steps and each test result, condensed to one line per
# phase and one per failure, unless --verbose asks for every line.
progress() {
  local name="$1"
  awk -v name="$name" -v verbose="$verbose" -v root="$PWD/" '
    verbose == 1 { print; fflush(); next }
    /^\[[0-9]+\/[0-9]+\] (Compiling|Emitting|Linking)/ {
      if (!building) { printf "test.sh: %s: building\n", name; fflush(); building = 1 }
      next
    }
    # Diagnostics in our own files (not in dependencies checkouts).
    /(error|warning): / && index($0, root) && !index($0, "/.build") { print; fflush(); next }
    /^error: / { print; fflush(); next }
    /^◇ Test run started/ { printf "test.sh: %s: running tests\n", name; fflush(); next }
    /^(✔|✘|━) Test run with/ { print; fflush(); next }
    # A failure, and the detail lines that follow it.
    /^✘/ { print; fflush(); detail = 1; next }
    /^↳/ && detail { print; fflush(); next }
    { detail = 0 }
    /Fatal error:|Precondition failed|Assertion failed|exited with signal|Segmentation fault|Illegal instruction/ {
      print; fflush(); next
    }
    /^✔ Test / {
      passed++
      if (passed % 200 == 0) { printf "test.sh: %s: %d tests passed so far\n", name, passed; fflush() }
    }
  '
}

run() {
  local name="$1"; shift
  local log
  log="$(mktemp)"
  echo "test.sh: $name: swift test $*"
  local started=$SECONDS
  # XCTest is off: every test is a Swift Testing test, and XCTest would only print
  # "Executed 0 tests" twice.
  swift test --disable-xctest "$@" 2>&1 | tee "$log" | progress "$name"
  local status="${PIPESTATUS[0]}"
  local count
  count="$(grep -oE 'Test run with [0-9]+ tests?' "$log" | tail -n 1 | grep -oE '[0-9]+' || true)"
  if [ "$status" -ne 0 ] && [ "$verbose" -eq 0 ]; then
    # What the condensed output may have left out of a crash or a build failure.
    echo "test.sh: $name: the last lines of swift test's output:"
    tail -n 40 "$log"
  fi
  rm -f "$log"
  echo "test.sh: $name: ${count:-?} tests, exit $status, $((SECONDS - started))s"
  results+=("$name ${count:-?}")
  total=$((total + ${count:-0}))
  [ "$status" -eq 0 ] || failed=1
}

results=()
failed=0
total=0
for package in "${packages[@]}"; do
  case "$package" in
    library) run library "${library_flags[@]}" "${extra[@]}" ;;
    demo) run demo "${demo_flags[@]}" "${extra[@]}" ;;
  esac
done

summary="$(IFS=,; echo "${results[*]}" | sed 's/,/, /g')"
echo
if [ "$failed" -eq 0 ]; then
  echo "Kizuna: all $total tests passed ($summary) in ${SECONDS}s."
else
  echo "Kizuna: tests FAILED ($summary); see the failures above."
  exit 1
fi
