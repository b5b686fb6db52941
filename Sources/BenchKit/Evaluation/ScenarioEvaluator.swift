/// Turns a worker's raw measurements into a scenario report: statistics, budget verdicts, leak findings.
///
/// Runs in the parent, never in the worker: the worker measures, the parent judges.
public enum ScenarioEvaluator {
    /// The report for a scenario whose worker returned a complete result.
    public static func report(
        for descriptor: ScenarioDescriptor, result: WorkerResult, durationSeconds: Double, maxKeptSamples: Int
    ) -> ScenarioReport {
        let metrics = metricReports(result, maxKeptSamples: maxKeptSamples)
        let verdicts = descriptor.budgets.map { check($0, against: metrics) }
        let leaks = leakReport(result, metrics: metrics)
        let failure = failureLine(verdicts: verdicts, leaks: leaks)
        return ScenarioReport(
            name: descriptor.name, kind: descriptor.kind, tags: descriptor.tags, parameters: descriptor.parameters,
            status: failure == nil ? .passed : .failed, failure: failure, seed: result.seed,
            warmupIterations: result.warmupIterations, measuredIterations: result.measuredIterations,
            durationSeconds: durationSeconds, clockOverheadNanoseconds: result.clockOverheadNanoseconds,
            allocator: result.allocator, metrics: metrics, budgets: verdicts, leaks: leaks
        )
    }

    /// Checks one budget against the measured metrics. An unmeasured metric fails its budget.
    public static func check(_ budget: BudgetSpec, against metrics: [MetricReport]) -> BudgetVerdict {
        guard let metric = metrics.first(where: { $0.id == budget.metric }) else {
            return BudgetVerdict(budget: budget, measured: nil, passed: false)
        }
        let measured = metric.summary.value(of: budget.statistic)
        return BudgetVerdict(budget: budget, measured: measured, passed: budget.comparison.holds(measured, budget.limit))
    }

    static func metricReports(_ result: WorkerResult, maxKeptSamples: Int) -> [MetricReport] {
        var samples = result.metrics.filter { !$0.values.isEmpty }
        if !result.objects.isEmpty, !samples.contains(where: { $0.id == .leakedObjects }) {
            let leaked = result.objects.reduce(0) { $0 + $1.leaked }
            samples.append(MetricSamples(id: .leakedObjects, values: [Double(leaked)]))
        }
        return samples.map { metric in
            MetricReport(
                id: metric.id, unit: metric.id.unit, summary: Summary(of: metric.values),
                samples: keep(metric.values, atMost: maxKeptSamples),
                histogram: histogram(metric, maxKeptSamples: maxKeptSamples)
            )
        }
    }

    /// The HdrHistogram spectrum of a time metric whose samples are too many to keep (and all finite:
    /// a histogram has no bucket for ∞).
    static func histogram(_ metric: MetricSamples, maxKeptSamples: Int) -> [PercentilePoint]? {
        guard metric.id.unit == .nanoseconds, metric.values.count > maxKeptSamples,
              metric.values.allSatisfy(\.isFinite) else { return nil }
        return HistogramSpectrum.points(of: metric.values)
    }

    /// All samples up to `limit`, else an even stride through them (first and last kept).
    public static func keep(_ values: [Double], atMost limit: Int) -> KeptSamples {
        guard values.count > limit, limit > 1 else {
            return KeptSamples(total: values.count, values: Array(values.prefix(max(limit, 1))))
        }
        let step = Double(values.count - 1) / Double(limit - 1)
        let kept = (0..<limit).map { values[Int((Double($0) * step).rounded())] }
        return KeptSamples(total: values.count, values: kept)
    }

    static func leakReport(_ result: WorkerResult, metrics: [MetricReport]) -> LeakReport? {
        let growth = metrics.first { $0.id == .heapGrowth }?.summary.p50
        guard growth != nil || !result.objects.isEmpty else { return nil }
        return LeakReport(heapGrowthBytes: growth, objects: result.objects)
    }

    /// One line naming every failed budget and leaked type; `nil` when all held.
    static func failureLine(verdicts: [BudgetVerdict], leaks: LeakReport?) -> String? {
        var reasons = verdicts.filter { !$0.passed }.map { verdict -> String in
            let measured = verdict.measured.map { UnitFormat.format($0, verdict.budget.metric.unit) } ?? "not measured"
            return "budget \(verdict.budget) broken: \(measured)"
        }
        let leakedTypes = (leaks?.objects ?? []).filter { $0.leaked > 0 }
        if !leakedTypes.isEmpty {
            reasons.append("leaked " + leakedTypes.map { "\($0.leaked) \($0.type)" }.joined(separator: ", "))
        }
        return reasons.isEmpty ? nil : reasons.joined(separator: "; ")
    }
}
