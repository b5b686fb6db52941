/// What the parent tells a worker about the run it is part of.
public struct WorkerSettings: Codable, Sendable, Equatable {
    /// The scenario's own seed (derived from the run's seed and the scenario's name).
    public var seed: UInt64
    /// Quick mode: scenarios scale their iteration counts down for a smoke run.
    public var quick: Bool

    public init(seed: UInt64, quick: Bool) {
        self.seed = seed
        self.quick = quick
    }
}

/// Where a worker reports its progress while it runs (the runner installs the sink in worker mode).
///
/// A worker is single-threaded while it measures; the sink is set once, before the scenario runs.
public enum WorkerProgress {
    /// Receives (phase, done, total). `nil` outside a worker: reports go nowhere.
    nonisolated(unsafe) public static var sink: ((_ phase: String, _ done: Int, _ total: Int) -> Void)?

    /// Reports progress; cheap when no sink is installed. Callers throttle.
    public static func report(phase: String, done: Int, total: Int) {
        sink?(phase, done, total)
    }
}
