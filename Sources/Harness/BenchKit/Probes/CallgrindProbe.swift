import CCallgrind

/// Instruction counting for `run --instructions`: each measured call runs inside callgrind's
/// collection window, through the operation's own trampoline (`kb_cg_measure` → `kb_cg_op_<k>`), so
/// callgrind's output holds, per operation, the number of calls and their inclusive instruction count.
/// Outside valgrind the client requests cost a few instructions and count nothing.
enum CallgrindProbe {
    /// Whether the worker was built with valgrind's `callgrind.h` (else the requests are no-ops).
    static var available: Bool { kb_cg_available() == 1 }

    /// Whether the process runs under valgrind.
    static var runningOnValgrind: Bool { kb_cg_running_on_valgrind() == 1 }

    /// Runs `body` as one measured call of operation `op` (its index in the scenario's operations).
    static func measure(op: Int, _ body: () throws -> Void) throws {
        try withoutActuallyEscaping(body) { escapable in
            var box = CallBox(body: escapable)
            withUnsafeMutablePointer(to: &box) { pointer in
                kb_cg_measure(Int32(op), { context in
                    guard let box = context?.assumingMemoryBound(to: CallBox.self) else { return }
                    do { try box.pointee.body() } catch { box.pointee.error = error }
                }, pointer)
            }
            if let error = box.error { throw error }
        }
    }
}

/// A call crossing the C trampoline: the body and what it threw.
private struct CallBox {
    let body: () throws -> Void
    var error: (any Error)?

    init(body: @escaping () throws -> Void) {
        self.body = body
        self.error = nil
    }
}
