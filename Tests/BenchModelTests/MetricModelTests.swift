import BenchModel
import Testing

@Suite("the metric model")
struct MetricModelTests {
    @Test("budgets compare in the direction their comparison says, and suit only their polarity")
    func comparisons() {
        #expect(BudgetComparison.below.holds(1, 2) && !BudgetComparison.below.holds(2, 2))
        #expect(BudgetComparison.atMost.holds(2, 2) && !BudgetComparison.atMost.holds(3, 2))
        #expect(BudgetComparison.atLeast.holds(0.995, 0.995) && !BudgetComparison.atLeast.holds(0.99, 0.995))
        #expect(BudgetComparison.above.holds(3, 2) && !BudgetComparison.above.holds(2, 2))
        #expect(!BudgetComparison.atLeast.holds(.nan, 0) && !BudgetComparison.below.holds(.nan, 1))
        #expect(BudgetComparison.atLeast.suits(.largerIsBetter) && !BudgetComparison.atLeast.suits(.smallerIsBetter))
        #expect(BudgetComparison.below.suits(.smallerIsBetter) && !BudgetComparison.below.suits(.largerIsBetter))
        #expect(BudgetComparison.allCases.allSatisfy { $0.suits(.neither) })
    }

    @Test("metric names: per-operation ids split into operation and kind; the character set is enforced")
    func names() {
        #expect(MetricID.latency("switch").name == "switch/wall_time")
        #expect(MetricID.latency("switch").operation == "switch" && MetricID.latency("switch").kind == "wall_time")
        #expect(MetricID.peakResident.operation == nil && MetricID.peakResident.kind == "peak_resident")
        for good in ["switch", "tree-build", "p99.9", "a_b", "9lives"] { #expect(MetricName.isValid(good), "\(good)") }
        for bad in ["", "key:/", "a/b", "Switch", "-x", "tap key", String(repeating: "a", count: 65), "é"] {
            #expect(!MetricName.isValid(bad), "\(bad)")
        }
    }

    @Test("units print with their own scale; open units print their name")
    func units() {
        #expect(UnitFormat.format(1_500_000, .nanoseconds) == "1.50 ms")
        #expect(UnitFormat.format(30e6, .bytes) == "30.0 MB")
        #expect(UnitFormat.format(0.995, .ratio) == "99.5 %")
        #expect(UnitFormat.format(60, .perSecond) == "60.0 /s")
        #expect(UnitFormat.format(3, MetricUnit(rawValue: "frames")) == "3.00 frames")
        #expect(
            BudgetSpec(metric: "accuracy", statistic: .value, comparison: .atLeast, limit: 0.995, unit: .ratio)
                .description == "accuracy ≥ 99.5 %")
    }
}
