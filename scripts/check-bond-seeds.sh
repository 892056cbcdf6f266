#!/usr/bin/env bash
# Issue 12: the seeds' Bond v4 code (BondSeeds/: the sign-up and message-composer view models
# and the sectioned table set-up, in Bond v4 spelling) compiles with `import KizunaBond` and
# passes the same behaviour tests as the KizunaExamples versions. Every Bond v4 spelling is a
# deprecated shim, so the build must warn, and only with deprecations that name the Kizuna
# spelling (`renamed to ...` or a message saying what to use).
set -euo pipefail
cd "$(dirname "$0")/.."
LOG="$(mktemp)"
trap 'rm -f "$LOG"' EXIT

# Touched, so that an incremental build compiles them again and prints their warnings.
touch BondSeeds/Sources/BondSeeds/*.swift BondSeeds/Tests/BondSeedsTests/*.swift
swift build --package-path BondSeeds --build-tests >"$LOG" 2>&1 || { cat "$LOG"; exit 1; }
deprecations="$(grep -c ": warning: .* is deprecated" "$LOG" || true)"
others="$(grep ": warning: " "$LOG" | grep -v " is deprecated" | grep -v "^warning: 'swift-" || true)"
if [ -n "$others" ]; then
  echo "$others"
  echo "bond seeds: warnings other than deprecations (above)" >&2
  exit 1
fi
if [ "$deprecations" -eq 0 ]; then
  echo "bond seeds: no deprecation warning: the Bond v4 spellings are not deprecated shims any more" >&2
  exit 1
fi
echo "bond seeds: built with $deprecations deprecation warnings (each names the Kizuna spelling) and no other warning"
swift test --package-path BondSeeds --disable-xctest 2>&1 | tee "$LOG" | grep -E "✘|Test run with" || true
grep -q "Test run with .* passed" "$LOG" || { cat "$LOG"; exit 1; }
