#!/usr/bin/env bash
# The seeds' Bond v4 code that needs no UIKit (BondSeeds/Sources/BondSeeds: the
# practical-samples article's SignUpVM and TextInputTableCellVM, the mini Bond article's Story,
# each as printed, with only the changes Swift forces) builds with `import KizunaBond` in Swift 5
# language mode, as a 2016 app's code builds today, and passes tests comparing it with
# KizunaExamples (Swift 6).
#
# Warnings: KizunaBond's API is not deprecated, so a deprecation is a failure. The only
# warnings accepted are those Swift 5 mode gives for concurrency, which the articles' code
# predates and which Swift 6 mode makes errors in the app's own code, not in Kizuna:
#   - "... Sendable ..." (a non-Sendable value crossing an isolation boundary),
#   - "... actor-isolated ..." / "main actor" (a main-actor member used from a nonisolated
#     closure, as `DispatchQueue.main.asyncAfter` blocks do),
#   - "... concurrently-executing code ..." (a captured variable mutated in a @Sendable closure).
# Any other warning fails the check; the count of each kind is printed. The package also builds
# RicemillSeeds (Ricemill-shaped view models, `import KizunaRicemill`, Swift 5 mode) and runs
# its tests.
set -euo pipefail
cd "$(dirname "$0")/.."
LOG="$(mktemp)"
trap 'rm -f "$LOG"' EXIT

# Touched, so that an incremental build compiles them again and prints their warnings.
touch BondSeeds/Sources/*/*.swift BondSeeds/Tests/*/*.swift
swift build --package-path BondSeeds --build-tests >"$LOG" 2>&1 || { cat "$LOG"; exit 1; }
accepted='Sendable|actor-isolated|main actor|concurrently-executing code'
warnings="$(grep ": warning: " "$LOG" | grep -v "^warning: 'swift-" | sort -u || true)"
others="$(printf '%s\n' "$warnings" | grep -v -E "$accepted" | grep . || true)"
count="$(printf '%s\n' "$warnings" | grep -c . || true)"
if [ -n "$others" ]; then
  echo "$others"
  echo "bond seeds: warnings other than Swift 5 mode's concurrency warnings (above)" >&2
  exit 1
fi
echo "bond seeds: built in Swift 5 language mode with no errors and $count warnings (concurrency only)"
[ "$count" -eq 0 ] || printf '%s\n' "$warnings" | sed 's/^/  /'
swift test --package-path BondSeeds --disable-xctest 2>&1 | tee "$LOG" | grep -E "✘|Test run with" || true
grep -q "Test run with .* passed" "$LOG" || { cat "$LOG"; exit 1; }
