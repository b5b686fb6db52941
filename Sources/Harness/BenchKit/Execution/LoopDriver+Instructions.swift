import BenchModel

extension LoopDriver {
    /// Warm-up calls of a benchmark in instruction mode (untimed, outside callgrind's collection).
    static var instructionWarmupCalls: Int { 100 }
    /// Measured calls of a benchmark in instruction mode: a fixed count, so the per-call figure is
    /// repeatable (time-based batches would change the count, and with it the mix of an alternating
    /// operation's states). `--iterations` overrides it; quick mode makes 100.
    static var instructionCalls: Int { 1_000 }

    /// Instruction mode, a benchmark's warm-up: a fixed number of calls of each operation through the
    /// measured phase's own loop, collection off; no batch calibration.
    mutating func warmUpInstructionCalls(_ context: inout StepContext) throws -> Int {
        try instructionCalls(Self.instructionWarmupCalls, phase: .warmup, &context)
        return Self.instructionWarmupCalls * plan.measured.count
    }

    /// Instruction mode, a benchmark's measured phase: single calls of each operation in turn, each
    /// inside callgrind's collection. Returns the calls per operation.
    mutating func measureInstructionCalls(_ context: inout StepContext) throws -> Int {
        let calls = settings.iterations ?? (settings.quick ? 100 : Self.instructionCalls)
        try instructionCalls(calls, phase: .measured, &context)
        return calls
    }

    /// `calls` single calls of each operation in turn, the same code for warm-up (collection off) and the
    /// measured phase (on): whatever the loop itself costs once — the runtime's metadata for its
    /// sequences, a call object's size class in the allocator's cache — is paid in warm-up, and a
    /// measured call allocates nothing of the harness's.
    private func instructionCalls(_ calls: Int, phase: Phase, _ context: inout StepContext) throws {
        context.phase = phase
        context.iteration = 0
        let workerPhase: WorkerPhase = phase == .warmup ? .warmup : .measured
        let total = calls * plan.measured.count
        progress.report(workerPhase, done: 0, total: total)
        let steps = plan.measured.map { CallgrindStep($0, subject: subject, context: context) }
        for (op, step) in steps.enumerated() {
            for index in 0..<calls {
                for setup in perIterationSetups { try setup.body(subject) }
                try step.run(op: op, &context, collecting: phase == .measured)
                for teardown in perIterationTeardowns { try teardown.body(subject) }
                context.iteration += 1
                progress.tick(workerPhase, done: op * calls + index + 1, total: total)
            }
        }
    }
}
