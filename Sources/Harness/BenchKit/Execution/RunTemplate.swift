import BenchModel

/// The one run template of the worker, for every kind of workload: what differs between kinds —
/// how warm-up and the measured phase repeat the work — is its `LoopStrategy` (a scenario's fixed
/// iterations, a benchmark's calibrated batches until its stop rule holds, instruction mode's calls):
///
/// 1. check the allocator; build the recorder in the harness arena; measure the clocks' costs;
/// 2. take the heap and the tracked-object count **before the subject exists**;
/// 3. in the subject's scope: setup, warm-up (through the measured loop, samples dropped), the heap
///    after warm-up, the measured phase (samples streamed), the heap and census after it, `Record`s,
///    teardown;
/// 4. with the subject released: count tracked objects again (leaks after release);
/// 5. send values, slowest calls, censuses and the run's facts.
struct RunTemplate<S> {
    let name: String
    let plan: ScenarioPlan<S>
    let settings: WorkerSettings
    let layout: ChannelLayout
    /// How warm-up and the measured phase repeat the work.
    var strategy: any LoopStrategy<S>
    /// A CPU profiler's switch, turned on and off around the measured phase (`nil` unless profiled).
    var sampling = SamplingSwitch.fromEnvironment()
    /// jemalloc's profiler, on around the measured phase (`nil` unless an allocation profile is asked for).
    var allocations: AllocationProfiler?

    mutating func run(_ writer: FrameWriter) throws {
        let allocator = try JemallocProbe.check()
        allocations = try AllocationProfiler.fromEnvironment()
        let arena = HarnessArena()
        let recorder = Recorder(specs: layout.specs, operations: layout.operations, arena: arena)
        let clock = ClockCosts(
            wallReadNanoseconds: ClockProbe.measureOverhead(),
            cpuReadNanoseconds: recorder.meter.readsClocksOnSwitchOnly ? 0 : MeasuredCall.emptyCallCPUNanoseconds())
        recorder.cpuCorrection = clock.cpuReadNanoseconds
        recorder.wallReadCost = clock.wallReadNanoseconds
        writer.send(.channels(layout.specs))
        let progress = ProgressTicker(writer: writer)
        let heap = SubjectHeap()
        heap.prime(progress, meter: recorder.meter)

        let heapBefore = heap.live()
        let liveBefore = plan.census?.live() ?? [:]
        let phase = try withSubject(
            recorder: recorder, writer: writer, progress: progress, heap: heap, heapBefore: heapBefore)
        progress.report(.releasing, done: 1, total: 1)
        let afterRelease = LeakCount.afterRelease(before: liveBefore, after: plan.census?.live() ?? [:])
        try allocations?.dump(.released)
        if let undeclared = recorder.undeclaredMetric {
            throw ScenarioDefinitionError(
                description: "\(name) recorded metric '\(undeclared)', which it never declares with Metric(...)")
        }
        phase.setLeaks(afterRelease: afterRelease, recorder: recorder, tracked: plan.census != nil)
        recorder.finish(writer)
        writer.send(.objects(afterRelease: false, phase.whileHeld))
        writer.send(.objects(afterRelease: true, afterRelease))
        writer.send(.result(phase.facts(name: name, seed: settings.seed, allocator: allocator, clock: clock)))
    }

    /// Everything that needs the subject, in a scope of its own: when it returns the subject is released.
    private mutating func withSubject(
        recorder: Recorder, writer: FrameWriter, progress: ProgressTicker, heap: SubjectHeap, heapBefore: Double
    ) throws -> PhaseOutcome {
        guard let factory = plan.subject else { throw ScenarioDefinitionError(description: "\(name) has no Subject") }
        progress.report(.setup, done: 0, total: 1)
        let subject = try factory.make()
        for setup in plan.setups(.perRun) { try setup.body(subject) }
        var context = StepContext(random: SeededRandom(seed: settings.seed), recorder: recorder)
        var driver = LoopDriver(
            plan: plan, subject: subject, layout: layout, recorder: recorder, progress: progress, settings: settings)
        let warmup = try strategy.warmUp(&driver, &context)

        let heapAfterWarmup = heap.live()
        JemallocProbe.resetThreadPeak()
        recorder.beginMeasuredPhase(writer)
        let noiseBefore = ProcessProbe.noiseCounters()
        try allocations?.start()
        sampling?.enable()
        let start = ClockProbe.monotonicNanoseconds()
        let measured = try strategy.measure(&driver, &context)
        let phaseNanoseconds = Double(ClockProbe.monotonicNanoseconds() - start)
        sampling?.disable()
        try allocations?.stop()
        let noise = ProcessProbe.noiseCounters().since(noiseBefore)
        let peakAbove = Double(JemallocProbe.threadPeakBytes())
        let heapAfter = heap.live()
        try allocations?.dump(.measured)

        try strategy.afterMeasuring(&driver, recorder: recorder)
        recorder.setValue(.liveHeap, heapAfter - heapBefore)
        recorder.setValue(.heapGrowth, heapAfter - heapAfterWarmup)
        recorder.setValue(.peakHeap, heapAfterWarmup - heapBefore + peakAbove)
        recorder.setValue(.allocatorResident, Double(JemallocProbe.residentBytes()))
        let whileHeld = plan.census?.census(subject) ?? []
        for record in plan.records { recorder.setValue(.custom(record.metric), try record.value(subject)) }
        for teardown in plan.teardowns(.perRun) { try teardown.body(subject) }
        return PhaseOutcome(
            warmup: warmup, measured: measured.calls, batch: measured.batch, phaseNanoseconds: phaseNanoseconds,
            noise: noise, whileHeld: whileHeld, sampling: recorder.sampling()
        )
    }
}
