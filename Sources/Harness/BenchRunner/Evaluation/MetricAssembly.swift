import BenchReport
import Determinism
/// Builds every metric's report from the repetitions' raw data: distributions pooled over repetitions
/// (their median's interval widened by the between-process spread), single values as the median of
/// the repetitions' values, each with one process-level figure per repetition.
struct MetricAssembly {
    let specs: [MetricSpec]
    let results: [RepetitionResult]
    let maxKept: Int

    func reports() -> [MetricReport] { specs.compactMap(report) }

    func report(_ spec: MetricSpec) -> MetricReport? {
        spec.shape == .distribution ? distribution(spec) : value(spec)
    }

    private func distribution(_ spec: MetricSpec) -> MetricReport? {
        let perRepetition = results.compactMap { $0.result.samples[spec.id] }.filter { !$0.isEmpty }
        guard !perRepetition.isEmpty else { return nil }
        let pooled = perRepetition.flatMap { $0 }.filter { !$0.isNaN }
        guard !pooled.isEmpty else { return nil }
        let medians = perRepetition.map {
            Summary(of: $0.filter { !$0.isNaN }.isEmpty ? [0] : $0.filter { !$0.isNaN }).p50
        }
        var report = MetricReport(
            spec: spec, summary: Summary(of: pooled).widened(byRepetitionMedians: medians), value: nil,
            repetitions: medians,
            samples: SampleKeeping.keep(perRepetition[0], atMost: maxKept),
            histogram: spec.unit == .nanoseconds && pooled.count > maxKept && pooled.allSatisfy(\.isFinite)
                ? HistogramSpectrum.points(of: pooled) : nil
        )
        report.repetitionP10 = perRepetition.map { RepetitionLow.of($0) ?? 0 }
        return report
    }

    private func value(_ spec: MetricSpec) -> MetricReport? {
        let figures = results.compactMap(figure(spec.id))
        guard !figures.isEmpty else { return nil }
        return MetricReport(spec: spec, summary: nil, value: Median.of(figures), repetitions: figures)
    }

    /// A repetition's figure: the worker's value, or the kernel's peak resident (and above its round's floor).
    private func figure(_ id: MetricID) -> (RepetitionResult) -> Double? {
        { repetition in
            switch id {
            case .peakResident: return repetition.peak
            case .residentAboveFloor:
                guard let peak = repetition.peak, let floor = repetition.floor else { return nil }
                return peak - floor
            default: return repetition.result.values[id]
            }
        }
    }
}

/// One completed repetition: the worker's data, its peak resident, and the floor of its round.
struct RepetitionResult {
    let result: WorkerResult
    let peak: Double?
    let floor: Double?
}

/// Raw samples kept in a report: all up to a bound, else an even stride through them (first and last kept).
enum SampleKeeping {
    /// At most `limit` of `values`.
    static func keep(_ values: [Double], atMost limit: Int) -> KeptSamples {
        guard values.count > limit, limit > 1 else {
            return KeptSamples(total: values.count, values: Array(values.prefix(Swift.max(limit, 1))))
        }
        let step = Double(values.count - 1) / Double(limit - 1)
        let kept = (0..<limit).map { values[Int((Double($0) * step).rounded())] }
        return KeptSamples(total: values.count, values: kept)
    }
}

/// Checks one budget: a distribution's pooled statistic; a single value in **every** repetition
/// (the measured figure is the worst repetition's). An unmeasured metric fails its budget.
enum BudgetCheck {
    /// The verdict on `budget`; a budget on the largest wall time of an operation whose worst case is
    /// known (`worstCases`) is judged on the worst call without the time its worker was preempted, and
    /// keeps the slowest call as measured beside it.
    static func verdict(_ budget: BudgetSpec, metrics: [MetricReport], worstCases: [WorstCase]) -> BudgetVerdict {
        var verdict = verdict(budget, metrics: metrics)
        guard budget.statistic == .p100, budget.metric.kind == MetricCatalogue.wallTime.name,
            let worst = worstCases.first(where: { $0.operation == budget.metric.operation }),
            let measured = verdict.measured
        else { return verdict }
        verdict.slowestNanoseconds = measured
        verdict.slowestPreempted = worst.slowestPreempted
        verdict.measured = Swift.min(measured, worst.judgedNanoseconds)
        verdict.passed = budget.comparison.holds(Swift.min(measured, worst.judgedNanoseconds), budget.limit)
        return verdict
    }

    static func verdict(_ budget: BudgetSpec, metrics: [MetricReport]) -> BudgetVerdict {
        guard let metric = metrics.first(where: { $0.id == budget.metric }) else {
            return BudgetVerdict(budget: budget, measured: nil, passed: false)
        }
        let measured: Double?
        if metric.shape == .value {
            let lowerIsWorse = budget.comparison == .atLeast || budget.comparison == .above
            measured = lowerIsWorse ? metric.repetitions.min() : metric.repetitions.max()
        } else {
            measured = metric.value(of: budget.statistic)
        }
        guard let measured else { return BudgetVerdict(budget: budget, measured: nil, passed: false) }
        return BudgetVerdict(
            budget: budget, measured: measured, passed: budget.comparison.holds(measured, budget.limit))
    }
}
