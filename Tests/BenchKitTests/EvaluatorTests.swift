import Testing
@testable import BenchKit

@Suite struct EvaluatorTests {
    func descriptor(budgets: [BudgetSpec]) -> ScenarioDescriptor {
        ScenarioDescriptor(
            name: "judged", kind: .scenario, tags: [], parameters: [:], budgets: budgets, timeLimitSeconds: nil
        ) { _ in fatalError("not run in this test") }
    }

    func result(latencies: [Double], growth: Double = 0, objects: [ObjectCount] = []) -> WorkerResult {
        WorkerResult(
            scenario: "judged", seed: 1, warmupIterations: 0, measuredIterations: latencies.count,
            metrics: [
                MetricSamples(id: .latency("switch"), values: latencies),
                MetricSamples(id: .heapGrowth, values: [growth]),
                MetricSamples(id: .peakResident, values: [20e6]),
            ],
            objects: objects, allocator: AllocatorInfo(version: "5.3.0", statsEnabled: true),
            clockOverheadNanoseconds: 20, measuredPhaseNanoseconds: 1
        )
    }

    let switchUnder100ms = Budget(.latency("switch"), .p100, below: .milliseconds(100)).spec

    @Test func budgetsThatHoldPass() {
        let report = ScenarioEvaluator.report(
            for: descriptor(budgets: [switchUnder100ms, Budget(.peakResident, below: .megabytes(30)).spec]),
            result: result(latencies: [1e6, 2e6, 99e6]), durationSeconds: 1, maxKeptSamples: 100
        )
        #expect(report.status == .passed)
        #expect(report.failure == nil)
        #expect(report.budgets.map(\.passed) == [true, true])
        #expect(report.budgets[0].measured == 99e6)
    }

    @Test func aBrokenBudgetFailsWithTheMeasuredValue() {
        let report = ScenarioEvaluator.report(
            for: descriptor(budgets: [switchUnder100ms]),
            result: result(latencies: [1e6, 100e6]), durationSeconds: 1, maxKeptSamples: 100
        )
        #expect(report.status == .failed)
        #expect(report.budgets[0].passed == false)
        #expect(report.budgets[0].measured == 100e6)
        #expect(report.failure == "budget switch/wall_time max < 100 ms broken: 100 ms")
    }

    @Test func aBudgetOnAnUnmeasuredMetricFails() {
        let report = ScenarioEvaluator.report(
            for: descriptor(budgets: [Budget(.latency("missing"), .p50, below: .milliseconds(1)).spec]),
            result: result(latencies: [1]), durationSeconds: 1, maxKeptSamples: 100
        )
        #expect(report.status == .failed)
        #expect(report.budgets[0].measured == nil)
        #expect(report.failure?.contains("not measured") == true)
    }

    @Test func leakedObjectsFailEvenWithoutABudgetAndAreNamedByType() {
        let objects = [
            ObjectCount(type: "KeyNode", live: 120, expected: 100),
            ObjectCount(type: "KeyboardTree", live: 3, expected: 3),
        ]
        let report = ScenarioEvaluator.report(
            for: descriptor(budgets: []), result: result(latencies: [1], objects: objects),
            durationSeconds: 1, maxKeptSamples: 100
        )
        #expect(report.status == .failed)
        #expect(report.leaks?.leakedObjects == 20)
        #expect(report.failure == "leaked 20 KeyNode")
        #expect(report.metric(.leakedObjects)?.summary.max == 20)
    }

    @Test func heapGrowthIsCheckedAgainstItsBudget() {
        let report = ScenarioEvaluator.report(
            for: descriptor(budgets: [Budget(.heapGrowth, atMost: .bytes(0)).spec]),
            result: result(latencies: [1], growth: 4096), durationSeconds: 1, maxKeptSamples: 100
        )
        #expect(report.status == .failed)
        #expect(report.leaks?.heapGrowthBytes == 4096)
        #expect(report.failure == "budget heap_growth value ≤ 0 B broken: 4.10 kB")
    }

    @Test func keptSamplesAreBoundedAndKeepTheEnds() {
        let values = (0..<1000).map(Double.init)
        let kept = ScenarioEvaluator.keep(values, atMost: 11)
        #expect(kept.total == 1000)
        #expect(kept.values.count == 11)
        #expect(kept.values.first == 0)
        #expect(kept.values.last == 999)
        #expect(ScenarioEvaluator.keep([1, 2, 3], atMost: 10).values == [1, 2, 3])
    }

    @Test func manyTimeSamplesKeepTheirTailInAHistogram() throws {
        var latencies = Array(repeating: 1e6, count: 5_000)
        latencies[4_321] = 90e6
        let report = ScenarioEvaluator.report(
            for: descriptor(budgets: []), result: result(latencies: latencies), durationSeconds: 1, maxKeptSamples: 100
        )
        let metric = try #require(report.metric(.latency("switch")))
        #expect(metric.samples.values.count == 100)
        #expect(!metric.samples.values.contains(90e6), "the stride misses the spike")
        let max = try #require(metric.histogram?.last)
        #expect(max.percentile == 100)
        #expect(abs(max.value - 90e6) <= 90e6 * 0.001, "the histogram keeps it")
        #expect(report.metric(.peakResident)?.histogram == nil)
        let few = ScenarioEvaluator.report(
            for: descriptor(budgets: []), result: result(latencies: [1, 2, 3]), durationSeconds: 1, maxKeptSamples: 100
        )
        #expect(few.metric(.latency("switch"))?.histogram == nil)
    }

    @Test func metricIDsRoundTripThroughText() {
        for id in [MetricID.latency("switch"), .peakResident, .allocations("build"), .leakedObjects] {
            #expect(MetricID(parsing: id.description) == id)
        }
        #expect(MetricID(parsing: "switch/peak_resident") == nil)
        #expect(MetricID(parsing: "wall_time") == nil)
        #expect(MetricID(parsing: "nonsense") == nil)
    }

    @Test func unitsFormatForHumans() {
        #expect(UnitFormat.format(1_234_567, .nanoseconds) == "1.23 ms")
        #expect(UnitFormat.format(28_400_000, .bytes) == "28.4 MB")
        #expect(UnitFormat.format(12, .count) == "12")
        #expect(UnitFormat.format(950, .nanoseconds) == "950 ns")
    }
}
