/// Runs a `Benchmark` in the worker: warm-up, batch calibration, timed batches until the minimum time
/// and sample count are reached, then a separate pass that counts allocation requests per call.
struct BenchmarkExecutor<S> {
    let name: String
    let plan: ScenarioPlan<S>
    let settings: WorkerSettings

    /// A batch must take at least this long, and at least 1000 clock reads' worth, to be a sample.
    static var minimumBatchNanoseconds: Double { 20_000 }
    /// Samples are capped so the result stays bounded.
    static var maximumSamples: Int { 200_000 }

    func run() throws -> WorkerResult {
        let allocator = try JemallocProbe.check()
        let clockOverhead = ClockProbe.measureOverhead()
        guard let subjectFactory = plan.subject, let step = plan.measured.first, let operation = step.operation else {
            throw ScenarioDefinitionError(description: "benchmark '\(name)' is incomplete")
        }
        let timing = plan.minimumTime ?? MinimumTime(seconds: 1)
        let minimumSeconds = settings.quick ? timing.quick : timing.full
        var loop = BenchmarkLoop(plan: plan, step: step, subject: try subjectFactory.make(), seed: settings.seed)
        for setup in plan.setups(.perRun) { try setup.body(loop.subject) }

        let warmupCalls = try loop.warmUp(seconds: Swift.min(0.25, minimumSeconds / 4))
        let batch = try loop.calibrateBatch(targetNanoseconds: Swift.max(Self.minimumBatchNanoseconds, 1000 * clockOverhead))
        var samples = BenchmarkSamples(capacity: Self.maximumSamples)
        let baseline = MemoryBaseline.take()
        let phaseStart = ClockProbe.monotonicNanoseconds()
        let calls = try loop.sample(
            batch: batch, minimumSeconds: minimumSeconds, minimumSamples: timing.samples, into: &samples
        )
        let phaseNanoseconds = ClockProbe.monotonicNanoseconds() - phaseStart
        let heap = baseline.heapMetrics()
        let allocationsPerCall = try loop.countAllocations(calls: Swift.min(Swift.max(batch * 10, 100), 10_000))
        let objects = plan.census?.census(loop.subject) ?? []

        for teardown in plan.teardowns(.perRun) { try teardown.body(loop.subject) }
        let perOperation = samples.metrics(operation: operation) + [
            MetricSamples(id: .allocations(operation), values: [allocationsPerCall]),
        ]
        return WorkerResult(
            scenario: name, seed: settings.seed, warmupIterations: warmupCalls, measuredIterations: calls,
            metrics: perOperation + heap + (try MemoryBaseline.processMetrics()), objects: objects,
            allocator: allocator, clockOverheadNanoseconds: clockOverhead,
            measuredPhaseNanoseconds: Double(phaseNanoseconds)
        )
    }
}

/// Per-call samples of a benchmark: each sample is one batch's total divided by the batch size.
struct BenchmarkSamples {
    var wall: SampleBuffer
    var cpu: SampleBuffer
    var bytes: SampleBuffer
    private(set) var count = 0
    let capacity: Int

    init(capacity: Int) {
        self.capacity = capacity
        wall = SampleBuffer(capacity: capacity)
        cpu = SampleBuffer(capacity: capacity)
        bytes = SampleBuffer(capacity: capacity)
    }

    var isFull: Bool { count >= capacity }

    mutating func record(_ call: MeasuredCall, batch: Int) {
        let size = Double(batch)
        wall.record(Double(call.wallNanoseconds) / size)
        cpu.record(Double(call.cpuNanoseconds) / size)
        bytes.record(Double(call.allocatedBytes) / size)
        count += 1
    }

    func metrics(operation: String) -> [MetricSamples] {
        [
            MetricSamples(id: .latency(operation), values: wall.values),
            MetricSamples(id: .cpuTime(operation), values: cpu.values),
            MetricSamples(id: .allocatedBytes(operation), values: bytes.values),
        ]
    }
}
