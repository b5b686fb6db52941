import BenchReport

extension MetricSeries {
    /// Builds series one run at a time (oldest first), so a history never needs to be in memory whole.
    /// Runs of one suite list their scenarios and metrics in the same order: the series each position
    /// went to last time is tried first (a name check, no hashing), the table only when it differs.
    struct Builder: Sendable {
        private var all: [MetricSeries] = []
        private var table: [SeriesKey: Int] = [:]
        private var layout: [[Int]] = []
        /// Points each new series reserves room for (the runs still to come), so appends never
        /// over-allocate by doubling.
        var expectedRuns = 0

        /// An empty builder.
        init() {}

        /// Appends `record`'s figures to their series.
        mutating func add(_ record: HistoryRecord) {
            let stamp = Stamp(commit: record.commit, runId: record.runId, startedAt: record.startedAt)
            let machine = record.fingerprint
            for (position, scenario) in record.scenarios.enumerated() where scenario.hasFigures {
                if layout.count <= position {
                    layout.append(contentsOf: repeatElement([], count: position + 1 - layout.count))
                }
                for (slot, metric) in scenario.metrics.enumerated() {
                    let name = record.name(metric.name)
                    let index = seriesIndex(
                        machine, scenario.name, name, record.spec(of: metric), position: position, slot: slot)
                    let spread = metric.figureRange
                    if !scenario.budgets.isEmpty {
                        let budgets = scenario.budgets.filter { record.name($0.metric) == name }
                        if !budgets.isEmpty { all[index].budgets = budgets.map { record.verdict($0, in: scenario) } }
                    }
                    all[index].points.append(
                        Point(
                            stamp: stamp, figure: metric.figure, low: spread.lowerBound, high: spread.upperBound,
                            repetitions: metric.repetitions.count))
                }
            }
        }

        private mutating func seriesIndex(
            _ machine: String, _ scenario: String, _ metric: String, _ spec: HistoryRecord.Spec, position: Int,
            slot: Int
        ) -> Int {
            if slot < layout[position].count {
                let guess = layout[position][slot]
                if all[guess].metric == metric, all[guess].scenario == scenario, all[guess].fingerprint == machine {
                    return guess
                }
            }
            let key = SeriesKey(fingerprint: machine, scenario: scenario, metric: metric)
            let index: Int
            if let known = table[key] {
                index = known
            } else {
                index = all.count
                table[key] = index
                var points: [Point] = []
                points.reserveCapacity(expectedRuns)
                all.append(
                    MetricSeries(
                        fingerprint: machine, scenario: scenario, metric: metric, unit: spec.unit,
                        polarity: spec.polarity, deterministic: spec.deterministic, budgets: [], points: points
                    ))
            }
            if slot < layout[position].count {
                layout[position][slot] = index
            } else if slot == layout[position].count {
                layout[position].append(index)
            }
            return index
        }

        /// The series, in first-seen order.
        var series: [MetricSeries] { all }
    }
}
