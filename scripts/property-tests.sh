#!/usr/bin/env bash
# The long property tests: the random-case suites below, at more cases than `scripts/test.sh`
# runs, from a base seed drawn afresh for each run (printed first), so that the cases of
# successive runs add up instead of repeating. A failure names the seed of its case; the line
# printed at the start replays the whole run, and `--seed <case seed> --iterations 1` the case.
# A seed that found a bug goes into PropertyRegressions (Tests/KizunaTests/Collections/
# PropertyTesting.swift), which every property test runs first, every time.
#
#   scripts/property-tests.sh                         a fresh seed, the default number of cases
#   scripts/property-tests.sh --seed N                replays a run (or, with --iterations 1, a case)
#   scripts/property-tests.sh --iterations N          cases per property
#   scripts/property-tests.sh --skip-build            use the tests scripts/test.sh built (CI)
#   scripts/property-tests.sh --list                  prints the suites, one per line
set -euo pipefail
cd "$(dirname "$0")/.."
. scripts/lib/common.sh

# The suites that read KIZUNA_PROPERTY_ITERATIONS and KIZUNA_PROPERTY_SEED. A suite's doc comment
# that names this script must be in this list (scripts/check-comments.py checks it).
SUITES=(
  ChangesetPropertyTests
  TableRoutePropertyTests
  DerivedArrayPropertyTests
  SequentialRowStepTests
  ChangeSetTests
  ArrayOperatorTests
  ItemChangePlanTests
)
# Cases per property: about three times what scripts/test.sh runs by default, under a minute on
# two cores. Coverage grows with the runs, not with one run's length.
iterations=4000
seed=""
build=()

while [ $# -gt 0 ]; do
  case "$1" in
    --seed) seed="$2"; shift 2 ;;
    --iterations) iterations="$2"; shift 2 ;;
    --skip-build) build=(--skip-build); shift ;;
    --list) printf '%s\n' "${SUITES[@]}"; exit 0 ;;
    *) echo "usage: $0 [--seed N] [--iterations N] [--skip-build] [--list]" >&2; exit 2 ;;
  esac
done
if [ -z "$seed" ]; then
  # 63 random bits: a base seed that no earlier run is likely to have used.
  seed=$(($(od -An -N8 -tu8 /dev/urandom | tr -d ' ') & 0x7FFFFFFFFFFFFFFF))
fi
case "$seed" in '' | *[!0-9]*) echo "--seed takes a decimal number" >&2; exit 2 ;; esac

filter="$(IFS='|'; echo "${SUITES[*]}")"
echo "property tests: base seed $seed, $iterations cases per property"
echo "property tests: replay with: scripts/property-tests.sh --seed $seed --iterations $iterations"
KIZUNA_PROPERTY_SEED="$seed" KIZUNA_PROPERTY_ITERATIONS="$iterations" \
  swift test "${build[@]}" "${library_flags[@]}" --disable-xctest --filter "$filter"
