#!/usr/bin/env bash
# Every Swift test of the library and of the demo, built with Thread Sanitizer (a configuration
# of its own, in .build-tsan, which the two packages share: the demo finds the library's
# modules built there; scripts/lib/common.sh says how), so that a data race fails the run.
#
# The demo's run reads scripts/tsan-suppressions.txt: two reports inside HummingbirdCore and
# NIOWebSocket (no frame of ours; the file says why). Only `race_top:` lines naming a file of a
# third-party checkout may be there, so a race whose access is in our code is always reported;
# the suppressions matched are printed at the end of the run. The library's run uses none.
#
#   scripts/tsan-tests.sh                   both packages
#   scripts/tsan-tests.sh --library         the library only
#   KIZUNA_TSAN_FILTER=Broadcaster scripts/tsan-tests.sh   only the tests the filter names
set -euo pipefail
cd "$(dirname "$0")/.."
. scripts/lib/common.sh
# SwiftPM's order of the traits' -D flags, the same in both packages (scripts/lib/common.sh);
# the tests run with it too, and a data race does not depend on the hash seed.
export SWIFT_DETERMINISTIC_HASHING=1

only_library=0
case "${1:-}" in
  "") ;;
  --library) only_library=1 ;;
  *) echo "usage: $0 [--library]" >&2; exit 2 ;;
esac
filter=()
[ -n "${KIZUNA_TSAN_FILTER:-}" ] && filter=(--filter "$KIZUNA_TSAN_FILTER")

# Property suites of single-threaded code (diffs, plans, derived arrays on the main actor): under
# Thread Sanitizer they run, but with 50 random cases instead of their thousands; their full
# counts run in scripts/test.sh and scripts/property-tests.sh, where races cannot be, and every
# access here is many times dearer. Suites with other threads (table routes with a background
# producer, the broadcaster's concurrent churn, the concurrency suites) keep their full counts.
single_threaded="ItemChangePlanTests|ChangesetPropertyTests|SequentialRowStepTests"
single_threaded+="|SingleStepDiffTests|LongestIncreasingSubsequenceTests|FlatDiffBuilderTests"
single_threaded+="|HashedDiffTests|ChangeSetTests|ArrayOperatorTests|DerivedArrayPropertyTests"
# A single-threaded property whose every case is long (400 steps of subscribes, disposals and
# sends to up to hundreds of observers, all on one thread): under Thread Sanitizer it runs 4 of
# its cases (it was the longest test of the library's run there); its own count runs in
# scripts/test.sh.
single_threaded_long="randomChurnKeepsOrderAndDeliversExactlyOnce"

echo "tsan-tests: the library"
if [ ${#filter[@]} -gt 0 ]; then
  swift test "${tsan_flags[@]}" --disable-xctest "${filter[@]}"
else
  swift test "${tsan_flags[@]}" --disable-xctest --skip "$single_threaded|$single_threaded_long"
  # with_cases COUNT FILTER: runs the tests FILTER names, COUNT random cases each.
  with_cases() {
    KIZUNA_PROPERTY_ITERATIONS="$1" swift test "${tsan_flags[@]}" --skip-build --disable-xctest \
      --filter "$2"
  }
  echo "tsan-tests: the library's single-threaded property suites, 50 cases each"
  with_cases 50 "$single_threaded"
  echo "tsan-tests: the library's long single-threaded property, 4 cases"
  with_cases 4 "$single_threaded_long"
fi
[ "$only_library" -eq 1 ] && exit 0

if grep -vE '^(#.*)?$' scripts/tsan-suppressions.txt | grep -vE '^race_top:checkouts/[^ ]+$'; then
  echo "scripts/tsan-suppressions.txt: only race_top:checkouts/... lines are allowed (above)" >&2
  exit 1
fi
echo "tsan-tests: the demo (with scripts/tsan-suppressions.txt)"
TSAN_OPTIONS="suppressions=$PWD/scripts/tsan-suppressions.txt:print_suppressions=1${TSAN_OPTIONS:+:$TSAN_OPTIONS}" \
  swift test "${demo_tsan_flags[@]}" --disable-xctest "${filter[@]}"
