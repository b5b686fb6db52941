import BenchReport
/// Receives a suite's events as it runs (the CLI draws progress from them).
public protocol SuiteObserver: Sendable {
    /// A worker is about to start: `index` counts workers from 1 up to `count` (all repetitions).
    func workerStarted(_ name: String, repetition: Int, index: Int, count: Int)
    /// A running worker reported progress.
    func workerProgressed(_ name: String, phase: WorkerPhase, done: Int, total: Int)
    /// A worker ended.
    func workerFinished(_ name: String, repetition: Int, outcome: WorkerOutcome)
    /// Every worker ended; the parent is judging the results.
    func analysing()
}

extension SuiteObserver {
    /// Does nothing by default.
    public func workerStarted(_ name: String, repetition: Int, index: Int, count: Int) {}
    /// Does nothing by default.
    public func workerProgressed(_ name: String, phase: WorkerPhase, done: Int, total: Int) {}
    /// Does nothing by default.
    public func workerFinished(_ name: String, repetition: Int, outcome: WorkerOutcome) {}
    /// Does nothing by default.
    public func analysing() {}
}

/// An observer that ignores everything.
public struct SilentSuiteObserver: SuiteObserver {
    /// A silent observer.
    public init() {}
}
