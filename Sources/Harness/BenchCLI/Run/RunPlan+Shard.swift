import BenchReport
import BenchRunner
import Foundation

extension RunPlan {
    /// `--shard K/N`: the part of `selected` this shard runs, and what its report says about
    /// the plan; the whole selection and no shard info without `--shard`. Refuses in one line a bad
    /// `--shard`, `--shard-costs` without it, a paired run, more shards than scenarios, unreadable costs.
    static func sharding(_ selected: [ScenarioInfo], _ command: RunCommand) throws -> (
        scenarios: [ScenarioInfo], shard: ShardInfo?
    ) {
        guard let text = command.shard else {
            if command.shardCosts != nil { throw UsageError("--shard-costs needs --shard K/N") }
            return (selected, nil)
        }
        let spec: ShardSpec
        do { spec = try ShardSpec(parsing: text) } catch { throw UsageError(error.description) }
        if command.against != nil {
            throw UsageError(
                "--shard cannot be combined with --against (a paired run measures both sides on one machine)")
        }
        guard spec.count <= selected.count else {
            throw UsageError(
                "--shard \(spec): the selection has \(selected.count) scenario(s), fewer than \(spec.count) shards")
        }
        let names = selected.map(\.name)
        let costs: ScenarioCosts
        do { costs = try ScenarioCosts(selection: names, from: command.shardCosts) } catch {
            throw UsageError(error.description)
        }
        let plan = ShardPlanner().plan(Self.perRound(costs.costs, selected, command), count: spec.count)
        let mine = Set(plan.scenarios(inShard: spec.index - 1))
        let load = plan.loads[spec.index - 1], total = plan.loads.reduce(0, +)
        Console.writeErr(
            "shard \(spec): \(mine.count) of \(names.count) scenarios, \(seconds(load)) of \(seconds(total)) recorded (largest shard \(String(format: "%.2f", plan.imbalance))× the mean; costs: \(costs.source))\n"
        )
        let info = ShardInfo(
            index: spec.index, count: spec.count, selection: names, plan: plan.digest, costSource: costs.source,
            wireVersion: Int(WorkerFrame.protocolVersion)
        )
        return (selected.filter { mine.contains($0.name) }, info)
    }

    /// Each scenario's cost over one round of the run: its recorded cost per worker, times the share of the
    /// rounds it runs in (a capped scenario's workers stop at its cap).
    static func perRound(
        _ costs: [(name: String, cost: Double)], _ selected: [ScenarioInfo], _ command: RunCommand
    ) -> [(name: String, cost: Double)] {
        let rounds = Swift.max(1, (try? command.repetitions.value()) ?? 1)
        return costs.map { entry in
            let runs = selected.first { $0.name == entry.name }?.repetitions(of: rounds) ?? rounds
            return (entry.name, entry.cost * Double(runs) / Double(rounds))
        }
    }

    /// `12.3 s`.
    private static func seconds(_ value: Double) -> String { String(format: "%.1f s", value) }

    /// The report with this shard's info (unchanged when the run is not sharded).
    func marked(_ report: RunReport) -> RunReport {
        var report = report
        report.shard = shard
        return report
    }
}
