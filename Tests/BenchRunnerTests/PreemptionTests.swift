import BenchReport
import Foundation
import TestSupport
import Testing
@testable import BenchReport
@testable import BenchRunner

/// Worst cases judged without the time a worker was preempted: a loaded machine does not break a
/// max-latency budget with a descheduled call, and a call that really is slow still does.
@Suite("preemption-aware worst cases", .serialized)
struct PreemptionTests {
    let switchUnder100ms = BudgetSpec(
        metric: .latency("switch"), statistic: .p100, comparison: .below, limit: 100e6, unit: .nanoseconds)

    /// A worker's outcome: `latencies` of `switch`, and its slowest calls as the worker kept them.
    func outcome(latencies: [Double], slowest: [SlowCall], operation: String = "switch") -> WorkerOutcome {
        let facts = RunFacts(
            scenario: "judged", seed: 1, warmupIterations: 0, measuredIterations: latencies.count, batchSize: 1,
            allocator: AllocatorInfo(version: "5.3.0", statsEnabled: true),
            clock: ClockCosts(wallReadNanoseconds: 20, cpuReadNanoseconds: 500), measuredPhaseNanoseconds: 1,
            noise: NoiseCounters(
                involuntaryContextSwitches: 40, voluntaryContextSwitches: 0, minorPageFaults: 0, majorPageFaults: 0)
        )
        let result = WorkerResult(
            channels: [], samples: [.latency(operation): latencies], values: [.heapGrowth: 0], facts: facts,
            slowest: slowest, whileHeld: [], afterRelease: [], peakResidentBytes: 20e6)
        return WorkerOutcome(ending: .completed(result), durationSeconds: 1, peakResidentBytes: 20e6)
    }

    func call(_ wall: Double, cpu: Double, preempted: Bool?, iteration: Int) -> SlowCall {
        var call = SlowCall(operation: "switch", nanoseconds: wall, iteration: iteration, step: 0)
        call.preempted = preempted
        call.cpuNanoseconds = preempted == nil ? nil : cpu
        return call
    }

    func judge(_ outcome: WorkerOutcome) -> ScenarioReport {
        let info = ScenarioInfo(
            name: "judged", kind: .scenario, tags: [], parameters: [:],
            metrics: MetricSpec.perCall("switch") + MetricSpec.memory + MetricSpec.resident,
            budgets: [switchUnder100ms], timeLimitSeconds: nil, tracksObjects: false)
        return ScenarioEvaluator(settings: EvaluatorTests.settings).report(
            for: info, outcomes: [outcome], floorBytes: [9e6], seed: 1)
    }

    @Test("a descheduled 372 ms call (15 ms of CPU) does not break a < 100 ms budget; both figures are reported")
    func descheduledWorstCaseHolds() throws {
        let report = judge(
            outcome(
                latencies: [1e6, 2e6, 372e6, 3e6],
                slowest: [
                    call(372e6, cpu: 15e6, preempted: true, iteration: 2),
                    call(3e6, cpu: 2.9e6, preempted: false, iteration: 3),
                ]))
        let verdict = try #require(report.budgets.first)
        #expect(verdict.passed && verdict.measured == 15e6 && report.status == .passed)
        #expect(verdict.slowestNanoseconds == 372e6 && verdict.slowestPreempted == true)
        let worst = try #require(report.worstCases?.first)
        #expect(worst.slowestNanoseconds == 372e6 && worst.slowestPreempted && worst.judgedNanoseconds == 15e6)
        let markdown = MarkdownReport.details(report)
        #expect(markdown.contains("the slowest call took 372 ms (preempted)"))
        #expect(markdown.contains("Worst without preemption") && markdown.contains("**yes**"))
    }

    @Test("a real 120 ms call breaks the budget, preempted or not (its CPU time is the work it did)")
    func realSlowCallBreaks() throws {
        for preempted in [false, true] {
            let report = judge(
                outcome(
                    latencies: [1e6, 120e6, 2e6],
                    slowest: [call(120e6, cpu: 119e6, preempted: preempted, iteration: 1)]))
            let verdict = try #require(report.budgets.first)
            #expect(!verdict.passed && report.status == .failed)
            #expect(verdict.measured == (preempted ? 119e6 : 120e6) && verdict.slowestNanoseconds == 120e6)
        }
    }

    @Test("a worker of protocol 3 reports no preemption: the budget is judged on the slowest call, as before")
    func unknownPreemptionJudgesTheSlowestCall() throws {
        let report = judge(
            outcome(latencies: [1e6, 372e6], slowest: [call(372e6, cpu: 0, preempted: nil, iteration: 1)]))
        let verdict = try #require(report.budgets.first)
        #expect(!verdict.passed && verdict.measured == 372e6 && verdict.slowestNanoseconds == nil)
        #expect(report.worstCases == nil)
    }

    @Test("merging repetitions keeps each operation's worst judged call beside its ten slowest")
    func mergeKeepsTheWorstJudgedCall() {
        var calls = (0..<12).map { call(300e6 + Double($0) * 1e6, cpu: 1e6, preempted: true, iteration: $0) }
        calls.append(call(90e6, cpu: 89e6, preempted: false, iteration: 20))
        let report = judge(outcome(latencies: [1e6, 90e6, 311e6], slowest: calls))
        #expect(report.slowest.count == 11 && report.slowest.last?.nanoseconds == 90e6)
        #expect(report.worstCases?.first?.judgedNanoseconds == 90e6 && report.budgets.first?.passed == true)
    }

    @Test(
        "end to end: a call descheduled by threads competing for the worker's CPU holds < 100 ms; one doing 120 ms of work breaks it"
    )
    func fixtureWorstCases() async throws {
        let (run, output) = try await FixtureTool.runSuite(["--filter", "^worst-case-"])
        #expect(run.exitCode == 1, "\(run.stderr)")
        let report = try RunReportFile(directory: output).report
        let descheduled = try #require(report.scenarios.first { $0.name == "worst-case-descheduled" })
        let slow = try #require(report.scenarios.first { $0.name == "worst-case-slow" })
        let worst = try #require(descheduled.worstCases?.first)
        #expect(worst.slowestNanoseconds >= 372e6 && worst.slowestPreempted, "\(worst)")
        #expect(worst.judgedNanoseconds < 100e6 && descheduled.status == .passed, "\(worst)")
        let broken = try #require(slow.budgets.first)
        #expect(!broken.passed && slow.status == .failed && (broken.measured ?? 0) >= 119e6, "\(broken)")
    }

    @Test(
        "end to end: thirty of a hundred calls descheduled hold a p99 < 20 ms budget; thirty doing 25 ms of work break it"
    )
    func fixtureSlowTails() async throws {
        let (run, output) = try await FixtureTool.runSuite(["--filter", "^p99-"])
        #expect(run.exitCode == 1, "\(run.stderr)")
        let report = try RunReportFile(directory: output).report
        let descheduled = try #require(report.scenarios.first { $0.name == "p99-descheduled" })
        let slow = try #require(report.scenarios.first { $0.name == "p99-slow" })
        let held = try #require(descheduled.budgets.first)
        #expect(held.passed && descheduled.status == .passed, "\(held)")
        #expect((held.asMeasuredNanoseconds ?? 0) >= 30e6 && (held.preemptedCalls ?? 0) >= 30, "\(held)")
        #expect(descheduled.slowest.count <= 11, "the report keeps the ten slowest and the worst judged call")
        let broken = try #require(slow.budgets.first)
        #expect(!broken.passed && slow.status == .failed && (broken.measured ?? 0) >= 24e6, "\(broken)")
    }
}
