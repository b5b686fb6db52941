import BenchReport
/// One budget of one scenario on one machine over its runs, oldest first: the figure the budget judges
/// (the pooled maximum for a `p100` latency budget, the worst repetition's peak resident for a memory
/// budget), as each run measured it, with that run's verdict. Runs that measured nothing for it (a
/// crash) have no point. The limit and comparison are the newest run's.
public struct BudgetSeries: Sendable {
    /// One run's measured figure.
    public struct Point: Sendable {
        /// The run.
        public var stamp: MetricSeries.Stamp
        /// The budgeted statistic as the run measured it.
        public var measured: Double
        /// Whether the run held the budget.
        public var passed: Bool
    }

    /// The machine's fingerprint.
    public var fingerprint: String
    /// The scenario.
    public var scenario: String
    /// The budget, as the newest run declared it (its limit in the metric's unit).
    public var budget: BudgetSpec
    /// The points, oldest first.
    public var points: [Point]

    /// What a budget series is keyed by: machine, scenario, metric, statistic and comparison.
    struct Key: Hashable {
        var fingerprint: String
        var scenario: String
        var metric: String
        var statistic: Statistic
        var comparison: BudgetComparison
    }

    /// The series as a metric series of the budgeted figure (one figure per run, no spread), for the chart.
    package var asMetricSeries: MetricSeries {
        MetricSeries(
            fingerprint: fingerprint, scenario: scenario, metric: budget.metric.name, unit: budget.unit,
            polarity: budget.comparison.suits(.smallerIsBetter) ? .smallerIsBetter : .largerIsBetter,
            deterministic: false, budgets: [],
            points: points.map {
                MetricSeries.Point(
                    stamp: $0.stamp, figure: $0.measured, low: $0.measured, high: $0.measured, repetitions: 1)
            })
    }

    /// How close the newest measured run came to the limit.
    public var newest: BudgetHeadroom? {
        points.last.map { BudgetHeadroom(budget: budget, measured: $0.measured, passed: $0.passed, stamp: $0.stamp) }
    }

    /// The run that came closest to the limit (or broke it by the most): the least headroom in the history.
    public var closest: BudgetHeadroom? {
        let all = points.map {
            BudgetHeadroom(budget: budget, measured: $0.measured, passed: $0.passed, stamp: $0.stamp)
        }
        return all.min { $0.margin < $1.margin }
    }
}

extension BudgetSeries {
    /// Gathers budget series one run at a time (oldest first), beside `MetricSeries.Builder`.
    struct Builder: Sendable {
        private(set) var series: [BudgetSeries] = []
        private var table: [Key: Int] = [:]

        /// Appends `record`'s measured budget figures to their series.
        mutating func add(_ record: HistoryRecord) {
            var stamp: MetricSeries.Stamp?
            for scenario in record.scenarios {
                for budget in scenario.budgets {
                    guard let measured = budget.measured, measured.isFinite else { continue }
                    let verdict = record.verdict(budget, in: scenario)
                    let key = Key(
                        fingerprint: record.fingerprint, scenario: scenario.name, metric: verdict.budget.metric.name,
                        statistic: budget.statistic, comparison: budget.comparison)
                    let made =
                        stamp
                        ?? MetricSeries.Stamp(commit: record.commit, runId: record.runId, startedAt: record.startedAt)
                    stamp = made
                    let point = Point(stamp: made, measured: measured, passed: budget.passed)
                    if let index = table[key] {
                        series[index].budget = verdict.budget
                        series[index].points.append(point)
                    } else {
                        table[key] = series.count
                        series.append(
                            BudgetSeries(
                                fingerprint: key.fingerprint, scenario: key.scenario, budget: verdict.budget,
                                points: [point]))
                    }
                }
            }
        }
    }
}
