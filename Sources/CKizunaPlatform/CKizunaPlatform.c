#if defined(__linux__)
#define _GNU_SOURCE
#endif

#include "CKizunaPlatform.h"

#include <string.h>
#include <unistd.h>

static _Thread_local const void *binding_parent = NULL;
static _Thread_local int binding_parent_is_delivering = 0;

const void *kizuna_binding_parent(void) { return binding_parent; }

int kizuna_binding_parent_is_delivering(void) { return binding_parent_is_delivering; }

void kizuna_set_binding_parent(const void *record, int is_delivering) {
  binding_parent = record;
  binding_parent_is_delivering = is_delivering;
}

void kizuna_write_stderr(const char *text) {
  size_t left = strlen(text);
  while (left > 0) {
    ssize_t written = write(2, text, left);
    if (written <= 0) return;
    text += written;
    left -= (size_t)written;
  }
}

#if defined(__APPLE__)
#include <pthread.h>

int kizuna_is_main_thread(void) { return pthread_main_np() != 0; }

#elif defined(__linux__)
#include <dlfcn.h>
#include <pthread.h>
#include <stddef.h>
#include <sys/syscall.h>
#include <unistd.h>

// On Linux the main actor runs on the main dispatch queue. A process that called
// dispatch_main() (a test runner, a server) drains that queue on a worker thread, so the
// thread check alone says "not main" on the main actor. The main queue is recognized by its
// label: dispatch_queue_get_label(NULL) names the queue the caller runs on. libdispatch is
// looked up at run time (the Swift runtime has loaded it), so the core does not link it.
typedef const char *(*kizuna_label_fn)(const void *queue);
static kizuna_label_fn kizuna_queue_label;
static const char *kizuna_main_queue_label;
static pthread_once_t kizuna_dispatch_once = PTHREAD_ONCE_INIT;

static void kizuna_resolve_dispatch(void) {
  kizuna_label_fn label = (kizuna_label_fn)dlsym(RTLD_DEFAULT, "dispatch_queue_get_label");
  const void *main_queue = dlsym(RTLD_DEFAULT, "_dispatch_main_q");
  if (label != NULL && main_queue != NULL) {
    kizuna_main_queue_label = label(main_queue);
    kizuna_queue_label = label;
  }
}

int kizuna_is_main_thread(void) {
  if (syscall(SYS_gettid) == getpid()) return 1;
  pthread_once(&kizuna_dispatch_once, kizuna_resolve_dispatch);
  if (kizuna_queue_label == NULL || kizuna_main_queue_label == NULL) return 0;
  return kizuna_queue_label(NULL) == kizuna_main_queue_label;
}

#else
#error "kizuna_is_main_thread: unsupported platform"
#endif
