import BenchReport
import Testing

@Suite("between-repetition confidence interval")
struct SummaryRepetitionTests {
    @Test("one repetition keeps the within-process interval")
    func single() {
        let summary = Summary(of: (1...101).map(Double.init))
        #expect(summary.widened(byRepetitionMedians: [51]) == summary)
    }

    @Test("several repetitions widen the median's interval to the t interval of their medians")
    func widened() {
        let summary = Summary(of: (1...1001).map { 600 + Double($0 % 7) })
        let medians = [459.0, 604, 612, 667, 672]
        let widened = summary.widened(byRepetitionMedians: medians)
        let mean = medians.reduce(0, +) / 5
        let sd = (medians.map { ($0 - mean) * ($0 - mean) }.reduce(0, +) / 4).squareRoot()
        #expect(abs(widened.medianCiLower - (mean - 2.776 * sd / 5.0.squareRoot())) < 1e-9)
        #expect(abs(widened.medianCiUpper - (mean + 2.776 * sd / 5.0.squareRoot())) < 1e-9)
        #expect(widened.medianCiUpper - widened.medianCiLower > 100)
        #expect(summary.medianCiUpper - summary.medianCiLower < 10)
    }
}
