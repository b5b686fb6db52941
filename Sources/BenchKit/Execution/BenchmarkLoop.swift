/// The loops of a micro-benchmark around its one measured step.
struct BenchmarkLoop<S> {
    let plan: ScenarioPlan<S>
    let step: Step<S>
    let subject: S
    var context: StepContext
    /// With per-iteration setups every call is its own batch (setups are never timed).
    let batchable: Bool

    init(plan: ScenarioPlan<S>, step: Step<S>, subject: S, seed: UInt64) {
        self.plan = plan
        self.step = step
        self.subject = subject
        self.context = StepContext(random: SeededRandom(seed: seed), iteration: 0, phase: .warmup)
        self.batchable = plan.setups(.perIteration).isEmpty && plan.teardowns(.perIteration).isEmpty
    }

    /// Calls the operation for `seconds`; returns how many calls were made.
    mutating func warmUp(seconds: Double) throws -> Int {
        context.phase = .warmup
        let deadline = ClockProbe.monotonicNanoseconds() + UInt64(seconds * 1e9)
        var calls = 0
        repeat {
            _ = try timedBatch(1)
            calls += 1
        } while ClockProbe.monotonicNanoseconds() < deadline
        return calls
    }

    /// The smallest power-of-two batch whose wall time reaches the target (1 when not batchable).
    mutating func calibrateBatch(targetNanoseconds: Double) throws -> Int {
        guard batchable else { return 1 }
        var batch = 1
        while batch < 1 << 20 {
            let call = try timedBatch(batch)
            if Double(call.wallNanoseconds) >= targetNanoseconds { break }
            batch *= 2
        }
        return batch
    }

    /// Timed batches until both minimums are met (or the sample store is full); returns calls made.
    mutating func sample(
        batch: Int, minimumSeconds: Double, minimumSamples: Int, into samples: inout BenchmarkSamples
    ) throws -> Int {
        context.phase = .measured
        let start = ClockProbe.monotonicNanoseconds()
        let minimumNanoseconds = minimumSeconds * 1e9
        let progress = ProgressThrottle(phase: Phase.measured.rawValue, total: 100)
        var calls = 0
        var elapsed = 0.0
        while !samples.isFull, elapsed < minimumNanoseconds || samples.count < minimumSamples {
            samples.record(try timedBatch(batch), batch: batch)
            calls += batch
            elapsed = Double(ClockProbe.monotonicNanoseconds() - start)
            progress.tick(Swift.min(100, Int(elapsed / minimumNanoseconds * 100)))
        }
        return calls
    }

    /// Allocation requests per call, counted with jemalloc's `nrequests` around `calls` untimed calls.
    mutating func countAllocations(calls: Int) throws -> Double {
        let before = JemallocProbe.allocationRequests()
        for _ in 0..<calls { try callOnce() }
        let after = JemallocProbe.allocationRequests()
        return Double(after - before) / Double(calls)
    }

    /// One timed batch of `size` calls (per-iteration setups, when any, run outside the timing).
    private mutating func timedBatch(_ size: Int) throws -> MeasuredCall {
        for setup in plan.setups(.perIteration) { try setup.body(subject) }
        let call = try MeasuredCall.run {
            for _ in 0..<size { try step.body(subject, &context) }
        }
        for teardown in plan.teardowns(.perIteration) { try teardown.body(subject) }
        context.iteration += 1
        return call
    }

    private mutating func callOnce() throws {
        for setup in plan.setups(.perIteration) { try setup.body(subject) }
        try step.body(subject, &context)
        for teardown in plan.teardowns(.perIteration) { try teardown.body(subject) }
    }
}
