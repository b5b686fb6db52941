import BenchReport
import Determinism
import PerfModel

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
        guard !(baseline.comparedExactly || current.comparedExactly),
            baseline.repetitions.count == current.repetitions.count, !baseline.repetitions.isEmpty
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
        row.ratio = interval
        guard WilcoxonSignedRank.smallestP(n: pairs) < options.alpha else {
            row.verdict = .notJudged
            row.mdc = MinimumDetectableChange(statistical: .infinity, floor: floor)
            row.note = Self.tooFewPairsNote(pairs, alpha: options.alpha)
            return row
        }
        let differences = PairedRatio.differences(baseline: base, current: cur)
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

    /// Why a paired row is not judged: no sign pattern of `pairs` pairs reaches p < `alpha` (`2/2ⁿ ≥ α`).
    /// Starts with `paired:` as every paired row's note does.
    static func tooFewPairsNote(_ pairs: Int, alpha: Double) -> String {
        let fewest = fewestPairs(alpha: alpha)
        return
            "paired: \(pairs) pair\(pairs == 1 ? "" : "s"): the signed-rank test cannot reach p < \(alpha) with fewer than \(fewest), so not judged"
    }

    /// The fewest pairs whose signed-rank test can reach p < `alpha` (6 at 0.05).
    static func fewestPairs(alpha: Double) -> Int {
        var pairs = 1
        while pairs < 64, WilcoxonSignedRank.smallestP(n: pairs) >= alpha { pairs += 1 }
        return pairs
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
