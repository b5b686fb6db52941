import BenchReport
import Determinism
import Foundation
import PerfHistory

/// An N-run history shaped on one real run, for timing the history commands at scale
/// (scripts/history-scale.sh): each run is the seed's record with its own run id, start time
/// (a day apart from 2024-01-01T03:00:00Z) and commit, and every metric whose figures vary drawn
/// around the seed's figures (lognormal, sigma 2 %, kept to the record's significant digits); a
/// tenth of the series step up by 20 % from run N/2, so change-point detection has work to do.
/// Each budget's measured figure is drawn the same way around the seed's (stepping with its metric),
/// or, with `headroom`, around the limit less that fraction of it (`0.052`: a max-latency budget of
/// 100 ms measured near 94.8 ms); a scenario that ran is failed in a run that breaks one of its budgets.
/// Seeded: the same seed and N give the same files (the budgets draw from their own generator, so the
/// metrics' figures do not depend on them).
struct SyntheticHistory {
    /// What the runs are shaped on.
    var seed: HistoryRecord
    /// Repetitions per run: every metric's figures are cycled or trimmed to this many.
    var repetitions: Int
    /// How many runs.
    var runs: Int
    /// Room left under each budget's limit, as a fraction of it, if given; else the seed's figures.
    var headroom: Double? = nil

    /// Adds the runs to `store` through its ordinary `add`.
    func write(to store: HistoryStore) throws {
        var generator = SplitMix64(seed: 16)
        var budgetGenerator = SplitMix64(seed: 17)
        let shaped = Self.reshaped(seed, repetitions: repetitions)
        let stepped = Self.steppedSeries(of: shaped, using: &generator)
        let start = Date(timeIntervalSince1970: 1_704_078_000)
        for index in 0..<runs {
            var record = shaped
            let when = start.addingTimeInterval(Double(index) * 86_400)
            record.environment.gitCommit = (0..<5).map { _ in Self.hex(generator.next() >> 32, width: 8) }.joined()
            record.startedAt = Self.iso8601(when)
            record.runId =
                "\(record.startedAt.filter { $0.isNumber || $0 == "T" || $0 == "Z" })-gen\(Self.padded(index, width: 5))"
            let step = index >= runs / 2 ? 1.2 : 1.0
            for s in record.scenarios.indices {
                for m in record.scenarios[s].metrics.indices {
                    let factor = stepped.contains([s, m]) ? step : 1.0
                    Self.vary(&record.scenarios[s].metrics[m], by: factor, using: &generator)
                }
                let steppedNames = Set(
                    record.scenarios[s].metrics.indices.filter { stepped.contains([s, $0]) }.map {
                        record.scenarios[s].metrics[$0].name
                    })
                Self.varyBudgets(
                    of: &record.scenarios[s], stepped: steppedNames, by: step, headroom: headroom,
                    using: &budgetGenerator)
            }
            try store.add(data: try record.encoded(), named: "generated run \(index)")
        }
    }

    /// The seed with every metric's figures cycled or trimmed to `repetitions`.
    static func reshaped(_ seed: HistoryRecord, repetitions: Int) -> HistoryRecord {
        var record = seed
        record.repetitions = repetitions
        for s in record.scenarios.indices {
            for m in record.scenarios[s].metrics.indices {
                let figures = record.scenarios[s].metrics[m].repetitions
                record.scenarios[s].metrics[m].repetitions = (0..<repetitions).map { figures[$0 % figures.count] }
            }
        }
        return record
    }

    /// The (scenario, metric) positions that step up halfway: about one in ten.
    static func steppedSeries(of record: HistoryRecord, using generator: inout SplitMix64) -> Set<[Int]> {
        var stepped: Set<[Int]> = []
        for (s, scenario) in record.scenarios.enumerated() {
            for m in scenario.metrics.indices where generator.nextUnitInterval() < 0.1 { stepped.insert([s, m]) }
        }
        return stepped
    }

    /// Draws a metric's varying figures around the seed's (times `factor`); its quantiles scale by
    /// `factor`. A metric whose figures are all equal (an exact count) is left as it is.
    static func vary(_ metric: inout HistoryRecord.Metric, by factor: Double, using generator: inout SplitMix64) {
        guard Set(metric.repetitions).count > 1 else { return }
        metric.repetitions = metric.repetitions.map {
            HistoryRecord.rounded($0 * factor * lognormal(using: &generator))
        }
        metric.quantiles = metric.quantiles?.map { HistoryRecord.rounded($0 * factor) }
    }

    /// Draws each budget's measured figure around the seed's (or around the limit less `headroom`),
    /// times `factor` for a budget on a stepped metric, and judges it again; a scenario that ran is
    /// failed when one of its budgets breaks, passed when none does.
    static func varyBudgets(
        of scenario: inout HistoryRecord.Scenario, stepped: Set<Int>, by factor: Double, headroom: Double?,
        using generator: inout SplitMix64
    ) {
        guard scenario.status == .passed || scenario.status == .failed else { return }
        for b in scenario.budgets.indices {
            let budget = scenario.budgets[b]
            let upper = budget.comparison == .below || budget.comparison == .atMost
            let centre = headroom.map { budget.limit * (upper ? 1 - $0 : 1 + $0) } ?? budget.measured
            guard let centre, centre != 0 else { continue }
            let measured = HistoryRecord.rounded(
                centre * (stepped.contains(budget.metric) ? factor : 1) * lognormal(using: &generator))
            scenario.budgets[b].measured = measured
            scenario.budgets[b].passed = budget.comparison.holds(measured, budget.limit)
        }
        scenario.status = scenario.budgets.allSatisfy(\.passed) ? .passed : .failed
        scenario.failure = scenario.status == .failed ? "a budget broke (synthetic run)" : nil
    }

    /// exp(N(0, 0.02²)), by Box–Muller.
    static func lognormal(using generator: inout SplitMix64) -> Double {
        let u = max(generator.nextUnitInterval(), .leastNonzeroMagnitude), v = generator.nextUnitInterval()
        return exp(0.02 * (-2 * log(u)).squareRoot() * cos(2 * .pi * v))
    }

    static func iso8601(_ date: Date) -> String {
        let formatter = ISO8601DateFormatter()
        formatter.timeZone = TimeZone(identifier: "UTC")
        return formatter.string(from: date)
    }

    static func hex(_ value: UInt64, width: Int) -> String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: max(0, width - digits.count)) + digits
    }

    static func padded(_ value: Int, width: Int) -> String {
        let digits = String(value)
        return String(repeating: "0", count: max(0, width - digits.count)) + digits
    }
}
