/// What a shard report (`run --shard K/N`) says about its place in the sharded run, so
/// `keyboard-bench merge` can check that the reports it joins are the shards of one plan.
public struct ShardInfo: Codable, Sendable, Equatable {
    /// This shard, 1-based (`K`).
    public var index: Int
    /// How many shards the selection was split into (`N`).
    public var count: Int
    /// Every scenario of the whole selection (all shards), in catalogue order: what the merged report holds.
    public var selection: [String]
    /// A digest of the whole assignment (every scenario and its shard): shards planned from other costs
    /// or another selection differ here.
    public var plan: String
    /// Where the costs the plan balanced came from (`report <path>`, `history <dir>`, `default`).
    public var costSource: String
    /// The worker wire protocol version of the build that ran the shard.
    public var wireVersion: Int

    /// Shard info with every field.
    public init(index: Int, count: Int, selection: [String], plan: String, costSource: String, wireVersion: Int) {
        self.index = index
        self.count = count
        self.selection = selection
        self.plan = plan
        self.costSource = costSource
        self.wireVersion = wireVersion
    }
}
