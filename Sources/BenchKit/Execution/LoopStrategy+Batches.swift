import BenchModel

/// A `Benchmark`: per operation, a timed warm-up and a calibrated batch size; then per operation,
/// timed batches until its stop rule holds (`Sampling`: the median known to ±precision, between a
/// minimum and a time cap; `MinimumTime`: a fixed time). A benchmark with several `Measure`s (a
/// sweep, e.g. one locator over every layout) measures them one after another in one process, each
/// with its own batch size, samples and stop. (Its first batches may find caches that the other
/// operations disturbed since its warm-up; the median the stop rule judges is robust to them.)
struct BatchLoop<S>: LoopStrategy {
    private var batches: [Int] = []

    mutating func warmUp(_ driver: inout LoopDriver<S>, _ context: inout StepContext) throws -> Int {
        let rule = StopRule.of(driver.plan, quick: driver.settings.quick)
        var calls = 0
        batches = []
        for op in driver.layout.operations.indices {
            let warmed = try driver.warmUpBatches(op: op, rule: rule, &context)
            calls += warmed.calls
            batches.append(warmed.batch)
        }
        return calls
    }

    mutating func measure(_ driver: inout LoopDriver<S>, _ context: inout StepContext) throws -> MeasuredPhase {
        let rule = StopRule.of(driver.plan, quick: driver.settings.quick)
        var window = SampleWindow(arena: driver.recorder.arena)
        var sampling: [OperationSampling] = []
        for (op, batch) in batches.enumerated() {
            sampling.append(try driver.measureBatches(op: op, batch: batch, rule: rule, window: &window, &context))
        }
        let calls = sampling.reduce(0) { $0 + $1.samples * $1.batchSize }
        return MeasuredPhase(calls: calls, batch: batches.first ?? 1, sampling: sampling)
    }

    mutating func afterMeasuring(_ driver: inout LoopDriver<S>, recorder: Recorder) throws {
        for (op, batch) in batches.enumerated() {
            recorder.setValue(.allocations(driver.layout.operations[op]), try driver.countAllocations(op: op, batch: batch))
        }
    }
}
