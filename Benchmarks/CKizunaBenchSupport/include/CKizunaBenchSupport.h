#ifndef CKIZUNA_BENCH_SUPPORT_H
#define CKIZUNA_BENCH_SUPPORT_H
#include <stddef.h>

/// Bytes the C heap has handed out and not taken back (mallinfo2 on glibc), or 0 where unknown.
size_t kizuna_bench_heap_in_use(void);

/// Opens a counter of the instructions this thread executes in user mode (perf_event_open on
/// Linux); returns -1 where that is not available (other systems, no permission, no PMU).
int kizuna_bench_instruction_counter_open(void);

/// The count of a counter opened above, or -1 if it cannot be read.
long long kizuna_bench_instruction_counter_read(int counter);

/// Calls `body(context)` and returns its result: the one door of every timed run, so that
/// `valgrind --tool=callgrind --zero-before=kizuna_bench_measured
/// --dump-after=kizuna_bench_measured` counts the instructions and calls of timed runs only
/// (the performance gate, scripts/perf-gate.sh).
long kizuna_bench_measured(long (*body)(void *context), void *context);

#endif
