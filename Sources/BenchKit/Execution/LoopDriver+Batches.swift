import BenchModel

extension LoopDriver {
    /// A timed batch must take at least this long to be a sample (and at least 1,000 clock reads).
    static var minimumBatchNanoseconds: Double { 20_000 }
    /// Trial batches per candidate size during calibration.
    static var calibrationTrials: Int { 7 }
    /// The largest batch calibration tries.
    static var maximumBatch: Int { 1 << 24 }

    private var step: Step<S> { plan.measured[0] }
    private var timing: MinimumTime { plan.minimumTime ?? MinimumTime(seconds: 1) }
    private var minimumSeconds: Double { settings.quick ? timing.quick : timing.full }
    /// With per-iteration setups every call is its own batch (setups are never timed).
    private var batchable: Bool { perIterationSetups.isEmpty && perIterationTeardowns.isEmpty }

    /// Calls the operation for a quarter of the minimum time (at most 0.25 s), then calibrates the
    /// batch size. Returns the calls made.
    mutating func warmUpBatches(_ context: inout StepContext) throws -> Int {
        context.phase = .warmup
        let seconds = Swift.min(0.25, minimumSeconds / 4)
        progress.report(.warmup, done: 0, total: 1)
        let deadline = ClockProbe.monotonicNanoseconds() + UInt64(seconds * 1e9)
        var calls = 0
        repeat {
            recorder.recordBatch(op: 0, try timedBatch(1, &context), batch: 1, index: calls)
            calls += 1
        } while ClockProbe.monotonicNanoseconds() < deadline
        progress.report(.calibrating, done: 0, total: 1)
        batch = try calibrate(&context)
        return calls
    }

    /// The smallest batch whose **fastest** of several trial batches reaches the target: a slow trial
    /// (the machine's slow mode, a preemption) cannot end calibration early, and a batch long enough
    /// at the machine's fastest is long enough in every sample.
    private mutating func calibrate(_ context: inout StepContext) throws -> Int {
        guard batchable else { return 1 }
        let target = Swift.max(Self.minimumBatchNanoseconds, 1000 * recorder.wallReadCost)
        var size = 1
        while size < Self.maximumBatch {
            var fastest = Double.infinity
            for _ in 0..<Self.calibrationTrials { fastest = Swift.min(fastest, Double(try timedBatch(size, &context).wallNanoseconds)) }
            if fastest >= target { return size }
            let scaled = Double(size) * target / Swift.max(fastest, 1)
            size = Swift.min(Self.maximumBatch, Swift.max(size * 2, Int(scaled.rounded(.up)).nextPowerOfTwo))
        }
        return size
    }

    /// Timed batches until the minimum time and sample count are met. Returns calls made and the batch.
    mutating func measureBatches(_ context: inout StepContext) throws -> (calls: Int, batch: Int) {
        context.phase = .measured
        let start = ClockProbe.monotonicNanoseconds()
        let minimumNanoseconds = minimumSeconds * settings.timeScale * 1e9
        var samples = 0
        var elapsed = 0.0
        progress.report(.measured, done: 0, total: 100)
        while elapsed < minimumNanoseconds || samples < timing.samples {
            recorder.recordBatch(op: 0, try timedBatch(batch, &context), batch: batch, index: samples)
            samples += 1
            elapsed = Double(ClockProbe.monotonicNanoseconds() - start)
            progress.tick(.measured, done: Swift.min(100, Int(elapsed / minimumNanoseconds * 100)), total: 100)
        }
        return (samples * batch, batch)
    }

    /// Allocation requests per call, counted with jemalloc's `nrequests` around untimed calls.
    mutating func countAllocations() throws -> Double {
        var context = StepContext(random: SeededRandom(seed: settings.seed), phase: .measured, recorder: nil)
        let calls = Swift.min(Swift.max(batch * 10, 100), 10_000)
        let before = JemallocProbe.allocationRequests()
        for _ in 0..<calls { try callOnce(&context) }
        return Double(JemallocProbe.allocationRequests() - before) / Double(calls)
    }

    /// One timed batch of `size` calls (per-iteration setups, when any, run outside the timing).
    private mutating func timedBatch(_ size: Int, _ context: inout StepContext) throws -> MeasuredCall {
        for setup in perIterationSetups { try setup.body(subject) }
        let body = step.body
        let subject = subject
        let call = try MeasuredCall.run {
            for _ in 0..<size { try body(subject, &context) }
        }
        for teardown in perIterationTeardowns { try teardown.body(subject) }
        context.iteration += 1
        return call
    }

    private func callOnce(_ context: inout StepContext) throws {
        for setup in perIterationSetups { try setup.body(subject) }
        try step.body(subject, &context)
        for teardown in perIterationTeardowns { try teardown.body(subject) }
    }
}

extension Int {
    /// The smallest power of two ≥ self (1 for self ≤ 1).
    var nextPowerOfTwo: Int {
        guard self > 1 else { return 1 }
        return 1 << (Int.bitWidth - (self - 1).leadingZeroBitCount)
    }
}
