#!/usr/bin/env bash
# The performance gate: runs W1-W10 of kizuna-bench (Kizuna only, reduced scale)
# under callgrind, which counts instructions whatever the machine's load, and compares the
# instructions per operation with Benchmarks/Thresholds/instructions.txt. More than 3% worse
# fails, naming the workload. Each line also says how many Swift heap allocations an operation
# makes (calls to swift_slowAlloc in the same timed runs; reported, not gated). Updating a
# threshold is a deliberate commit: run
# `scripts/perf-gate.sh --update` and commit the file with the reason.
#
#   scripts/perf-gate.sh             check (CI)
#   scripts/perf-gate.sh --update    write the current counts as thresholds
#   scripts/perf-gate.sh --self-test show that an injected slowdown fails the gate (one
#                                    workload: the check above runs them all)
#   scripts/perf-gate.sh --recording-cost   instructions/op with the binding inspector off and
#                                           on (LiveBindings.isRecording), not a gate
set -euo pipefail
cd "$(dirname "$0")/.."
. scripts/lib/common.sh

THRESHOLDS=Benchmarks/Thresholds/instructions.txt
# W9A-W9F and W10 keep their 10k and 100k items at any scale: only their operations
# scale down.
WORKLOADS=(W1 W2 W3 W4 W5 W6 W7 W8A W8B W8C W8D W8E W9A W9B W9C W9D W9E W9F
  W10A W10C W10E W10F W10G W10I W10K W10M)
# W10 runs every chain at 10k items, and at 100k only filter+sorted (W10F): the chains are flat
# from 10k to 100k (docs/benchmarks.md), an O(n) path shows at 10k as clearly, and a 100k
# set-up takes 15 s under callgrind. W10B, W10D, W10H, W10J, W10L and W10N stay in the
# benchmark's table.
SCALE=0.01
TOLERANCE=3 # percent
mode="${1:-check}"

scripts/install-tools.sh valgrind >/dev/null

WORK="$(mktemp -d)"
trap 'rm -rf "$WORK"' EXIT
# swift build prints its diagnostics on standard output: keep them, and show them on failure.
# The flags of every script (scripts/lib/common.sh), so that CI's build step is reused.
if ! swift build "${benchmark_flags[@]}" --product kizuna-bench >"$WORK/build.log" 2>&1; then
  cat "$WORK/build.log"
  echo "perf gate: the release build of kizuna-bench failed" >&2
  exit 2
fi
# Valgrind's debug-info reader rejects the DWARF of Swift 6.3 binaries; a copy without debug
# info keeps the symbols callgrind needs.
objcopy --strip-debug "$(swift build "${benchmark_flags[@]}" --show-bin-path)/kizuna-bench" "$WORK/kizuna-bench"
BENCH="$WORK/kizuna-bench"

# count WORKLOAD [EXTRA-ARGS...]: instructions per operation inside the timed runs.
#
# Callgrind zeroes its counts on entering kizuna_bench_measured and writes them out on leaving
# it, one file per timed run ("$out.1", "$out.2", ...), each holding only that run. Both numbers
# come from those files: the instructions (each file's "summary:" line) and the heap allocations.
# (With --toggle-collect instead, the instructions are the same, but callgrind counts calls,
# allocations among them, for the whole process: set-up and warm-up included.)
count() {
  local workload="$1"; shift
  local out="$WORK/callgrind.$workload"
  local operations
  operations="$(SWIFT_DETERMINISTIC_HASHING=1 valgrind --tool=callgrind \
    --zero-before=kizuna_bench_measured --dump-after=kizuna_bench_measured \
    --callgrind-out-file="$out" \
    "$BENCH" --runs 1 --scale "$SCALE" --only "$workload" --library kizuna \
    --report-operations "$@" 2>/dev/null |
    awk '/^gate: operations/ { total += $3 } END { print total + 0 }')"
  local runs=("$out".[0-9]*)
  local instructions="" allocations=0 run
  if [ -e "${runs[0]}" ]; then
    instructions="$(awk '/^summary:/ { total += $2 } END { print total + 0 }' "${runs[@]}")"
    for run in "${runs[@]}"; do
      allocations=$((allocations + $(scripts/lib/callgrind-allocations.py "$run")))
    done
  fi
  if [ "${operations:-0}" -eq 0 ] || [ -z "$instructions" ]; then
    echo "perf gate: $workload measured nothing (operations ${operations:-0})" >&2
    exit 2
  fi
  # Heap allocations per operation, from the same runs (printed beside the count, not gated).
  awk -v a="$allocations" -v o="$operations" 'BEGIN { printf "%.1f\n", a / o }' \
    >"$WORK/allocations.$workload"
  awk -v i="$instructions" -v o="$operations" 'BEGIN { printf "%.1f\n", i / o }'
}

