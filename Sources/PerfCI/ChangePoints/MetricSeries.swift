/// One metric of one scenario over a machine's runs, oldest first. A series never mixes machines.
public struct MetricSeries: Sendable, Equatable {
    /// One run's figure.
    public struct Point: Sendable, Equatable {
        /// The run's commit, if known.
        public var commit: String?
        /// The run's id.
        public var runId: String
        /// When the run started.
        public var startedAt: String
        /// Median of the repetitions' figures.
        public var figure: Double
        /// Smallest repetition figure.
        public var low: Double
        /// Largest repetition figure.
        public var high: Double
        /// Repetitions.
        public var repetitions: Int
    }

    /// The machine's fingerprint.
    public var fingerprint: String
    /// The scenario.
    public var scenario: String
    /// The metric's name.
    public var metric: String
    /// The metric's unit.
    public var unit: String
    /// The metric's polarity.
    public var polarity: MetricPolarity
    /// Whether the metric is exact (any change counts).
    public var deterministic: Bool
    /// Budgets on this metric (from the newest run that has any).
    public var budgets: [PerfBudget]
    /// The points, oldest first.
    public var points: [Point]

    /// Every series in `runs`, grouped by machine, scenario and metric, in first-seen order.
    public static func all(in runs: [HistoryRun]) -> [MetricSeries] {
        var order: [String] = []
        var series: [String: MetricSeries] = [:]
        for stored in runs {
            let run = stored.run
            for scenario in run.scenarios where scenario.hasFigures {
                for metric in scenario.metrics {
                    let key = "\(run.machine.fingerprint)\u{1}\(scenario.name)\u{1}\(metric.name)"
                    if series[key] == nil {
                        order.append(key)
                        series[key] = MetricSeries(
                            fingerprint: run.machine.fingerprint, scenario: scenario.name, metric: metric.name,
                            unit: metric.unit, polarity: metric.polarity, deterministic: metric.deterministic,
                            budgets: [], points: []
                        )
                    }
                    let budgets = scenario.budgets.filter { $0.metric == metric.name }
                    if !budgets.isEmpty { series[key]?.budgets = budgets }
                    series[key]?.points.append(Point(
                        commit: run.commit, runId: run.runId, startedAt: run.startedAt, figure: metric.figure,
                        low: metric.spread.lowerBound, high: metric.spread.upperBound, repetitions: metric.repetitions.count
                    ))
                }
            }
        }
        return order.compactMap { series[$0] }
    }
}
