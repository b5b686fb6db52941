#ifndef KEYBOARD_BENCH_CJEMALLOC_SHIM_H
#define KEYBOARD_BENCH_CJEMALLOC_SHIM_H
// jemalloc as Debian ships it: unprefixed API (mallctl, not je_mallctl).
#include <jemalloc/jemalloc.h>

/// The `mallocx` flags that place an allocation in arena `arena`, bypassing the thread cache
/// (`MALLOCX_ARENA` and `MALLOCX_TCACHE_NONE` are C macros Swift cannot import).
static inline int kb_mallocx_arena_flags(unsigned arena) {
    return MALLOCX_ARENA(arena) | MALLOCX_TCACHE_NONE;
}
#endif