# count_all [EXTRA-ARGS...]: counts every workload into "$WORK/count.<workload>", as many at
# once as the machine has cores (callgrind runs one thread; an instruction count does not
# depend on what else runs). Stops the script if one measured nothing.
count_all() {
  local running=0 workload
  for workload in "${WORKLOADS[@]}"; do
    (count "$workload" "$@" >"$WORK/count.$workload" 2>"$WORK/count.$workload.err") &
    running=$((running + 1))
    if [ "$running" -ge "$(nproc)" ]; then
      wait -n || true
      running=$((running - 1))
    fi
  done
  wait || true
  for workload in "${WORKLOADS[@]}"; do
    if [ ! -s "$WORK/count.$workload" ]; then
      cat "$WORK/count.$workload.err" >&2
      echo "perf gate: $workload could not be counted" >&2
      exit 2
    fi
  done
}

# check [EXTRA-ARGS...]: compares every workload; returns 1 if one is over its threshold.
check() {
  local failed=0
  count_all "$@"
  for workload in "${WORKLOADS[@]}"; do
    local threshold
    threshold="$(awk -v w="$workload" '$1 == w { print $2 }' "$THRESHOLDS")"
    if [ -z "$threshold" ]; then
      echo "perf gate: no threshold for $workload in $THRESHOLDS" >&2
      return 2
    fi
    local current
    current="$(cat "$WORK/count.$workload")"
    local verdict
    verdict="$(awk -v c="$current" -v t="$threshold" -v tol="$TOLERANCE" 'BEGIN {
      change = (c - t) / t * 100
      if (change > tol) printf "FAIL %+.1f%%", change
      else if (change < -tol) printf "better %+.1f%% (lower the threshold in a deliberate commit)", change
      else printf "ok %+.1f%%", change }')"
    printf 'perf gate: %-3s %10s instructions/op (threshold %s): %s; %s allocations/op\n' \
      "$workload" "$current" "$threshold" "$verdict" "$(cat "$WORK/allocations.$workload")"
    case "$verdict" in
      FAIL*)
        echo "perf gate: $workload is more than $TOLERANCE% worse than its threshold" >&2
        failed=1 ;;
    esac
  done
  return "$failed"
}

case "$mode" in
  check)
    check
    echo "perf gate: passed" ;;
  --update)
    {
      echo "# Instructions per operation of kizuna-bench (Kizuna only, --scale $SCALE, callgrind),"
      echo "# written by scripts/perf-gate.sh --update. The gate fails when a workload costs more"
      echo "# than $TOLERANCE% above its line. Change this file only in a deliberate commit."
      count_all
      for workload in "${WORKLOADS[@]}"; do echo "$workload $(cat "$WORK/count.$workload")"; done
    } >"$THRESHOLDS.new"
    mv "$THRESHOLDS.new" "$THRESHOLDS"
    cat "$THRESHOLDS" ;;
  --self-test)
    # A deliberate slowdown (extra loop turns in every measured operation) must fail the gate.
    # One workload shows it: the slowdown and the comparison are the same code for every
    # workload, and the check itself runs them all.
    WORKLOADS=(W2)
    if check --slow-down 2 >"$WORK/self-test.log" 2>&1; then
      cat "$WORK/self-test.log"
      echo "perf gate self-test: FAILED (an injected slowdown passed the gate)" >&2
      exit 1
    fi
    grep 'FAIL' "$WORK/self-test.log" | head -n 3
    echo "perf gate self-test: passed (the injected slowdown failed the gate)" ;;
  --recording-cost)
    # The default release build has no recording code; a build with Kizuna's BindingInspector
    # trait has it, off (LiveBindings.isRecording false) or on (--record-bindings).
    inspector=(--package-path Benchmarks -c release --scratch-path Benchmarks/.build-inspector
      --traits BindingInspector)
    if ! swift build "${inspector[@]}" --product kizuna-bench >"$WORK/build-inspector.log" 2>&1; then
      cat "$WORK/build-inspector.log"
      echo "perf gate: the release build of kizuna-bench with BindingInspector failed" >&2
      exit 2
    fi
    objcopy --strip-debug "$(swift build "${inspector[@]}" --show-bin-path)/kizuna-bench" \
      "$WORK/kizuna-bench-inspector"
    printf '%-4s %12s %12s %12s %9s %9s\n' workload default trait-off trait-on off-vs-def on-vs-def
    for workload in "${WORKLOADS[@]}"; do
      BENCH="$WORK/kizuna-bench"
      default="$(count "$workload")"
      BENCH="$WORK/kizuna-bench-inspector"
      off="$(count "$workload")"
      on="$(count "$workload" --record-bindings)"
      awk -v w="$workload" -v d="$default" -v off="$off" -v on="$on" 'BEGIN {
        printf "%-4s %12s %12s %12s %+8.1f%% %+8.1f%%\n", w, d, off, on,
          (off - d) / d * 100, (on - d) / d * 100 }'
    done ;;
  *)
    echo "usage: scripts/perf-gate.sh [--update | --self-test | --recording-cost]" >&2
    exit 2 ;;
esac
