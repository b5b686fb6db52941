import BenchReport
/// Compares one metric of one scenario between the two sides of a paired run: on each round's
/// current ÷ baseline ratio (Wilcoxon signed-rank on the log ratios, a bootstrap interval of the
/// median ratio that resamples pairs, the paired MDC), with the paired noise floor.
struct PairedMetricComparator {
    var options: CompareOptions

    /// The row, or `nil` when the two sides do not have one figure per round each (a repetition failed).
    /// `perCall`: the metric is a scenario's (each call timed alone); `CompareOptions.pairedFloor` says
    /// how far that raises its floor.
    func compare(scenario: String, baseline: MetricReport, current: MetricReport, perCall: Bool = false)
        -> MetricComparison?
    {
        guard !(current.deterministic || baseline.deterministic),
            baseline.repetitions.count == current.repetitions.count, baseline.repetitions.count > 1
        else { return nil }
        let pairs = baseline.repetitions.count
        // Distributions are judged on each worker's p10 when both reports have it, else on its median.
        let lows = baseline.repetitionLows != nil && current.repetitionLows != nil
        let base = lows ? baseline.repetitionLows ?? [] : baseline.repetitions
        let cur = lows ? current.repetitionLows ?? [] : current.repetitions
        var row = MetricComparison(
            scenario: scenario, metric: current.name, unit: current.unit, polarity: current.polarity,
            deterministic: false, verdict: .unchanged, baseline: Median.of(base), current: Median.of(cur),
            baselineRepetitions: pairs, currentRepetitions: pairs
        )
        let floor = options.pairedFloor.fraction(scenario: scenario, metric: current, perCall: perCall)
        let interval = PairedRatio.interval(
            baseline: base, current: cur, confidence: options.confidence,
            resamples: options.resamples, seed: options.seed, name: "\(scenario):\(current.name)"
        )
        let differences = PairedRatio.differences(baseline: base, current: cur)
        row.ratio = interval
        row.p = WilcoxonSignedRank.test(differences)?.p ?? 1
        let mdc = MinimumDetectableChange.paired(
            pairs: pairs, spread: PairedRatio.relativeSpread(baseline: base, current: cur), floor: floor,
            alpha: options.alpha)
        row.mdc = mdc
        let significant = (row.p ?? 1) < options.alpha && interval.excludesOne
        // The change must exceed what these pairs can resolve (the MDC: the floor, or the statistical
        // part when the pairs are noisier): a metric whose workers fall into discrete per-process modes
        // (`appearance-change`: ratios of 0.96, 1.00 or 1.04) otherwise passes the rank test by chance
        // when five of eight pairs land on one mode.
        let material = abs(interval.ratio - 1) > mdc.effective
        let direction = Self.direction(current.polarity, ratio: interval.ratio)
        row.verdict = significant && material ? direction : .unchanged
        row.note = "paired: \(pairs) pairs" + (lows ? ", each worker's p10" : "")
        return row
    }

    /// The verdict a paired ratio points to under `polarity`.
    static func direction(_ polarity: Polarity, ratio: Double) -> Verdict {
        switch polarity.direction(from: 1, to: ratio) {
        case .worse: .worse
        case .better: .better
        case .changed: .changed
        case .none: .unchanged
        }
    }
}
