import BenchReport
import Testing
@testable import BenchRunner

/// The parent's judgement of workers' raw data, without processes: statistics across repetitions,
/// budgets in either direction, both leak verdicts, kept samples.
@Suite struct EvaluatorTests {
    static let settings = HarnessSettings(
        filter: nil, tags: [], quick: false, seed: 1, defaultTimeLimitSeconds: 10, maxKeptSamples: 100, repetitions: 1)

    func info(budgets: [BudgetSpec], tracks: Bool = false, extra: [MetricSpec] = []) -> ScenarioInfo {
        ScenarioInfo(
            name: "judged", kind: .scenario, tags: [], parameters: [:],
            metrics: MetricSpec.perCall("switch") + MetricSpec.memory + (tracks ? MetricSpec.leaks : []) + extra
                + MetricSpec.resident,
            budgets: budgets, timeLimitSeconds: nil, tracksObjects: tracks
        )
    }

    func outcome(
        latencies: [Double], growth: Double = 0, values: [MetricID: Double] = [:], peak: Double = 20e6,
        whileHeld: [ObjectCount] = [], afterRelease: [ObjectCount] = []
    ) -> WorkerOutcome {
        let facts = RunFacts(
            scenario: "judged", seed: 1, warmupIterations: 0, measuredIterations: latencies.count, batchSize: 1,
            allocator: AllocatorInfo(version: "5.3.0", statsEnabled: true),
            clock: ClockCosts(wallReadNanoseconds: 20, cpuReadNanoseconds: 500),
            measuredPhaseNanoseconds: 1,
            noise: NoiseCounters(
                involuntaryContextSwitches: 0, voluntaryContextSwitches: 0, minorPageFaults: 0, majorPageFaults: 0)
        )
        var allValues = values
        allValues[.heapGrowth] = growth
        let result = WorkerResult(
            channels: [], samples: [.latency("switch"): latencies], values: allValues, facts: facts, slowest: [],
            whileHeld: whileHeld, afterRelease: afterRelease, peakResidentBytes: peak
        )
        return WorkerOutcome(ending: .completed(result), durationSeconds: 1, peakResidentBytes: peak)
    }

    func judge(_ info: ScenarioInfo, _ outcomes: [WorkerOutcome], floor: [Double?] = [9e6]) -> ScenarioReport {
        ScenarioEvaluator(settings: Self.settings).report(for: info, outcomes: outcomes, floorBytes: floor, seed: 1)
    }

