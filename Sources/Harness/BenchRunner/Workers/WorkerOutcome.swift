import BenchReport
/// How one worker process ended, as the parent judged it.
public struct WorkerOutcome: Sendable, Equatable {
    /// The worker's verdict: a complete result, or why there is none.
    public enum Ending: Sendable, Equatable {
        /// A complete, well-formed result and exit status 0.
        case completed(WorkerResult)
        /// No trustworthy result: the status to report and a one-line reason.
        case failed(ScenarioStatus, String)
    }

    /// How it ended.
    public var ending: Ending
    /// Wall time from spawn to exit, seconds.
    public var durationSeconds: Double
    /// The measuring process's peak resident, bytes, when the reaper could report it (even for a crash).
    public var peakResidentBytes: Double?
    /// The worker processes it joins: 1, or a split scenario's parts (`joined`), whose peaks
    /// `peakResidentBytes` adds — each with its own resident floor.
    public var processes = 1

    /// An outcome.
    public init(ending: Ending, durationSeconds: Double, peakResidentBytes: Double? = nil, processes: Int = 1) {
        self.ending = ending
        self.durationSeconds = durationSeconds
        self.peakResidentBytes = peakResidentBytes
        self.processes = processes
    }
}
