#ifndef CKIZUNA_PLATFORM_H
#define CKIZUNA_PLATFORM_H

/// Returns 1 when called on the process's main thread, else 0.
///
/// Kizuna's core imports no Foundation, so it cannot ask `Thread.isMainThread`; this is the
/// portable answer: `pthread_main_np()` on Apple systems, `gettid() == getpid()` on Linux.
int kizuna_is_main_thread(void);

#endif