    @Test func eachRepetitionIsSetAgainstItsOwnRoundsFloor() {
        let report = judge(
            info(budgets: []),
            [
                outcome(latencies: [1], peak: 20e6), outcome(latencies: [1], peak: 21e6),
                outcome(latencies: [1], peak: 22e6),
            ],
            floor: [9e6, 10e6, nil])
        #expect(
            report.metric(.residentAboveFloor)?.repetitions == [11e6, 11e6, 12.5e6],
            "a missing floor takes the median of the others")
    }

    let switchUnder100ms = BudgetSpec(
        metric: .latency("switch"), statistic: .p100, comparison: .below, limit: 100e6, unit: .nanoseconds)

    @Test func budgetsThatHoldPass() {
        let peak = BudgetSpec(metric: .peakResident, statistic: .value, comparison: .below, limit: 30e6, unit: .bytes)
        let report = judge(info(budgets: [switchUnder100ms, peak]), [outcome(latencies: [1e6, 2e6, 99e6])])
        #expect(report.status == .passed && report.failure == nil)
        #expect(report.budgets.map(\.passed) == [true, true])
        #expect(report.budgets[0].measured == 99e6)
        #expect(report.metric(.residentAboveFloor)?.value == 11e6)
    }

    @Test func aBrokenBudgetFailsWithTheMeasuredValue() {
        let report = judge(info(budgets: [switchUnder100ms]), [outcome(latencies: [1e6, 100e6])])
        #expect(report.status == .failed)
        #expect(report.budgets[0].measured == 100e6)
        #expect(report.failure == "budget switch/wall_time max < 100 ms broken: 100 ms")
    }

    @Test func aBudgetOnAnUnmeasuredMetricFails() {
        let missing = BudgetSpec(
            metric: .latency("missing"), statistic: .p50, comparison: .below, limit: 1e6, unit: .nanoseconds)
        let report = judge(info(budgets: [missing]), [outcome(latencies: [1])])
        #expect(report.status == .failed)
        #expect(report.budgets[0].measured == nil)
        #expect(report.failure?.contains("not measured") == true)
    }

    @Test func aSingleValuedBudgetMustHoldInEveryRepetition() {
        let peak = BudgetSpec(metric: .peakResident, statistic: .value, comparison: .below, limit: 30e6, unit: .bytes)
        let report = judge(
            info(budgets: [peak]),
            [
                outcome(latencies: [1], peak: 20e6), outcome(latencies: [1], peak: 31e6),
                outcome(latencies: [1], peak: 21e6),
            ])
        #expect(report.metric(.peakResident)?.value == 21e6, "the reported value is the median")
        #expect(report.budgets[0].measured == 31e6, "the verdict is the worst repetition's")
        #expect(report.status == .failed)
    }

    @Test func largerIsBetterBudgetsCheckTheLowestRepetition() {
        let accuracy = MetricSpec(
            id: "accuracy", unit: .ratio, polarity: .largerIsBetter, shape: .value, deterministic: true)
        let atLeast = BudgetSpec(
            metric: "accuracy", statistic: .value, comparison: .atLeast, limit: 0.995, unit: .ratio)
        let report = judge(
            info(budgets: [atLeast], extra: [accuracy]),
            [
                outcome(latencies: [1], values: ["accuracy": 0.999]),
                outcome(latencies: [1], values: ["accuracy": 0.99]),
            ])
        #expect(report.budgets[0].measured == 0.99)
        #expect(report.failure == "budget accuracy ≥ 99.5 % broken: 99.0 %")
    }

    @Test func leaksFailEvenWithoutABudgetAndAreNamedByVerdictAndType() {
        let report = judge(
            info(budgets: [], tracks: true),
            [
                outcome(
                    latencies: [1], whileHeld: [ObjectCount(type: "KeyNode", live: 120, expected: 100)],
                    afterRelease: [ObjectCount(type: "KeyboardTree", live: 2, expected: 0)]
                )
            ])
        #expect(report.status == .failed)
        #expect(report.leaks?.leakedObjects == 22)
        #expect(report.failure == "leaked while held: 20 KeyNode; leaked after release: 2 KeyboardTree")
    }

    @Test func repetitionsArePooledAndTheirMediansKept() throws {
        let report = judge(
            info(budgets: []),
            [outcome(latencies: [1, 2, 3]), outcome(latencies: [10, 20, 30]), outcome(latencies: [4, 5, 6])])
        let latency = try #require(report.metric(.latency("switch")))
        #expect(latency.repetitions == [2, 20, 5])
        #expect(latency.summary?.n == 9)
        #expect(latency.spread?.ratio == 10)
        #expect((latency.summary?.medianCiUpper ?? 0) > 20, "the interval reflects the between-process spread")
        #expect(report.repetitions.map(\.index) == [1, 2, 3])
    }

    @Test func aCrashedRepetitionMakesTheScenarioCrashedAndSaysWhich() {
        let crashed = WorkerOutcome(ending: .failed(.crashed, "killed by signal 11 (SIGSEGV)"), durationSeconds: 1)
        let report = judge(info(budgets: [switchUnder100ms]), [outcome(latencies: [1]), crashed])
        #expect(report.status == .crashed)
        #expect(report.failure == "repetition 2 of 2: killed by signal 11 (SIGSEGV)")
        #expect(report.metric(.latency("switch"))?.repetitions == [1], "the completed repetition's figures are kept")
    }

    @Test func keptSamplesAreBoundedAndKeepTheEnds() {
        let kept = SampleKeeping.keep((0..<1000).map(Double.init), atMost: 11)
        #expect(kept.total == 1000 && kept.values.count == 11)
        #expect(kept.values.first == 0 && kept.values.last == 999)
        #expect(SampleKeeping.keep([1, 2, 3], atMost: 10).values == [1, 2, 3])
    }

    @Test func manyTimeSamplesKeepTheirTailInAHistogram() throws {
        var latencies = Array(repeating: 1e6, count: 5_000)
        latencies[4_321] = 90e6
        let report = judge(info(budgets: []), [outcome(latencies: latencies)])
        let metric = try #require(report.metric(.latency("switch")))
        #expect(metric.samples?.values.count == 100)
        #expect(metric.samples?.values.contains(90e6) == false, "the stride misses the spike")
        let max = try #require(metric.histogram?.last)
        #expect(max.percentile == 100)
        #expect(abs(max.value - 90e6) <= 90e6 * 0.001, "the histogram keeps it")
        #expect(report.metric(.peakResident)?.histogram == nil)
    }
}
