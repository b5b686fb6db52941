import BenchModel

extension LoopDriver {
    /// Warm-up calls of a benchmark in instruction mode (untimed, outside callgrind's collection).
    static var instructionWarmupCalls: Int { 100 }
    /// Measured calls of a benchmark in instruction mode: a fixed count, so the per-call figure is
    /// repeatable (time-based batches would change the count, and with it the mix of an alternating
    /// operation's states). `--iterations` overrides it; quick mode makes 100.
    static var instructionCalls: Int { 1_000 }

    /// Instruction mode, a benchmark's warm-up: a fixed number of calls of each operation; no batch calibration.
    mutating func warmUpInstructionCalls(_ context: inout StepContext) throws -> Int {
        context.phase = .warmup
        progress.report(.warmup, done: 0, total: 1)
        for step in plan.measured {
            for _ in 0..<Self.instructionWarmupCalls {
                for setup in perIterationSetups { try setup.body(subject) }
                try step.body(subject, &context)
                for teardown in perIterationTeardowns { try teardown.body(subject) }
            }
        }
        return Self.instructionWarmupCalls * plan.measured.count
    }

    /// Instruction mode, a benchmark's measured phase: single calls of each operation in turn, each
    /// inside callgrind's collection. Returns the calls per operation.
    mutating func measureInstructionCalls(_ context: inout StepContext) throws -> Int {
        context.phase = .measured
        let calls = settings.iterations ?? (settings.quick ? 100 : Self.instructionCalls)
        let subject = subject
        let total = calls * plan.measured.count
        progress.report(.measured, done: 0, total: total)
        for (op, step) in plan.measured.enumerated() {
            for index in 0..<calls {
                for setup in perIterationSetups { try setup.body(subject) }
                try CallgrindProbe.measure(op: op) { try step.body(subject, &context) }
                for teardown in perIterationTeardowns { try teardown.body(subject) }
                context.iteration += 1
                progress.tick(.measured, done: op * calls + index + 1, total: total)
            }
        }
        return calls
    }
}
