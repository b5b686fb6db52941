import Determinism
import BenchReport
import Foundation
import Testing
@testable import BenchRunner

/// `run --shard K/N`'s plan: balance on the real catalogue's recorded costs, stability
/// when costs move, determinism, and the `K/N` value.
@Suite("Shard planner")
struct ShardPlannerTests {
    /// The nightly catalogue's recorded costs (`CatalogueCosts`).
    let costs = CatalogueCosts.nightly

    /// The balance the planner promises: no shard above (1 + slack) × the mean, slack 0.08, unless one
    /// scenario alone costs more than the mean (then the best any split can do is that scenario alone).
    static let balanceFactor = 1.10

    @Test(
        "every shard's recorded cost is within 1.10× of the best possible (the mean, or the costliest scenario when it is larger), 2 to 8 shards"
    )
    func balance() {
        let largest = costs.map(\.cost).max() ?? 0
        for count in 2...8 {
            let plan = ShardPlanner().plan(costs, count: count)
            let mean = plan.loads.reduce(0, +) / Double(count)
            let best = max(mean, largest)
            #expect(
                (plan.loads.max() ?? 0) <= Self.balanceFactor * best,
                "\(count) shards: loads \(plan.loads), best possible \(best)")
            if largest <= mean {
                #expect(plan.imbalance <= Self.balanceFactor, "\(count) shards: largest \(plan.imbalance)× the mean")
            }
            #expect(Set(plan.shardOf.values) == Set(0..<count), "\(count) shards: an empty shard")
            #expect(plan.shardOf.count == costs.count)
        }
    }

    @Test("every scenario lands in exactly one shard, in selection order within it")
    func partition() {
        let plan = ShardPlanner().plan(costs, count: 3)
        let shards = (0..<3).map { plan.scenarios(inShard: $0) }
        #expect(shards.flatMap { $0 }.sorted() == costs.map(\.name).sorted())
        for shard in shards {
            let positions = shard.compactMap { name in costs.firstIndex { $0.name == name } }
            #expect(positions == positions.sorted())
        }
    }

    @Test("the same costs give the same plan, whatever order they come in")
    func deterministic() {
        let a = ShardPlanner().plan(costs, count: 4)
        let b = ShardPlanner().plan(costs, count: 4)
        var shuffled = costs
        var generator = SplitMix64(seed: 7)
        shuffled.shuffle(using: &generator)
        let c = ShardPlanner().plan(shuffled, count: 4)
        #expect(a == b)
        #expect(a.digest == b.digest)
        #expect(a.shardOf == c.shardOf)
    }

    @Test("costs that move by up to ±5 % move at most 5 % of the scenarios, by ±10 % at most 12 % (2 to 4 shards)")
    func stableUnderNoise() {
        for (noise, share) in [(0.05, 0.05), (0.10, 0.12)] {
            for count in 2...4 {
                let before = ShardPlanner().plan(costs, count: count)
                for seed in 1...10 {
                    var generator = SplitMix64(seed: UInt64(seed))
                    let noisy = costs.map {
                        ($0.name, $0.cost * Double.random(in: (1 - noise)...(1 + noise), using: &generator))
                    }
                    let after = ShardPlanner().plan(noisy, count: count)
                    let moved = costs.filter { before.shardOf[$0.name] != after.shardOf[$0.name] }.count
                    #expect(
                        Double(moved) <= share * Double(costs.count),
                        "±\(noise), \(count) shards, seed \(seed): \(moved) of \(costs.count) moved")
                }
            }
        }
    }

    @Test("a new scenario moves few others; greedy LPT would move about half")
    func addingAScenario() {
        let before = ShardPlanner().plan(costs, count: 3)
        let after = ShardPlanner().plan(costs + [("a-new-scenario", 0.5)], count: 3)
        let moved = costs.filter { before.shardOf[$0.name] != after.shardOf[$0.name] }.count
        #expect(moved * 20 <= costs.count, "\(moved) of \(costs.count) moved")
        #expect(after.shardOf["a-new-scenario"] != nil)
    }

    @Test("with no recorded cost every scenario counts the same, and the shards split by count")
    func defaultCosts() throws {
        let names = (1...10).map { "s\($0)" }
        let costs = try ScenarioCosts(selection: names, from: nil)
        #expect(costs.source == "default")
        let plan = ShardPlanner().plan(costs.costs, count: 3)
        #expect((0..<3).map { plan.scenarios(inShard: $0).count }.sorted() == [3, 3, 4])
    }

    @Test("as many shards as scenarios: one each, none empty, even when one dominates")
    func oneEach() {
        let plan = ShardPlanner().plan([("big", 100), ("a", 1), ("b", 1)], count: 3)
        #expect(Set(plan.shardOf.values) == [0, 1, 2])
    }

    @Test("K/N: 1 ≤ K ≤ N ≤ 1000, whole numbers; anything else one line naming the value")
    func spec() throws {
        #expect(try ShardSpec(parsing: "2/3") == ShardSpec(index: 2, count: 3))
        #expect(try ShardSpec(parsing: "1/1") == ShardSpec(index: 1, count: 1))
        for bad in ["0/3", "4/3", "a/b", "1/0", "-1/3", "1/3/4", "/3", "1/", "", " 1/3", "1/1001", "１/３", "+1/3"] {
            #expect(throws: ShardSpecError(value: bad)) { try ShardSpec(parsing: bad) }
        }
        #expect(
            ShardSpecError(value: "4/3").description
                == "invalid --shard '4/3': expected K/N, whole numbers with 1 ≤ K ≤ N ≤ 1000 (e.g. 2/3)")
    }
}
