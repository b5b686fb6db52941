/// What a merged report (`keyboard-bench merge`) was made of.
public struct MergeInfo: Codable, Sendable, Equatable {
    /// The shard reports, in shard order.
    public var shards: [MergedShard]

    /// Made of `shards`.
    init(shards: [MergedShard]) { self.shards = shards }
}

/// One shard report inside a merged report.
public struct MergedShard: Codable, Sendable, Equatable {
    /// The shard's index (1-based).
    public var index: Int
    /// The shard count.
    public var count: Int
    /// The shard report's run id.
    public var runId: String
    /// Where it ran: the `machineKey` of its environment.
    public var machineKey: String
    /// The host's name.
    public var hostname: String
    /// Its wall time, seconds.
    public var durationSeconds: Double
    /// Scenarios it ran.
    public var scenarios: Int

    /// A shard with every field.
    init(
        index: Int, count: Int, runId: String, machineKey: String, hostname: String, durationSeconds: Double,
        scenarios: Int
    ) {
        self.index = index
        self.count = count
        self.runId = runId
        self.machineKey = machineKey
        self.hostname = hostname
        self.durationSeconds = durationSeconds
        self.scenarios = scenarios
    }
}
