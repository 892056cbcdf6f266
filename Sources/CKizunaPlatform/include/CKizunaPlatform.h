#ifndef CKIZUNA_PLATFORM_H
#define CKIZUNA_PLATFORM_H

/// Returns 1 when called on the process's main thread, else 0.
///
/// Kizuna's core imports no Foundation, so it cannot ask `Thread.isMainThread`; this is the
/// portable answer: `pthread_main_np()` on Apple systems, `gettid() == getpid()` on Linux.
int kizuna_is_main_thread(void);

/// Writes `text` (a NUL-terminated UTF-8 string) to standard error, unbuffered.
///
/// The core has no Foundation `FileHandle` and no `print(to:)` target for standard error; a
/// runtime warning must not mix into standard output.
void kizuna_write_stderr(const char *_Nonnull text);

/// The binding record whose entry point (or whose delivery of an event) runs on this thread,
/// as an unretained pointer, or NULL: the binding inspector's notion of "the binding being
/// made", which is synchronous by nature, so a thread-local (a few instructions) rather than a
/// task-local (an allocation per change).
const void *_Nullable kizuna_binding_parent(void);

/// Whether the binding of `kizuna_binding_parent` is delivering an event on this thread (1) or
/// being made (0).
int kizuna_binding_parent_is_delivering(void);

/// Sets what `kizuna_binding_parent` and `kizuna_binding_parent_is_delivering` return on this
/// thread.
void kizuna_set_binding_parent(const void *_Nullable record, int is_delivering);

#endif
