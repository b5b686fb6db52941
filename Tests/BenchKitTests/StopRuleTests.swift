@testable import BenchKit
import Testing

/// A benchmark stops once its median is known well enough — the rule itself, judged on
/// given figures (no clock), and the window's interval against a sort.
@Suite struct StopRuleTests {
    let rule = StopRule(
        precision: 0.01, minimumSeconds: 0.05, maximumSeconds: 0.5, minimumSamples: 30, warmupSeconds: 0.02)

    @Test func stopsOnPrecisionOnceTheMinimumIsMet() {
        #expect(rule.verdict(samples: 30, elapsed: 0.05, capacity: 1_000) { 0.004 } == .precision)
        #expect(rule.verdict(samples: 500, elapsed: 0.2, capacity: 1_000) { 0.01 } == .precision)
    }

    @Test func aNoisyOperationRunsToTheTimeCap() {
        #expect(rule.verdict(samples: 400, elapsed: 0.49, capacity: 100_000) { 0.2 } == nil)
        #expect(rule.verdict(samples: 400, elapsed: 0.5, capacity: 100_000) { 0.2 } == .timeCap)
    }

    @Test func theMinimumsHoldEvenWhenTheIntervalIsNarrow() {
        var asked = false
        #expect(
            rule.verdict(samples: 1_000, elapsed: 0.049, capacity: 100_000) {
                asked = true; return 0
            } == nil)
        #expect(
            rule.verdict(samples: 29, elapsed: 0.4, capacity: 100_000) {
                asked = true; return 0
            } == nil)
        #expect(!asked, "the interval is not even computed before the minimum")
    }

    @Test func aFixedRuleStopsAtItsMinimumAndAFullWindowStopsTheAdaptiveOne() {
        let fixed = StopRule.fixed(MinimumTime(seconds: 0.2, samples: 50), quick: false)
        #expect(fixed.verdict(samples: 49, elapsed: 5, capacity: 10) { 1 } == nil)
        #expect(fixed.verdict(samples: 50, elapsed: 0.2, capacity: 10) { 1 } == .minimumTime)
        #expect(rule.verdict(samples: 1_000, elapsed: 0.1, capacity: 1_000) { 1 } == .sampleCap)
    }

    @Test func quickModeCapsAtTheQuickTime() {
        let sampling = Sampling(precision: 0.02, minimum: 0.1, maximum: 1, quick: 0.05)
        #expect(sampling.quickRule.maximumSeconds == 0.05 && sampling.quickRule.minimumSeconds == 0.05)
        #expect(sampling.rule.maximumSeconds == 1 && sampling.rule.precision == 0.02)
    }

    @Test func theWindowsIntervalMatchesTheSortedOrderStatistics() {
        let arena = HarnessArena()
        var window = SampleWindow(arena: arena, capacity: 4_096)
        var generator = SeededRandom(seed: 7)
        var values: [Double] = []
        for _ in 0..<2_001 {
            let value = 100 + Double(generator.next() % 1_000) / 10
            values.append(value)
            window.append(value)
        }
        let sorted = values.sorted()
        let (lower, upper) = SampleWindow.ranks(count: sorted.count)
        let expected = (sorted[upper - 1] - sorted[lower - 1]) / 2 / sorted[sorted.count / 2]
        #expect(abs(window.relativeHalfWidth() - expected) < 1e-12)
        window.clear()
        for _ in 0..<100 { window.append(42) }
        #expect(window.relativeHalfWidth() == 0)
    }

}

extension StopRuleTests {
    /// The warm-up is a fixed 50 ms unless asked for, never more than the measured minimum: a quarter
    /// of the cap (0.25 s for a 1 s benchmark) would be repeated in every repetition of every benchmark.
    @Test func aBenchmarkWarmsUpForFiftyMillisecondsUnlessItAsks() {
        #expect(Sampling().rule.warmupSeconds == 0.05)
        #expect(Sampling(maximum: 4).rule.warmupSeconds == 0.05)
        #expect(Sampling(minimum: 0.03, maximum: 0.5).rule.warmupSeconds == 0.03, "at most the minimum")
        #expect(Sampling(maximum: 1, warmup: 0.2).rule.warmupSeconds == 0.2, "a benchmark may ask for longer")
        #expect(Sampling(maximum: 1, quick: 0.2).quickRule.warmupSeconds == 0.05)
        #expect(StopRule.fixed(MinimumTime(seconds: 1), quick: false).warmupSeconds == 0.05)
    }
}
