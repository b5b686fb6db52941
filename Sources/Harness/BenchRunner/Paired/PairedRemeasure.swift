import BenchReport
import Foundation

/// Which pairs of a paired run are measured again because one of their workers ran in a spell of the
/// machine that the other did not see.
///
/// Pairing cancels a machine mode that lasts longer than a pair. A spell as long as one worker — the VM
/// stalled or slowed for half a second — falls on one side of one pair only and turns that pair's ratio
/// into an outlier (seen: one baseline worker's p10 +40 %, a ratio of 0.77 in a +5 % A/B run), and one
/// outlier of the wrong sign keeps the signed-rank test of six pairs from significance. The test here
/// looks at each **side on its own**: a worker whose p10 of a timing metric lies more than `threshold`
/// above the fastest p10 of its own side's workers for that scenario was in such a spell. The fastest,
/// not the median: in a noisy stretch of this VM most workers of one side ran ~1.5× slow (the median
/// was a slow worker, and the fast ones looked like the outliers), and a worker cannot run faster than
/// the machine's fast mode. A uniform change between the sides (what the gate looks for) moves every
/// worker of a side alike and flags nothing.
/// Each flagged round is measured once more on both sides (the same side first as in the round), and
/// its new pair replaces the old one; the report lists the pairs measured again.
public enum PairedRemeasure {
    /// One pair to measure again.
    public struct Pair: Sendable, Equatable, Hashable {
        /// The scenario.
        public var scenario: String
        /// The 1-based round.
        public var round: Int

        /// Round `round` of `scenario`.
        public init(scenario: String, round: Int) {
            self.scenario = scenario
            self.round = round
        }
    }

    /// How far (as a fraction) a worker's p10 may lie above its side's fastest before its pair is
    /// measured again (`PairingInfo.remeasureThreshold`, which the compare Markdown quotes).
    public static let threshold = PairingInfo.remeasureThreshold

    /// The pairs to measure again: per scenario, the rounds whose worker on either side is a slow
    /// outlier of its side in any timing metric judged on p10s — at most half the rounds (the most
    /// deviant first): when more workers are slow, the machine is slow throughout and pairing cancels it.
    public static func pairs(baseline: RunReport, current: RunReport, threshold: Double = Self.threshold) -> [Pair] {
        var selected: [Pair] = []
        for scenario in current.scenarios {
            guard let base = baseline.scenarios.first(where: { $0.name == scenario.name }) else { continue }
            let rounds = min(base.repetitions.count, scenario.repetitions.count)
            var worst: [Int: Double] = [:]
            for side in [base, scenario] {
                for (round, deviation) in deviations(side, threshold: threshold) where round < rounds {
                    worst[round] = max(worst[round] ?? 0, deviation)
                }
            }
            let limit = rounds / 2
            let chosen = worst.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }.prefix(limit)
            selected += chosen.map { Pair(scenario: scenario.name, round: $0.key + 1) }.sorted { $0.round < $1.round }
        }
        return selected
    }

    /// 0-based rounds whose worker's p10 lies above the side's fastest beyond `threshold`, with the
    /// size of the deviation (log(p10 ÷ fastest)), for every wall-time metric that has p10s.
    static func deviations(_ scenario: ScenarioReport, threshold: Double) -> [(Int, Double)] {
        var found: [(Int, Double)] = []
        for metric in scenario.metrics
        where metric.id.operation != nil && metric.id.kind == MetricCatalogue.wallTime.name {
            guard let lows = metric.repetitionP10, lows.count >= 3, lows.allSatisfy({ $0 > 0 && $0.isFinite }) else {
                continue
            }
            guard let fastest = lows.min() else { continue }
            let limit = log1p(threshold)
            for (round, low) in lows.enumerated() {
                let deviation = log(low / fastest)
                if deviation > limit { found.append((round, deviation)) }
            }
        }
        return found
    }
}
