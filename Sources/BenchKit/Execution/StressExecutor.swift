/// Runs a `Scenario` in the worker: subject, setups, warm-up, the measured `Repeat`, census, teardown.
///
/// Warm-up runs through exactly the loop the measured phase uses (measuring into a discarded
/// recorder), so every lazy first-use cost — the Swift runtime's generic metadata, the probes' own
/// caches — is paid before the memory baseline is taken and never shows up as heap growth. A scenario
/// without warm-up (a cold one) pays its steps' first-use costs in its measured phase, as it should.
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
        try warmUp(subject, steps: plan.warmup?.steps ?? repeated.steps, iterations: warmupCount, context: &context)

        let iterations = repeated.iterations.count(quick: settings.quick)
        var recorder = OperationRecorder(steps: repeated.steps, iterations: iterations)
        let baseline = MemoryBaseline.take()
        let phaseStart = ClockProbe.monotonicNanoseconds()
        try runPhase(.measured, subject, steps: repeated.steps, iterations: iterations, recorder: &recorder, context: &context)
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

    /// Warm-up through the measured loop into a recorder that is freed before the baseline is taken.
    private func warmUp(_ subject: S, steps: [Step<S>], iterations: Int, context: inout StepContext) throws {
        var discarded = OperationRecorder(steps: steps, iterations: iterations)
        try runPhase(.warmup, subject, steps: steps, iterations: iterations, recorder: &discarded, context: &context)
    }

    /// `iterations` iterations of `steps` in `phase`, measuring every named step into `recorder`
    /// (warm-up passes a recorder that is thrown away).
    private func runPhase(
        _ phase: Phase, _ subject: S, steps: [Step<S>], iterations: Int, recorder: inout OperationRecorder,
        context: inout StepContext
    ) throws {
        context.phase = phase
        let progress = ProgressThrottle(phase: phase.rawValue, total: iterations)
        for iteration in 0..<iterations {
            context.iteration = iteration
            for setup in plan.setups(.perIteration) { try setup.body(subject) }
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
            for teardown in plan.teardowns(.perIteration) { try teardown.body(subject) }
            progress.tick(iteration + 1)
        }
    }
}
