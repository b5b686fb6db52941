import BenchReport
import Testing
@testable import BenchRunner

/// An instruction-mode report shows what that mode measures: instructions per call, the heap and the
/// objects — not times measured under valgrind, and never one as a headline.
@Suite struct InstructionReportTests {
    static var settings: HarnessSettings {
        var settings = HarnessSettings(
            filter: nil, tags: [], quick: false, seed: 1, defaultTimeLimitSeconds: 10, maxKeptSamples: 100)
        settings.instructions = true
        return settings
    }

    static let perPoint = MetricSpec(
        id: .custom("batch_per_point"), unit: .nanoseconds, polarity: .smallerIsBetter, shape: .distribution)

    static func info() -> ScenarioInfo {
        ScenarioInfo(
            name: "touch-batch", kind: .benchmark, tags: [], parameters: [:],
            metrics: [.instructions("batch"), perPoint] + MetricSpec.memory,
            budgets: [
                BudgetSpec(metric: perPoint.id, statistic: .p50, comparison: .below, limit: 1_000, unit: .nanoseconds)
            ],
            timeLimitSeconds: nil, tracksObjects: false
        )
    }

    static func outcome() -> WorkerOutcome {
        let facts = RunFacts(
            scenario: "touch-batch", seed: 1, warmupIterations: 100, measuredIterations: 1_000, batchSize: 1,
            allocator: AllocatorInfo(version: "5.3.0", statsEnabled: true),
            clock: ClockCosts(wallReadNanoseconds: 20, cpuReadNanoseconds: 500),
            measuredPhaseNanoseconds: 1,
            noise: NoiseCounters(
                involuntaryContextSwitches: 0, voluntaryContextSwitches: 0, minorPageFaults: 0, majorPageFaults: 0)
        )
        let result = WorkerResult(
            channels: [], samples: [perPoint.id: [3_540, 3_600]],
            values: [.instructions("batch"): 2_601.5, .heapGrowth: 0],
            facts: facts, slowest: [], whileHeld: [], afterRelease: [], peakResidentBytes: nil
        )
        return WorkerOutcome(ending: .completed(result), durationSeconds: 1)
    }

    @Test(
        "a time the benchmark recorded under callgrind is left out, its budget unjudged; the headline is instructions")
    func onlyWhatTheModeMeasures() {
        let report = ScenarioEvaluator(settings: Self.settings).report(
            for: Self.info(), outcomes: [Self.outcome()], floorBytes: [nil], seed: 1)
        #expect(report.metric(Self.perPoint.id) == nil, "batch_per_point measured under valgrind")
        #expect(report.metrics.allSatisfy { $0.unit != .nanoseconds })
        #expect(report.budgets.isEmpty && report.status == .passed)
        #expect(report.headlineMetric?.id == .instructions("batch"))
        #expect(report.clock == nil, "the clocks' read costs under valgrind correct no time here")
        #expect(report.notRecorded == nil, "a time left out in this mode is not 'declared but not recorded'")
    }

    @Test("the headline rule puts an instruction count first")
    func headlineRule() {
        let metrics = [
            HeadlineRule.Candidate(name: "heap_growth", unit: "bytes"),
            HeadlineRule.Candidate(name: "batch_per_point", unit: "ns"),
            HeadlineRule.Candidate(name: "batch/instructions", unit: "count"),
        ]
        #expect(HeadlineRule.pick(metrics, budgeted: ["batch_per_point", "heap_growth"]) == 2)
        // A paired run's cross-check adds counts beside the timings: the wall time stays the headline.
        let crossChecked = [
            HeadlineRule.Candidate(name: "batch/wall_time", unit: "ns"),
            HeadlineRule.Candidate(name: "batch/instructions", unit: "count"),
        ]
        #expect(HeadlineRule.pick(crossChecked, budgeted: []) == 0)
    }
}
