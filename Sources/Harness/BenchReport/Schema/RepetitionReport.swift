/// One worker process's run of a scenario.
public struct RepetitionReport: Codable, Sendable, Equatable {
    /// 1-based repetition number.
    public var index: Int
    /// `passed` when the worker completed with a result (budgets are judged on the scenario), else how it failed.
    public var status: ScenarioStatus
    /// One line saying why the worker failed; `nil` when it completed.
    public var failure: String?
    /// Wall time from spawn to exit, seconds.
    public var durationSeconds: Double
    /// The worker's whole-life peak resident set size (kernel, at exit), bytes.
    public var peakResidentBytes: Double?
    /// What disturbed its measured phase.
    public var noise: NoiseCounters?
    /// Its measured phase's wall time, seconds.
    public var measuredPhaseSeconds: Double?
    /// Per operation: samples taken, calls per sample, and why sampling stopped; absent in
    /// older reports and for a repetition that did not complete.
    public var sampling: [OperationSampling]?

    /// A repetition with the fields given.
    public init(
        index: Int, status: ScenarioStatus, failure: String?, durationSeconds: Double, peakResidentBytes: Double?,
        noise: NoiseCounters?, measuredPhaseSeconds: Double?, sampling: [OperationSampling]? = nil
    ) {
        self.index = index
        self.status = status
        self.failure = failure
        self.durationSeconds = durationSeconds
        self.peakResidentBytes = peakResidentBytes
        self.noise = noise
        self.measuredPhaseSeconds = measuredPhaseSeconds
        self.sampling = sampling
    }
}
