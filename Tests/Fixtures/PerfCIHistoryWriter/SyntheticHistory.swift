import BenchReport
import Determinism
import Foundation
import PerfCI

/// An N-run history shaped on one real run, for timing the history commands at scale
/// (scripts/perfci/history-scale.sh): each run is the seed's record with its own run id, start time
/// (a day apart from 2024-01-01T03:00:00Z) and commit, and every metric whose figures vary drawn
/// around the seed's figures (lognormal, sigma 2 %, kept to the record's significant digits); a
/// tenth of the series step up by 20 % from run N/2, so change-point detection has work to do.
/// Seeded: the same seed and N give the same files.
struct SyntheticHistory {
    /// What the runs are shaped on.
    var seed: HistoryRecord
    /// Repetitions per run: every metric's figures are cycled or trimmed to this many.
    var repetitions: Int
    /// How many runs.
    var runs: Int

    /// Adds the runs to `store` through its ordinary `add`.
    func write(to store: HistoryStore) throws {
        var generator = SplitMix64(seed: 16)
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
