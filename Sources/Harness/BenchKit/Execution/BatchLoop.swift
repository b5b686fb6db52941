import BenchModel

/// A `Benchmark`: per operation, a timed warm-up and a calibrated batch size; then per operation,
/// timed batches until its stop rule holds (`Sampling`: the median known to ±precision, between a
/// minimum and a time cap; `MinimumTime`: a fixed time). A benchmark with several `Measure`s (a
/// sweep, e.g. one locator over every layout) measures them one after another in one process, each
/// with its own batch size, samples and stop. (Its first batches may find caches that the other
/// operations disturbed since its warm-up; the median the stop rule judges is robust to them.)
struct BatchLoop<S>: LoopStrategy {
    // Each operation's batch size lives in the recorder's harness memory (`SamplingFigures.batch`),
    // not in an array here: the strategy adds nothing to the subject's live heap.

    mutating func warmUp(_ driver: inout LoopDriver<S>, _ context: inout StepContext) throws -> Int {
        let rule = StopRule.of(driver.plan, settings: driver.settings)
        var calls = 0
        for op in driver.layout.operations.indices {
            let warmed = try driver.warmUpBatches(op: op, rule: rule, &context)
            calls += warmed.calls
            driver.recorder.samplingFigures[op].batch = warmed.batch
        }
        return calls
    }

    mutating func measure(_ driver: inout LoopDriver<S>, _ context: inout StepContext) throws -> MeasuredPhase {
        let rule = StopRule.of(driver.plan, settings: driver.settings)
        var window = SampleWindow(arena: driver.recorder.arena)
        var calls = 0
        for op in driver.layout.operations.indices {
            let batch = driver.recorder.samplingFigures[op].batch
            calls += try driver.measureBatches(op: op, batch: batch, rule: rule, window: &window, &context) * batch
        }
        return MeasuredPhase(
            calls: calls, batch: driver.layout.operations.isEmpty ? 1 : driver.recorder.samplingFigures[0].batch)
    }

    mutating func afterMeasuring(_ driver: inout LoopDriver<S>, recorder: Recorder) throws {
        for (op, operation) in driver.layout.operations.enumerated() {
            recorder.setValue(
                .allocations(operation), try driver.countAllocations(op: op, batch: recorder.samplingFigures[op].batch))
        }
    }
}
