import BenchReport
/// One metric of one scenario over a machine's runs, oldest first. A series never mixes machines.
public struct MetricSeries: Sendable, Equatable {
    /// Who made a point: shared by every point of one run (one reference, not three strings per point:
    /// 1,000 runs of a full suite stay well under 200 MB, issue 16).
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
        public init(commit: String?, runId: String, startedAt: String, figure: Double, low: Double, high: Double, repetitions: Int) {
            self.init(stamp: Stamp(commit: commit, runId: runId, startedAt: startedAt), figure: figure, low: low, high: high, repetitions: repetitions)
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
        for run in runs { builder.add(run.run) }
        return builder.series
    }

    /// Builds series one run at a time (oldest first), so a history never needs to be in memory whole.
    /// Runs of one suite list their scenarios and metrics in the same order: the series each position
    /// went to last time is tried first (a name check, no hashing), the table only when it differs.
    public struct Builder: Sendable {
        private var all: [MetricSeries] = []
        private var table: [SeriesKey: Int] = [:]
        private var layout: [[Int]] = []
        /// Points each new series reserves room for (the runs still to come), so appends never
        /// over-allocate by doubling.
        public var expectedRuns = 0

        /// An empty builder.
        public init() {}

        /// Appends `run`'s figures to their series.
        public mutating func add(_ run: RunReport) {
            let stamp = Stamp(commit: run.commit, runId: run.runId, startedAt: run.startedAt)
            let machine = run.fingerprint
            for (position, scenario) in run.scenarios.enumerated() where scenario.hasFigures {
                if layout.count <= position { layout.append(contentsOf: repeatElement([], count: position + 1 - layout.count)) }
                for (slot, metric) in scenario.metrics.enumerated() {
                    let index = seriesIndex(machine, scenario, metric, position: position, slot: slot)
                    let spread = metric.figureRange
                    if !scenario.budgets.isEmpty {
                        let budgets = scenario.budgets.filter { $0.metric == metric.name }
                        if !budgets.isEmpty { all[index].budgets = budgets }
                    }
                    all[index].points.append(Point(
                        stamp: stamp, figure: metric.figure, low: spread.lowerBound, high: spread.upperBound, repetitions: metric.repetitions.count))
                }
            }
        }

        private mutating func seriesIndex(_ machine: String, _ scenario: ScenarioReport, _ metric: MetricReport, position: Int, slot: Int) -> Int {
            if slot < layout[position].count {
                let guess = layout[position][slot]
                if all[guess].metric == metric.name, all[guess].scenario == scenario.name, all[guess].fingerprint == machine { return guess }
            }
            let key = SeriesKey(fingerprint: machine, scenario: scenario.name, metric: metric.name)
            let index: Int
            if let known = table[key] {
                index = known
            } else {
                index = all.count
                table[key] = index
                var points: [Point] = []
                points.reserveCapacity(expectedRuns)
                all.append(MetricSeries(
                    fingerprint: machine, scenario: scenario.name, metric: metric.name, unit: metric.unit,
                    polarity: metric.polarity, deterministic: metric.deterministic, budgets: [], points: points
                ))
            }
            if slot < layout[position].count { layout[position][slot] = index } else if slot == layout[position].count { layout[position].append(index) }
            return index
        }

        /// The series, in first-seen order.
        public var series: [MetricSeries] { all }
    }

}

/// What a series is keyed by.
struct SeriesKey: Hashable {
    var fingerprint: String
    var scenario: String
    var metric: String
}
