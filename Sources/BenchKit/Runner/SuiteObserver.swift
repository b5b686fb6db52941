/// Receives a suite's events as it runs (the CLI draws progress from them).
public protocol SuiteObserver: Sendable {
    /// A scenario's worker is about to start; `index` counts from 1 up to `count`.
    func scenarioStarted(_ name: String, index: Int, count: Int)
    /// A running scenario reported progress.
    func scenarioProgressed(_ name: String, phase: String, done: Int, total: Int)
    /// A scenario finished, with its report.
    func scenarioFinished(_ report: ScenarioReport, index: Int, count: Int)
}

extension SuiteObserver {
    /// Ignores the start.
    public func scenarioStarted(_ name: String, index: Int, count: Int) {}
    /// Ignores progress.
    public func scenarioProgressed(_ name: String, phase: String, done: Int, total: Int) {}
    /// Ignores the end.
    public func scenarioFinished(_ report: ScenarioReport, index: Int, count: Int) {}
}

/// An observer that ignores everything.
public struct SilentSuiteObserver: SuiteObserver {
    /// A silent observer.
    public init() {}
}
