import Determinism
import Foundation

/// Splits a selection into N shards of about equal recorded cost, the same way on every machine and
/// nearly the same way when costs move.
///
/// The assignment is **rendezvous hashing with bounded loads** (consistent hashing with bounded loads,
/// Mirrokni, Thorup and Zadimoghaddam 2018): every scenario ranks the shards by a fixed hash of its name
/// and the shard's number; scenarios are placed from the most to the least costly — by cost class (a
/// factor of √2 wide), then by name, so a cost that moves a little rarely changes the order — each in
/// the first shard of its ranking whose load stays within `(1 + slack) × mean`, else in the least
/// loaded shard. So no shard exceeds the mean by more than the slack (or the one scenario that could
/// not fit anywhere), and a scenario's shard depends on its name first. Greedy longest-processing-time
/// balances a hair better but is chaotic: on the nightly catalogue's costs ±10 % noise moved 49–71 %
/// of the scenarios between 2–4 shards, against 0–8 % here (docs/nightly.md "Shard the nightly across machines"). A new scenario goes to
/// its own first shard with room and moves few others; a removed one moves few. The hash is FNV-1a
/// with a SplitMix64 finish, not Swift's `Hasher` (seeded per process): every machine computes the
/// same plan from the same costs.
public struct ShardPlanner: Sendable {
    /// How far above the mean a shard's load may go before a scenario looks further down its ranking.
    public var slack: Double

    /// A planner with the given slack.
    public init(slack: Double = 0.08) { self.slack = slack }

    /// The shard (0-based) of every scenario in `costs` (name and cost, selection order), for `count`
    /// shards. With at least as many scenarios as shards, no shard is empty.
    public func plan(_ costs: [(name: String, cost: Double)], count: Int) -> ShardPlan {
        let shards = max(1, count)
        let total = costs.reduce(0) { $0 + $1.cost }
        let bound = total / Double(shards) * (1 + slack)
        var loads = Array(repeating: 0.0, count: shards)
        var shardOf: [String: Int] = [:]
        for item in costs.sorted(by: { (Self.costClass($0.cost), $1.name) > (Self.costClass($1.cost), $0.name) }) {
            let ranking = (0..<shards).sorted { (Self.score(item.name, $0), $1) > (Self.score(item.name, $1), $0) }
            let chosen = ranking.first { loads[$0] + item.cost <= bound } ?? Self.leastLoaded(loads)
            shardOf[item.name] = chosen
            loads[chosen] += item.cost
        }
        Self.fillEmptyShards(costs, shardOf: &shardOf, loads: &loads)
        return ShardPlan(names: costs.map(\.name), shardOf: shardOf, loads: loads)
    }

    /// A shard left empty takes the cheapest scenario of the most loaded shard holding two or more.
    static func fillEmptyShards(
        _ costs: [(name: String, cost: Double)], shardOf: inout [String: Int], loads: inout [Double]
    ) {
        let cost = Dictionary(costs.map { ($0.name, $0.cost) }, uniquingKeysWith: { first, _ in first })
        for empty in loads.indices where !shardOf.values.contains(empty) {
            let sizes = Dictionary(grouping: shardOf.keys, by: { shardOf[$0] ?? 0 })
            guard
                let donor = loads.indices.filter({ (sizes[$0]?.count ?? 0) > 1 }).max(by: {
                    (loads[$0], $1) < (loads[$1], $0)
                }),
                let moved = sizes[donor]?.min(by: { (cost[$0] ?? 0, $0) < (cost[$1] ?? 0, $1) })
            else { return }
            shardOf[moved] = empty
            loads[donor] -= cost[moved] ?? 0
            loads[empty] += cost[moved] ?? 0
        }
    }

    /// The cost class of `cost`: classes are a factor of √2 wide (0 and below, and non-finite, the lowest).
    static func costClass(_ cost: Double) -> Int {
        guard cost > 0, cost.isFinite else { return Int.min }
        return Int((2 * log2(cost)).rounded())
    }

    static func leastLoaded(_ loads: [Double]) -> Int {
        loads.indices.min { (loads[$0], $0) < (loads[$1], $1) } ?? 0
    }

    /// The rendezvous score of `name` for `shard`: FNV-1a 64 of `name#shard`, mixed by SplitMix64's finish.
    static func score(_ name: String, _ shard: Int) -> UInt64 {
        SplitMix64.mix(FNV1a.hash("\(name)#\(shard)"))
    }
}

/// A selection split into shards.
public struct ShardPlan: Sendable, Equatable {
    /// Every scenario, in selection order.
    public var names: [String]
    /// Each scenario's shard, 0-based.
    var shardOf: [String: Int]
    /// Each shard's summed cost.
    public var loads: [Double]

    /// The scenarios of shard `index` (0-based), in selection order.
    public func scenarios(inShard index: Int) -> [String] {
        names.filter { shardOf[$0] == index }
    }

    /// The largest shard's load over the mean load (1 is perfect balance).
    public var imbalance: Double {
        let mean = loads.reduce(0, +) / Double(max(1, loads.count))
        return mean > 0 ? (loads.max() ?? 0) / mean : 1
    }

    /// A digest of the whole assignment (16 hex digits): equal plans, equal digests.
    public var digest: String {
        let text = names.map { "\($0)=\(shardOf[$0] ?? -1)" }.joined(separator: "\n") + "\n\(loads.count)"
        let hex = String(SplitMix64.mix(FNV1a.hash(text)), radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }
}
