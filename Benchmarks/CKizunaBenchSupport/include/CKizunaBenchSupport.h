#ifndef CKIZUNA_BENCH_SUPPORT_H
#define CKIZUNA_BENCH_SUPPORT_H
#include <stddef.h>

/// Bytes the C heap has handed out and not taken back (mallinfo2 on glibc), or 0 where unknown.
size_t kizuna_bench_heap_in_use(void);

#endif
