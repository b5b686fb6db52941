import BenchModel

/// Runs a plan's steps against the subject for every loop strategy (`LoopStrategy`), measuring each named step
/// through the one recorder. Warm-up takes exactly the measured path (its samples are dropped), so
/// every first-use cost is paid before the heap baseline.
struct LoopDriver<S> {
    let plan: ScenarioPlan<S>
    let subject: S
    let layout: ChannelLayout
    let recorder: Recorder
    let progress: ProgressTicker
    let settings: WorkerSettings
    /// The per-iteration setups and teardowns, filtered once (not in every iteration or batch).
    let perIterationSetups: [Setup<S>]
    let perIterationTeardowns: [Teardown<S>]
    /// Whether there are per-iteration setups or teardowns (asked once: a generic array's `isEmpty`
    /// looks up metadata in unspecialized code).
    let hasPerIterationWork: Bool

    init(
        plan: ScenarioPlan<S>, subject: S, layout: ChannelLayout, recorder: Recorder, progress: ProgressTicker,
        settings: WorkerSettings
    ) {
        self.plan = plan
        self.subject = subject
        self.layout = layout
        self.recorder = recorder
        self.progress = progress
        self.settings = settings
        self.perIterationSetups = plan.setups(.perIteration)
        self.perIterationTeardowns = plan.teardowns(.perIteration)
        hasPerIterationWork = !perIterationSetups.isEmpty || !perIterationTeardowns.isEmpty
    }

    // MARK: Scenarios: fixed iterations (`IterationLoop`)

    /// Warm-up iterations of the `Warmup` steps (or, without a body, the `Repeat` steps).
    mutating func warmUpIterations(_ context: inout StepContext) throws -> Int {
        guard let warmup = plan.warmup else {
            try primeLoop(plan.repeated?.steps ?? [], &context)
            return 0
        }
        let steps = warmup.steps ?? plan.repeated?.steps ?? []
        let count = warmup.iterations.count(quick: settings.quick)
        try iterate(steps, count: count, phase: .warmup, &context)
        return count
    }

    /// The measured `Repeat` iterations (`settings.iterations` overrides the declared count).
    mutating func measureIterations(_ context: inout StepContext) throws -> Int {
        let steps = plan.repeated?.steps ?? []
        let count = try settings.iterations ?? declaredCount()
        try iterate(steps, count: count, phase: .measured, &context)
        return count
    }

    /// The `Repeat` block's count: declared, or asked of the subject (`Repeat(countedBy:)`).
    private func declaredCount() throws -> Int {
        guard let repeated = plan.repeated else { return 0 }
        guard let counted = repeated.countedBy else { return repeated.iterations.count(quick: settings.quick) }
        let count = try counted(subject, settings.quick)
        guard count >= 1 else { throw RepeatCountError(count: count) }
        return count
    }

    /// Without a warm-up, the measured loop's own first use — the Swift runtime instantiating the generic
    /// metadata of its slot and call arrays and its index range, ~180 B kept for good — would be charged
    /// to the scenario's measured phase; it is paid here instead, before the heap baseline: the loop runs
    /// zero iterations, so no step runs and nothing is reported.
    private func primeLoop(_ steps: [Step<S>], _ context: inout StepContext) throws {
        let phase = context.phase
        try iterate(steps, count: 0, phase: .warmup, &context, reportsProgress: false)
        context.phase = phase
    }

    private func iterate(
        _ steps: [Step<S>], count: Int, phase: Phase, _ context: inout StepContext, reportsProgress: Bool = true
    ) throws {
        let slots = steps.map { step in step.operation.flatMap { layout.operations.firstIndex(of: $0) } }
        let workerPhase: WorkerPhase = phase == .warmup ? .warmup : .measured
        context.phase = phase
        if reportsProgress { progress.report(workerPhase, done: 0, total: count) }
        // Instruction mode: warm-up and the measured phase both call through callgrind's trampoline
        // (collecting only in the measured phase), each step's call object made once per phase.
        let counted = settings.instructions ? steps.map { CallgrindStep($0, subject: subject, context: context) } : []
        let bodies = Self.bound(steps, to: subject)
        let indices = steps.indices
        let perIteration = hasPerIterationWork
        for iteration in 0..<count {
            context.iteration = iteration
            if perIteration { try runSetups() }
            for index in indices {
                do {
                    guard let op = slots[index] else {
                        try UnmeasuredWork.run { try bodies[index].run(&context) }
                        continue
                    }
                    if settings.instructions {
                        try counted[index].run(op: op, &context, collecting: phase == .measured)
                        continue
                    }
                    let call = try recorder.meter.measure { try bodies[index].run(&context) }
                    recorder.recordCall(op: op, call, iteration: iteration, step: index)
                } catch {
                    throw StepFailure(
                        block: phase == .warmup ? "Warmup" : "Repeat",
                        step: DefinitionCheck<S>.stepName(steps[index], at: index, among: steps), iteration: iteration,
                        error: error)
                }
            }
            if perIteration { try runTeardowns() }
            progress.tick(workerPhase, done: iteration + 1, total: count)
        }
    }

    /// Each step's work with the subject bound, in a value of one concrete type: this generic code runs
    /// unspecialized, and calling a `Step<S>`'s body out of its array copies the step (retains, releases)
    /// and looks up its generic metadata on every call — more than a fast measured call costs.
    static func bound(_ steps: [Step<S>], to subject: S) -> [BoundStep] {
        steps.map { step in
            let body = step.body
            return BoundStep { context in try body(subject, &context) }
        }
    }

    /// The per-iteration setups, untimed (`UnmeasuredWork`: marked as such in a CPU profile).
    func runSetups() throws {
        for setup in perIterationSetups { try UnmeasuredWork.run { try setup.body(subject) } }
    }

    /// The per-iteration teardowns, untimed (`UnmeasuredWork`).
    func runTeardowns() throws {
        for teardown in perIterationTeardowns { try UnmeasuredWork.run { try teardown.body(subject) } }
    }
}

/// A step's work with its subject bound (`LoopDriver.bound`). A struct, not a bare closure in an array:
/// a closure stored as an array element is kept at the array's generic abstraction, and each call
/// out of it would allocate a reabstraction thunk.
struct BoundStep {
    let run: (inout StepContext) throws -> Void
}
