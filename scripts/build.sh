#!/usr/bin/env bash
# Builds the three packages CI tests, each once, with the flags every script uses
# (scripts/lib/common.sh): the library and its tests (debug), the demo and its tests (debug),
# and the benchmark (release). Fails on any compiler warning in the project's own files.
#
# Why not `-Xswiftc -warnings-as-errors`: it would be one more flag that every later `swift
# build`, `swift test` and `swift run` must repeat, or SwiftPM rebuilds everything (the library
# and the demo's web server) with the other flags. A build from a fresh clone compiles every
# file, and prints every warning, once: this script reads them from the log. On a tree built
# before, only the files compiled again print theirs, so a warning-free result is a proof only
# on a fresh clone (as in CI) or after `rm -rf .build Demo/.build Benchmarks/.build`.
#
#   scripts/build.sh              build, fail on our warnings
#   scripts/build.sh --self-test  shows that a warning in our files fails it and one in a
#                                 dependency's checkout does not
set -euo pipefail
cd "$(dirname "$0")/.."
. scripts/lib/common.sh

# own_warnings LOG: prints the warnings of LOG that are in this repository's own files.
own_warnings() {
  grep -E ": warning: " "$1" | grep -F "$PWD/" | grep -vE "$PWD/([^/]+/)*\.build[^/]*/" |
    sort -u || true
}

if [ "${1:-}" = "--self-test" ]; then
  log="$(mktemp)"
  trap 'rm -f "$log"' EXIT
  {
    echo "$PWD/Sources/Kizuna/Example.swift:3:7: warning: variable 'x' was never used"
    echo "$PWD/.build/checkouts/swift-nio/Sources/NIOCore/A.swift:1:1: warning: deprecated"
    echo "$PWD/Demo/.build/checkouts/hummingbird/Sources/B.swift:1:1: warning: deprecated"
  } >"$log"
  found="$(own_warnings "$log")"
  if [ "$(printf '%s\n' "$found" | grep -c .)" -ne 1 ] ||
    ! printf '%s' "$found" | grep -q "Sources/Kizuna/Example.swift"; then
    echo "build self-test: FAILED; found: $found" >&2
    exit 1
  fi
  echo "build self-test: passed (a warning in Sources/ counts; those in dependencies' checkouts do not)"
  exit 0
fi

status=0
# build NAME FLAGS...: builds one package, printing SwiftPM's progress, and checks its log.
build() {
  local name="$1"; shift
  local log=".build-logs/$name.log"
  mkdir -p .build-logs
  echo "build: $name: swift build $*"
  local started=$SECONDS
  { swift build "$@" 2>&1; echo $? >"$log.status"; } | tee "$log"
  if [ "$(cat "$log.status")" -ne 0 ]; then
    echo "build: $name FAILED (log: $log)" >&2
    exit 1
  fi
  local warnings
  warnings="$(own_warnings "$log")"
  if [ -n "$warnings" ]; then
    echo "$warnings"
    echo "build: $name: built in $((SECONDS - started))s, with" \
      "$(printf '%s\n' "$warnings" | grep -c .) warning(s) in our files (above)" >&2
    status=1
    return
  fi
  echo "build: $name: built in $((SECONDS - started))s, no warnings in our files"
}

build library --build-tests "${library_flags[@]}"
build demo --build-tests "${demo_flags[@]}"
build benchmarks "${benchmark_flags[@]}"
exit "$status"
