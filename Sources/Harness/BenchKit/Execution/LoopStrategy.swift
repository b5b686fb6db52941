import BenchModel

/// How the run template's warm-up and measured phase repeat a plan's work: the one seam where a kind
/// of workload differs. A new kind is one DSL file, one strategy and one case in
/// `LoopStrategies.make`; everything around it — allocator check, heap baselines, census, leaks,
/// records, frames — stays in `RunTemplate`.
protocol LoopStrategy<Subject> {
    associatedtype Subject
    /// Runs the warm-up (samples dropped); returns the iterations or calls made.
    mutating func warmUp(_ driver: inout LoopDriver<Subject>, _ context: inout StepContext) throws -> Int
    /// Runs the measured phase (samples streamed).
    mutating func measure(_ driver: inout LoopDriver<Subject>, _ context: inout StepContext) throws -> MeasuredPhase
    /// Untimed figures taken after the measured phase, with the subject still held (a benchmark's
    /// allocation count per call).
    mutating func afterMeasuring(_ driver: inout LoopDriver<Subject>, recorder: Recorder) throws
}

extension LoopStrategy {
    mutating func afterMeasuring(_ driver: inout LoopDriver<Subject>, recorder: Recorder) throws {}
}

/// What a measured phase did: calls made and calls per sample. (How each operation was sampled is
/// noted in the recorder — `Recorder.noteSampling` — which allocates nothing while the heap is watched.)
struct MeasuredPhase {
    var calls: Int
    var batch: Int
}

/// The strategy of each kind of declaration.
enum LoopStrategies {
    /// A scenario repeats its step lists a fixed count; a benchmark times batches of each operation
    /// until its stop rule holds, or — in instruction mode — makes a fixed count of single calls.
    static func make<S>(_ kind: ScenarioKind, settings: WorkerSettings) -> any LoopStrategy<S> {
        switch kind {
        case .scenario: IterationLoop<S>()
        case .benchmark: settings.instructions ? InstructionCallLoop<S>() : BatchLoop<S>()
        }
    }
}

/// A `Scenario`: warm-up and measured iterations of the step lists, a fixed count.
struct IterationLoop<S>: LoopStrategy {
    mutating func warmUp(_ driver: inout LoopDriver<S>, _ context: inout StepContext) throws -> Int {
        try driver.warmUpIterations(&context)
    }

    mutating func measure(_ driver: inout LoopDriver<S>, _ context: inout StepContext) throws -> MeasuredPhase {
        let calls = try driver.countingFixed { driver in try driver.measureIterations(&context) }
        return MeasuredPhase(calls: calls, batch: 1)
    }
}

/// A `Benchmark` in instruction mode: a fixed count of single calls inside callgrind's collection.
struct InstructionCallLoop<S>: LoopStrategy {
    mutating func warmUp(_ driver: inout LoopDriver<S>, _ context: inout StepContext) throws -> Int {
        try driver.warmUpInstructionCalls(&context)
    }

    mutating func measure(_ driver: inout LoopDriver<S>, _ context: inout StepContext) throws -> MeasuredPhase {
        let calls = try driver.countingFixed { driver in try driver.measureInstructionCalls(&context) }
        return MeasuredPhase(calls: calls * driver.layout.operations.count, batch: 1)
    }

    mutating func afterMeasuring(_ driver: inout LoopDriver<S>, recorder: Recorder) throws {
        for (op, operation) in driver.layout.operations.enumerated() {
            recorder.setValue(.allocations(operation), try driver.countAllocations(op: op, batch: 1))
        }
    }
}

extension LoopDriver {
    /// Runs a measured phase of a fixed count (`measure` returns the count per operation) and notes
    /// every operation as sampled that many times, stopped by `.count`.
    mutating func countingFixed(_ measure: (inout LoopDriver) throws -> Int) rethrows -> Int {
        let start = ClockProbe.monotonicNanoseconds()
        let count = try measure(&self)
        let seconds = Double(ClockProbe.monotonicNanoseconds() - start) / 1e9
        for op in layout.operations.indices {
            recorder.noteSampling(
                op: op, samples: count, batch: 1, stop: .count, relativeHalfWidth: nil, seconds: seconds)
        }
        return count
    }
}
