/// The one door through which the worker runs the subject's work that no figure times while the
/// measured phase runs: a scenario's steps of no operation and the per-iteration setups and teardowns.
/// Never inlined, so that it is a frame of its own on every such stack: a CPU profile (BenchProfile's
/// `HarnessFrames`) shows that work under `[unmeasured step]`, apart from the measured calls.
enum UnmeasuredWork {
    @inline(never)
    static func run(_ body: () throws -> Void) rethrows { try body() }
}
