import BenchReport
import PerfModel

extension MetricComparator {
    /// An instruction count: worse or better when the ratio of the figures moves beyond the threshold.
    func instructions(scenario: String, baseline: MetricReport, current: MetricReport) -> MetricComparison {
        let threshold = options.instructionThreshold ?? InstructionCount.defaultThreshold
        var row = MetricComparison(
            scenario: scenario, metric: current.name, unit: current.unit, polarity: current.polarity,
            deterministic: false, verdict: .unchanged, baseline: baseline.figure, current: current.figure,
            baselineRepetitions: baseline.repetitions.count, currentRepetitions: current.repetitions.count
        )
        let ratio = RatioBootstrap.safeRatio(current.figure, baseline.figure)
        row.ratio = RatioInterval(ratio: ratio, lower: nil, upper: nil)
        row.mdc = MinimumDetectableChange(statistical: 0, floor: threshold)
        if abs(ratio - 1) > threshold {
            row.verdict = PairedMetricComparator.direction(current.polarity, ratio: ratio)
        }
        row.note = "instruction count: near-exact, threshold \(threshold * 100) %"
        return row
    }
}
