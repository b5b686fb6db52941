import BenchReport

/// What PerfCI derives from BenchReport's schema (one model of a run from the report
/// file to the dashboard; PerfCI keeps no copy of its own). A run is read by `ReportInput`, which makes
/// sure every metric has one figure per repetition.
extension RunReport {
    /// The machine's fingerprint (`EnvironmentFingerprint.machineKey`): two runs compare, and share a
    /// history series, only when it matches.
    public var fingerprint: String { environment.machineKey }

    /// The git commit the run measured, if known.
    public var commit: String? { environment.gitCommit }

    /// The commit shortened to 12 characters, or `unknown`.
    public var shortCommit: String { ShortCommit.of(commit) }

    /// The scenario with the given name, if the run has it.
    public func scenario(named name: String) -> ScenarioReport? { scenarios.first { $0.name == name } }
}

extension ScenarioReport {
    /// Whether the scenario ran to the end (passed or failed a budget), so its figures mean something.
    public var hasFigures: Bool { status == .passed || status == .failed }

    /// The metric with the given name, if measured.
    public func metric(named name: String) -> MetricReport? { metrics.first { $0.id.name == name } }
}

extension MetricReport {
    /// The metric's name (`switch/wall_time`, `peak_resident`, …).
    public var name: String { id.name }

    /// The run's figure for this metric: the headline figure (`HeadlineRule.figure`, the median of the
    /// per-repetition figures), NaN when it has none.
    public var figure: Double { headline ?? .nan }

    /// The smallest and largest repetition figure.
    public var figureRange: ClosedRange<Double> {
        guard let low = repetitions.min(), let high = repetitions.max() else { return 0...0 }
        return low...high
    }

    /// A distribution's low figure per repetition (each worker's p10) when there is one per figure:
    /// what a paired comparison judges (see `RepetitionLow`).
    public var repetitionLows: [Double]? {
        repetitionP10.flatMap { $0.count == repetitions.count ? $0 : nil }
    }

    /// The run's own statistics for display and exports, by label (`p50`, `p99`, `max`, `mean`, …,
    /// `value`): a summary's statistics that are kept (a history entry keeps p50, p99 and max) and the
    /// single value.
    public var statistics: [String: Double] {
        var statistics: [String: Double] = [:]
        if let summary {
            for statistic in Statistic.allCases where statistic != .value {
                let figure = summary.value(of: statistic)
                if !figure.isNaN { statistics[statistic.label] = figure }
            }
        }
        if let value { statistics["value"] = value }
        return statistics
    }
}

extension BudgetVerdict {
    /// The name of the metric the budget constrains.
    public var metric: String { budget.metric.name }
}

extension PairingInfo {
    /// The number of pairs when `baseline` and `current` are the two sides of one paired run, else `nil`.
    public static func pairs(baseline: PairingInfo?, current: PairingInfo?) -> Int? {
        guard let baseline, let current, baseline.id == current.id,
            baseline.role == .baseline, current.role == .current
        else { return nil }
        return current.pairs
    }
}
