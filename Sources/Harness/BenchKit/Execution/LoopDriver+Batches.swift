import BenchModel

extension LoopDriver {
    /// A timed batch must take at least this long to be a sample (and at least 1,000 clock reads).
    static var minimumBatchNanoseconds: Double { 20_000 }
    /// Trial batches per candidate size during calibration.
    static var calibrationTrials: Int { 7 }
    /// The largest batch calibration tries.
    static var maximumBatch: Int { 1 << 24 }

    /// With per-iteration setups every call is its own batch (setups are never timed).
    private var batchable: Bool { !hasPerIterationWork }

    /// Calls operation `op` for the rule's warm-up time, then calibrates its batch size. Returns the
    /// calls made and the batch size.
    mutating func warmUpBatches(op: Int, rule: StopRule, _ context: inout StepContext) throws -> (
        calls: Int, batch: Int
    ) {
        context.phase = .warmup
        progress.report(.warmup, done: op, total: plan.measured.count)
        let deadline = ClockProbe.monotonicNanoseconds() + UInt64(rule.warmupSeconds * 1e9)
        var calls = 0
        repeat {
            recorder.recordBatch(op: op, try timedBatch(op: op, 1, &context), batch: 1, index: calls)
            calls += 1
        } while ClockProbe.monotonicNanoseconds() < deadline
        progress.report(.calibrating, done: op, total: plan.measured.count)
        return (calls, try calibrate(op: op, &context))
    }

    /// The smallest batch whose **fastest** of several trial batches reaches the target: a slow trial
    /// (the machine's slow mode, a preemption) cannot end calibration early, and a batch long enough
    /// at the machine's fastest is long enough in every sample.
    private mutating func calibrate(op: Int, _ context: inout StepContext) throws -> Int {
        guard batchable else { return 1 }
        let target = Swift.max(Self.minimumBatchNanoseconds, 1000 * recorder.wallReadCost)
        var size = 1
        while size < Self.maximumBatch {
            var fastest = Double.infinity
            for _ in 0..<Self.calibrationTrials {
                fastest = Swift.min(fastest, Double(try timedBatch(op: op, size, &context).wallNanoseconds))
            }
            if fastest >= target { return size }
            let scaled = Double(size) * target / Swift.max(fastest, 1)
            size = Swift.min(Self.maximumBatch, Swift.max(size * 2, Int(scaled.rounded(.up)).nextPowerOfTwo))
        }
        return size
    }

    /// Timed batches of operation `op` until `rule` says stop (`window` keeps the wall samples the
    /// rule judges); notes how it was sampled in the recorder. Returns the samples taken.
    mutating func measureBatches(
        op: Int, batch: Int, rule: StopRule, window: inout SampleWindow, _ context: inout StepContext
    ) throws -> Int {
        context.phase = .measured
        window.clear()
        let start = ClockProbe.monotonicNanoseconds()
        var samples = 0
        var width: Double?
        let budget = Swift.min(rule.maximumSeconds, Swift.max(rule.minimumSeconds, 1e-9))
        progress.report(.measured, done: 0, total: 100)
        while true {
            let call = try timedBatch(op: op, batch, &context)
            recorder.recordBatch(op: op, call, batch: batch, index: samples)
            window.append(Double(call.wallNanoseconds) / Double(batch))
            samples += 1
            let elapsed = Double(ClockProbe.monotonicNanoseconds() - start) / 1e9
            progress.tick(.measured, done: Swift.min(100, Int(elapsed / budget * 100)), total: 100)
            let stop = rule.verdict(samples: samples, elapsed: elapsed, capacity: window.capacity) {
                width = window.checkedHalfWidth(samples: samples)
                return width ?? .infinity
            }
            if let stop {
                let seconds = Double(ClockProbe.monotonicNanoseconds() - start) / 1e9
                let final = rule.precision == nil ? nil : width ?? window.relativeHalfWidth()
                recorder.noteSampling(
                    op: op, samples: samples, batch: batch, stop: stop, relativeHalfWidth: final, seconds: seconds)
                return samples
            }
        }
    }

    /// Allocation requests per call of operation `op`, counted with jemalloc's `nrequests` around untimed calls.
    mutating func countAllocations(op: Int, batch: Int) throws -> Double {
        var context = StepContext(random: SeededRandom(seed: settings.seed), phase: .measured, recorder: nil)
        let calls = Swift.min(Swift.max(batch * 10, 100), 10_000)
        let body = plan.measured[op].body
        let before = JemallocProbe.allocationRequests()
        for _ in 0..<calls {
            for setup in perIterationSetups { try setup.body(subject) }
            try body(subject, &context)
            for teardown in perIterationTeardowns { try teardown.body(subject) }
        }
        return Double(JemallocProbe.allocationRequests() - before) / Double(calls)
    }

    /// One timed batch of `size` calls of operation `op` (per-iteration setups, when any, run outside the timing).
    mutating func timedBatch(op: Int, _ size: Int, _ context: inout StepContext) throws -> MeasuredCall {
        try runSetups()
        let body = plan.measured[op].body
        let subject = subject
        let call = try recorder.meter.measure {
            for _ in 0..<size { try body(subject, &context) }
        }
        try runTeardowns()
        context.iteration += 1
        return call
    }
}

extension Int {
    /// The smallest power of two ≥ self (1 for self ≤ 1).
    var nextPowerOfTwo: Int {
        guard self > 1 else { return 1 }
        return 1 << (Int.bitWidth - (self - 1).leadingZeroBitCount)
    }
}
