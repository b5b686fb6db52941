import CCallgrind

/// Instruction counting for `run --instructions`: each measured call runs inside callgrind's
/// collection window, through the operation's own trampoline (`kb_cg_measure` → `kb_cg_op_<k>`), so
/// callgrind's output holds, per operation, the number of calls and their inclusive instruction count.
/// Outside valgrind the client requests cost a few instructions and count nothing.
///
/// A call crosses the C trampoline as a `CallgrindCall` made once per step and phase, so making a call
/// allocates nothing (a closure made escapable for the trampoline would cost a heap context per call,
/// and read as the subject's heap growth). Warm-up takes the same path with collection left off
/// (`kb_cg_call`), so every one-time cost of the path is paid before the heap baseline.
enum CallgrindProbe {
    /// Whether the worker was built with valgrind's `callgrind.h` (else the requests are no-ops).
    static var available: Bool { kb_cg_available() == 1 }

    /// Whether the process runs under valgrind.
    static var runningOnValgrind: Bool { kb_cg_running_on_valgrind() == 1 }

    /// Runs `call` once as operation `op` (its index in the scenario's operations): inside callgrind's
    /// collection when `collecting` (the measured phase), else through the same trampoline uncounted (warm-up).
    static func call(op: Int, _ call: CallgrindCall, collecting: Bool) throws {
        let context = Unmanaged.passUnretained(call).toOpaque()
        let body: kb_cg_body = { context in
            guard let context else { return }
            // Borrowed, not retained: the caller holds the call for as long as this runs.
            Unmanaged<CallgrindCall>.fromOpaque(context)._withUnsafeGuaranteedRef { call in
                do { try call.invoke() } catch { call.error = error }
            }
        }
        if collecting { kb_cg_measure(Int32(op), body, context) } else { kb_cg_call(Int32(op), body, context) }
        if let error = call.error {
            call.error = nil
            throw error
        }
    }
}
