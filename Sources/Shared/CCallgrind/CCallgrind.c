#include "CCallgrind.h"

#if __has_include(<valgrind/callgrind.h>)
#include <valgrind/callgrind.h>
#define KB_CG_AVAILABLE 1
#else
#define CALLGRIND_TOGGLE_COLLECT
#define RUNNING_ON_VALGRIND 0
#define KB_CG_AVAILABLE 0
#endif

/// Written by each trampoline, so no two trampolines have the same body (nothing may fold them).
static volatile int kb_cg_slot;

// One trampoline per operation slot: callgrind attributes each operation's calls to its own function.
__attribute__((noinline)) void kb_cg_op_0(kb_cg_body body, void *context) { kb_cg_slot = 0; body(context); }
__attribute__((noinline)) void kb_cg_op_1(kb_cg_body body, void *context) { kb_cg_slot = 1; body(context); }
__attribute__((noinline)) void kb_cg_op_2(kb_cg_body body, void *context) { kb_cg_slot = 2; body(context); }
__attribute__((noinline)) void kb_cg_op_3(kb_cg_body body, void *context) { kb_cg_slot = 3; body(context); }
__attribute__((noinline)) void kb_cg_op_4(kb_cg_body body, void *context) { kb_cg_slot = 4; body(context); }
__attribute__((noinline)) void kb_cg_op_5(kb_cg_body body, void *context) { kb_cg_slot = 5; body(context); }
__attribute__((noinline)) void kb_cg_op_6(kb_cg_body body, void *context) { kb_cg_slot = 6; body(context); }
__attribute__((noinline)) void kb_cg_op_7(kb_cg_body body, void *context) { kb_cg_slot = 7; body(context); }
__attribute__((noinline)) void kb_cg_op_8(kb_cg_body body, void *context) { kb_cg_slot = 8; body(context); }
__attribute__((noinline)) void kb_cg_op_9(kb_cg_body body, void *context) { kb_cg_slot = 9; body(context); }
__attribute__((noinline)) void kb_cg_op_10(kb_cg_body body, void *context) { kb_cg_slot = 10; body(context); }
__attribute__((noinline)) void kb_cg_op_11(kb_cg_body body, void *context) { kb_cg_slot = 11; body(context); }
__attribute__((noinline)) void kb_cg_op_12(kb_cg_body body, void *context) { kb_cg_slot = 12; body(context); }
__attribute__((noinline)) void kb_cg_op_13(kb_cg_body body, void *context) { kb_cg_slot = 13; body(context); }
__attribute__((noinline)) void kb_cg_op_14(kb_cg_body body, void *context) { kb_cg_slot = 14; body(context); }
__attribute__((noinline)) void kb_cg_op_15(kb_cg_body body, void *context) { kb_cg_slot = 15; body(context); }

// Calls `body(context)` through operation `op`'s trampoline. A macro, not a function: the call arc
// callgrind records must go from kb_cg_measure itself to kb_cg_op_<op>.
#define KB_CG_DISPATCH(op, body, context) \
  switch (op) { \
    case 0: kb_cg_op_0(body, context); break; \
    case 1: kb_cg_op_1(body, context); break; \
    case 2: kb_cg_op_2(body, context); break; \
    case 3: kb_cg_op_3(body, context); break; \
    case 4: kb_cg_op_4(body, context); break; \
    case 5: kb_cg_op_5(body, context); break; \
    case 6: kb_cg_op_6(body, context); break; \
    case 7: kb_cg_op_7(body, context); break; \
    case 8: kb_cg_op_8(body, context); break; \
    case 9: kb_cg_op_9(body, context); break; \
    case 10: kb_cg_op_10(body, context); break; \
    case 11: kb_cg_op_11(body, context); break; \
    case 12: kb_cg_op_12(body, context); break; \
    case 13: kb_cg_op_13(body, context); break; \
    case 14: kb_cg_op_14(body, context); break; \
    default: kb_cg_op_15(body, context); break; \
  }

__attribute__((noinline)) void kb_cg_measure(int op, kb_cg_body body, void *context) {
  CALLGRIND_TOGGLE_COLLECT;
  KB_CG_DISPATCH(op, body, context)
  CALLGRIND_TOGGLE_COLLECT;
}

__attribute__((noinline)) void kb_cg_call(int op, kb_cg_body body, void *context) {
  KB_CG_DISPATCH(op, body, context)
}

int kb_cg_available(void) { return KB_CG_AVAILABLE; }

int kb_cg_running_on_valgrind(void) { return RUNNING_ON_VALGRIND ? 1 : 0; }
