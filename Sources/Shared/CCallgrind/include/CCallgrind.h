#ifndef KEYBOARD_BENCH_CCALLGRIND_H
#define KEYBOARD_BENCH_CCALLGRIND_H
/// Instruction counting through valgrind's callgrind client requests. Outside valgrind every
/// request is a no-op of a few instructions. Built without valgrind's headers, `kb_cg_available()` is 0.

/// A measured call: `body(context)`.
typedef void (*kb_cg_body)(void *context);

/// The number of operation slots (`kb_cg_op_0` … `kb_cg_op_15`).
#define KB_CG_OPERATIONS 16

/// Turns callgrind's collection on, calls `body(context)` through the trampoline `kb_cg_op_<op>` (so
/// callgrind's call arc `kb_cg_measure → kb_cg_op_<op>` carries the call count and the inclusive cost
/// of that operation's calls), and turns collection off again. `op` beyond the slots uses the last.
void kb_cg_measure(int op, kb_cg_body body, void *context);

/// The same call through the same trampoline with collection left as it is (off): warm-up takes the
/// measured phase's path without being counted.
void kb_cg_call(int op, kb_cg_body body, void *context);

/// 1 when the worker was built with valgrind's `callgrind.h` (the client requests are real), else 0.
int kb_cg_available(void);

/// 1 when running under valgrind.
int kb_cg_running_on_valgrind(void);
#endif
