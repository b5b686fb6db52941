import BenchModel

extension LoopDriver {
    /// Warm-up calls of a benchmark in instruction mode (untimed, outside callgrind's collection).
    static var instructionWarmupCalls: Int { 100 }
    /// Measured calls of a benchmark in instruction mode: a fixed count, so the per-call figure is
    /// repeatable (time-based batches would change the count, and with it the mix of an alternating
    /// operation's states). `--iterations` overrides it; quick mode makes 100.
    static var instructionCalls: Int { 1_000 }

    /// Instruction mode, a benchmark's warm-up: a fixed number of calls; no batch calibration.
    mutating func warmUpInstructionCalls(_ context: inout StepContext) throws -> Int {
        context.phase = .warmup
        progress.report(.warmup, done: 0, total: 1)
        let body = plan.measured[0].body
        for _ in 0..<Self.instructionWarmupCalls {
            for setup in perIterationSetups { try setup.body(subject) }
            try body(subject, &context)
            for teardown in perIterationTeardowns { try teardown.body(subject) }
        }
        batch = 1
        return Self.instructionWarmupCalls
    }

    /// Instruction mode, a benchmark's measured phase: single calls, each inside callgrind's collection.
    mutating func measureInstructionCalls(_ context: inout StepContext) throws -> (calls: Int, batch: Int) {
        context.phase = .measured
        let calls = settings.iterations ?? (settings.quick ? 100 : Self.instructionCalls)
        let body = plan.measured[0].body
        let subject = subject
        progress.report(.measured, done: 0, total: calls)
        for index in 0..<calls {
            for setup in perIterationSetups { try setup.body(subject) }
            try CallgrindProbe.measure(op: 0) { try body(subject, &context) }
            for teardown in perIterationTeardowns { try teardown.body(subject) }
            context.iteration += 1
            progress.tick(.measured, done: index + 1, total: calls)
        }
        return (calls, 1)
    }
}
