import BenchReport
/// One metric of one scenario over a machine's runs, oldest first. A series never mixes machines.
public struct MetricSeries: Sendable, Equatable {
    /// Who made a point: shared by every point of one run (one reference, not three strings per point:
    /// 1,000 runs of a full suite stay well under 200 MB).
    public final class Stamp: Sendable, Equatable {
        /// The run's commit, if known.
        public let commit: String?
        /// The run's id.
        public let runId: String
        /// When the run started.
        public let startedAt: String

        init(commit: String?, runId: String, startedAt: String) {
            self.commit = commit
            self.runId = runId
            self.startedAt = startedAt
        }

        /// The same run: one reference, or the same commit, id and start.
        public static func == (a: Stamp, b: Stamp) -> Bool {
            a === b || (a.commit == b.commit && a.runId == b.runId && a.startedAt == b.startedAt)
        }
    }

    /// One run's figure.
    public struct Point: Sendable, Equatable {
        /// The run.
        public var stamp: Stamp
        /// Median of the repetitions' figures.
        public var figure: Double
        /// Smallest repetition figure.
        public var low: Double
        /// Largest repetition figure.
        public var high: Double
        /// Repetitions.
        public var repetitions: Int

        /// A point of the run `runId`.
        public init(
            commit: String?, runId: String, startedAt: String, figure: Double, low: Double, high: Double,
            repetitions: Int
        ) {
            self.init(
                stamp: Stamp(commit: commit, runId: runId, startedAt: startedAt), figure: figure, low: low, high: high,
                repetitions: repetitions)
        }

        init(stamp: Stamp, figure: Double, low: Double, high: Double, repetitions: Int) {
            self.stamp = stamp
            self.figure = figure
            self.low = low
            self.high = high
            self.repetitions = repetitions
        }

        /// The run's commit, if known.
        public var commit: String? { stamp.commit }
        /// The run's id.
        public var runId: String { stamp.runId }
        /// When the run started.
        public var startedAt: String { stamp.startedAt }
    }

    /// The machine's fingerprint.
    public var fingerprint: String
    /// The scenario.
    public var scenario: String
    /// The metric's name.
    public var metric: String
    /// The metric's unit.
    public var unit: MetricUnit
    /// The metric's polarity.
    public var polarity: Polarity
    /// Whether the metric is exact (any change counts).
    public var deterministic: Bool
    /// Budgets on this metric (from the newest run that has any).
    public var budgets: [BudgetVerdict]
    /// The points, oldest first.
    public var points: [Point]

    /// Every series in `runs`, grouped by machine, scenario and metric, in first-seen order.
    public static func all(in runs: [HistoryRun]) -> [MetricSeries] {
        var builder = Builder()
        for run in runs { builder.add(run.record) }
        return builder.series
    }
}

/// What a series is keyed by.
package struct SeriesKey: Hashable {
    package var fingerprint: String
    package var scenario: String
    package var metric: String

    package init(fingerprint: String, scenario: String, metric: String) {
        (self.fingerprint, self.scenario, self.metric) = (fingerprint, scenario, metric)
    }
}
