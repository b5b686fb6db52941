import BenchReport
import PerfModel
/// Compares two runs scenario by scenario and metric by metric.
public struct RunComparator: Sendable {
    /// The options verdicts are reached with.
    public var options: CompareOptions

    /// A comparator with the given options.
    public init(options: CompareOptions = CompareOptions()) { self.options = options }

    /// The comparison of `current` against `baseline`; throws `Comparability`'s one-line refusal when
    /// the runs cannot be compared (different machines not allowed, a name twice, nothing in common).
    public func compare(baseline: RunReport, current: RunReport) throws -> Comparison {
        try Comparability.check(
            baseline: baseline, current: current, allowDifferentMachines: options.allowDifferentMachines)
        let pairs = PairingInfo.pairs(baseline: baseline.pairing, current: current.pairing)
        var rows: [MetricComparison] = []
        for scenario in current.scenarios {
            rows += compare(scenario: scenario, baseline: baseline.scenario(named: scenario.name), paired: pairs != nil)
        }
        let profile = current.settings.profile ?? baseline.settings.profile
        if let profile { rows = rows.map { Self.unlessProfiled($0, profile: profile) } }
        for scenario in baseline.scenarios where current.scenario(named: scenario.name) == nil {
            rows.append(outcomeRow(scenario.name, verdict: .missing, note: "scenario not in the current run"))
        }
        var comparison = Comparison(
            baselineRun: baseline.runId, currentRun: current.runId, baselineCommit: baseline.commit,
            currentCommit: current.commit, baselineFingerprint: baseline.fingerprint,
            currentFingerprint: current.fingerprint, options: options, rows: rows
        )
        comparison.pairs = pairs
        comparison.profile = profile
        if pairs != nil, let again = current.pairing?.remeasured, !again.isEmpty { comparison.remeasured = again }
        return comparison
    }

    private func compare(scenario: ScenarioReport, baseline: ScenarioReport?, paired: Bool) -> [MetricComparison] {
        guard let baseline else {
            return [outcomeRow(scenario.name, verdict: .new, note: "scenario not in the baseline")]
        }
        if baseline.hasFigures, !scenario.hasFigures {
            return [
                outcomeRow(
                    scenario.name, verdict: .worse,
                    note: "was \(baseline.status.rawValue), now \(scenario.status.rawValue): \(scenario.failure ?? "")")
            ]
        }
        guard baseline.hasFigures, scenario.hasFigures else {
            let note =
                "baseline \(baseline.status.rawValue), current \(scenario.status.rawValue): no figures to compare"
            return [outcomeRow(scenario.name, verdict: .notCompared, note: note)]
        }
        let comparator = MetricComparator(options: options)
        let pairedComparator = PairedMetricComparator(options: options)
        var rows = scenario.metrics.map { metric -> MetricComparison in
            guard let old = baseline.metric(named: metric.name) else {
                return MetricComparison(
                    scenario: scenario.name, metric: metric.name, unit: metric.unit, polarity: metric.polarity,
                    deterministic: metric.deterministic, verdict: .new, baseline: nil, current: metric.figure,
                    currentRepetitions: metric.repetitions.count
                )
            }
            if InstructionCount.isInstructionCount(metric.name) {
                return comparator.instructions(scenario: scenario.name, baseline: old, current: metric)
            }
            let row =
                paired
                ? pairedComparator.compare(
                    scenario: scenario.name, baseline: old, current: metric, perCall: scenario.kind == .scenario) : nil
            guard let row else {
                return ungate(
                    comparator.compare(scenario: scenario.name, baseline: old, current: metric), paired: false)
            }
            return isUngated(row.metric, paired: true)
                ? ungate(row, paired: true)
                : PairedResolution.checked(row, resolution: options.resolution ?? PairedResolution.defaultResolution)
        }
        for old in baseline.metrics where scenario.metric(named: old.name) == nil {
            rows.append(
                MetricComparison(
                    scenario: scenario.name, metric: old.name, unit: old.unit, polarity: old.polarity,
                    deterministic: old.deterministic, verdict: .missing, baseline: old.figure, current: nil,
                    baselineRepetitions: old.repetitions.count
                ))
        }
        return paired ? InstructionCrossCheck.apply(rows, options: options) : rows
    }

    private func outcomeRow(_ scenario: String, verdict: Verdict, note: String) -> MetricComparison {
        MetricComparison(
            scenario: scenario, metric: "status", unit: "", polarity: .neither, deterministic: true,
            verdict: verdict, baseline: nil, current: nil, note: note
        )
    }

    /// A row of a profiled run whose figures carry the profiler's cost (`ProfiledFigures`): not judged,
    /// whatever its test said — the profiler's records differ with the code (each side records its own
    /// stacks), so even a paired difference is partly the profiler's.
    static func unlessProfiled(_ row: MetricComparison, profile: String) -> MetricComparison {
        guard row.metric != "status", row.verdict != .new, row.verdict != .missing,
            ProfiledFigures.perturbed(MetricID(row.metric), unit: row.unit, profile: profile)
        else { return row }
        var row = row
        row.note = InstructionCrossCheck.noted(row.note, ProfiledFigures.note(profile))
        row.verdict = .notJudged
        return row
    }

    /// A metric that is reported but not gated: `worse` or `better` becomes `changed`.
    private func ungate(_ row: MetricComparison, paired: Bool) -> MetricComparison {
        guard isUngated(row.metric, paired: paired), row.verdict == .worse || row.verdict == .better else { return row }
        var row = row
        row.note =
            "\(row.verdict.rawValue), but \(row.metric) is not gated (too unstable between identical runs; Reports/PERFCI.md)"
        row.verdict = .changed
        return row
    }

    /// Whether `metric` is reported but not gated (`CompareOptions.ungated`, and in a paired comparison
    /// `CompareOptions.pairedUngated` too).
    private func isUngated(_ metric: String, paired: Bool) -> Bool {
        let patterns = (options.ungated ?? CompareOptions.defaultUngated) + (paired ? CompareOptions.pairedUngated : [])
        return patterns.contains { Glob.matches($0, metric) }
    }
}
