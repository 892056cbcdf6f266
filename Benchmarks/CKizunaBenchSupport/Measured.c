#include "CKizunaBenchSupport.h"

// Not inlined into Swift (it is C in another module), so callgrind can toggle on it.
long kizuna_bench_measured(long (*body)(void *context), void *context) { return body(context); }
