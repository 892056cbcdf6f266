#include "CKizunaBenchSupport.h"

#if defined(__linux__)
#include <linux/perf_event.h>
#include <string.h>
#include <sys/ioctl.h>
#include <sys/syscall.h>
#include <unistd.h>

int kizuna_bench_instruction_counter_open(void) {
  struct perf_event_attr attributes;
  memset(&attributes, 0, sizeof(attributes));
  attributes.size = sizeof(attributes);
  attributes.type = PERF_TYPE_HARDWARE;
  attributes.config = PERF_COUNT_HW_INSTRUCTIONS;
  attributes.exclude_kernel = 1;
  attributes.exclude_hv = 1;
  long fd = syscall(SYS_perf_event_open, &attributes, 0, -1, -1, 0);
  return (int)fd;
}

long long kizuna_bench_instruction_counter_read(int counter) {
  long long count = 0;
  if (counter < 0 || read(counter, &count, sizeof(count)) != sizeof(count)) return -1;
  return count;
}
#else
int kizuna_bench_instruction_counter_open(void) { return -1; }
long long kizuna_bench_instruction_counter_read(int counter) { (void)counter; return -1; }
#endif
