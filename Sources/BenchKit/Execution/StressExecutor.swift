/// Runs a `Scenario` in the worker: subject, setups, warm-up, the measured `Repeat`, census, teardown.
struct StressExecutor<S> {
    let name: String
    let plan: ScenarioPlan<S>
    let settings: WorkerSettings

    func run() throws -> WorkerResult {
        let allocator = try JemallocProbe.check()
        let clockOverhead = ClockProbe.measureOverhead()
        guard let subjectFactory = plan.subject, let repeated = plan.repeated else {
            throw ScenarioDefinitionError(description: "scenario '\(name)' is incomplete")
        }
        var context = StepContext(random: SeededRandom(seed: settings.seed), iteration: 0, phase: .warmup)
        let subject = try subjectFactory.make()
        for setup in plan.setups(.perRun) { try setup.body(subject) }

        let warmupCount = plan.warmup?.iterations.count(quick: settings.quick) ?? 0
        try warmUp(subject, iterations: warmupCount, context: &context)

        let iterations = repeated.iterations.count(quick: settings.quick)
        var recorder = OperationRecorder(steps: repeated.steps, iterations: iterations)
        let baseline = MemoryBaseline.take()
        let phaseStart = ClockProbe.monotonicNanoseconds()
        try measure(subject, steps: repeated.steps, iterations: iterations, recorder: &recorder, context: &context)
        let phaseNanoseconds = ClockProbe.monotonicNanoseconds() - phaseStart
        let heap = baseline.heapMetrics()
        let objects = plan.census?.census(subject) ?? []

        for teardown in plan.teardowns(.perRun) { try teardown.body(subject) }
        return WorkerResult(
            scenario: name, seed: settings.seed, warmupIterations: warmupCount, measuredIterations: iterations,
            metrics: recorder.metrics() + heap + (try MemoryBaseline.processMetrics()), objects: objects,
            allocator: allocator, clockOverheadNanoseconds: clockOverhead,
            measuredPhaseNanoseconds: Double(phaseNanoseconds)
        )
    }

    private func warmUp(_ subject: S, iterations: Int, context: inout StepContext) throws {
        let steps = plan.warmup?.steps ?? []
        let progress = ProgressThrottle(phase: "warmup", total: iterations)
        context.phase = .warmup
        for iteration in 0..<iterations {
            context.iteration = iteration
            try iterate(subject) {
                for step in steps { try step.body(subject, &context) }
            }
            progress.tick(iteration + 1)
        }
    }

    private func measure(
        _ subject: S, steps: [Step<S>], iterations: Int, recorder: inout OperationRecorder, context: inout StepContext
    ) throws {
        let progress = ProgressThrottle(phase: "measure", total: iterations)
        context.phase = .measured
        for iteration in 0..<iterations {
            context.iteration = iteration
            try iterate(subject) {
                for (index, step) in steps.enumerated() {
                    guard let slot = recorder.slot(ofStep: index) else {
                        try step.body(subject, &context)
                        continue
                    }
                    let call = try MeasuredCall.run { try step.body(subject, &context) }
                    recorder.record(
                        slot: slot, wallNanoseconds: call.wallNanoseconds, cpuNanoseconds: call.cpuNanoseconds,
                        allocatedBytes: call.allocatedBytes
                    )
                }
            }
            progress.tick(iteration + 1)
        }
    }

    /// Runs one iteration between its per-iteration setups and teardowns.
    private func iterate(_ subject: S, _ body: () throws -> Void) throws {
        for setup in plan.setups(.perIteration) { try setup.body(subject) }
        try body()
        for teardown in plan.teardowns(.perIteration) { try teardown.body(subject) }
    }
}
