#ifndef KEYBOARD_BENCH_CJEMALLOC_SHIM_H
#define KEYBOARD_BENCH_CJEMALLOC_SHIM_H
// jemalloc as Debian ships it: unprefixed API (mallctl, not je_mallctl).
#include <jemalloc/jemalloc.h>
#endif
