#if defined(__linux__)
#define _GNU_SOURCE
#endif

#include "CKizunaPlatform.h"

#if defined(__APPLE__)
#include <pthread.h>

int kizuna_is_main_thread(void) { return pthread_main_np() != 0; }

#elif defined(__linux__)
#include <sys/syscall.h>
#include <unistd.h>

int kizuna_is_main_thread(void) { return syscall(SYS_gettid) == getpid(); }

#else
#error "kizuna_is_main_thread: unsupported platform"
#endif
