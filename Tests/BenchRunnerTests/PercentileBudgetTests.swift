import BenchReport
import Foundation
import Testing
@testable import BenchReport
@testable import BenchRunner

/// Percentile budgets judged like `max`: a call known to be preempted counts with its CPU time, so a
/// loaded machine breaks no `frame/wall_time p99 < 33 ms` with frames that waited for the CPU, and a slow
/// tail of unpreempted frames still breaks it. A profiled run does not judge what its profiler perturbs.
@Suite("percentile budgets and profiled runs")
struct PercentileBudgetTests {
    let p99Under33ms = BudgetSpec(
        metric: .latency("frame"), statistic: .p99, comparison: .below, limit: 33e6, unit: .nanoseconds)
    let noHeapGrowth = BudgetSpec(metric: .heapGrowth, statistic: .value, comparison: .atMost, limit: 0, unit: .bytes)
    let base = PreemptionTests()

    /// 195 frames of 1 ms and five slow ones of 50 ms (p99 of 200 is the 198th: a slow one), each slow
    /// frame kept with `preempted` and 1.2 ms of CPU.
    func frames(preempted: Bool) -> WorkerOutcome {
        let latencies = Array(repeating: 1e6, count: 195) + Array(repeating: 50e6, count: 5)
        let slow = (0..<5).map { index -> SlowCall in
            var call = SlowCall(operation: "frame", nanoseconds: 50e6, iteration: 195 + index, step: 0)
            call.preempted = preempted
            call.cpuNanoseconds = preempted ? 1.2e6 : 49.5e6
            return call
        }
        return base.outcome(latencies: latencies, slowest: slow, operation: "frame")
    }

    func judge(_ outcome: WorkerOutcome, budgets: [BudgetSpec], profile: String? = nil) -> ScenarioReport {
        let info = ScenarioInfo(
            name: "vision-typing", kind: .scenario, tags: [], parameters: [:],
            metrics: MetricSpec.perCall("frame") + MetricSpec.memory + MetricSpec.resident, budgets: budgets,
            timeLimitSeconds: nil, tracksObjects: false)
        var settings = EvaluatorTests.settings
        settings.profile = profile
        return ScenarioEvaluator(settings: settings).report(
            for: info, outcomes: [outcome], floorBytes: [9e6], seed: 1)
    }

    @Test("preempted frames inflate p99 wall to 50 ms, their CPU is 1.2 ms: the budget holds, both figures shown")
    func preemptedTailHolds() throws {
        let report = judge(frames(preempted: true), budgets: [p99Under33ms])
        let verdict = try #require(report.budgets.first)
        #expect(verdict.passed && report.status == .passed, "\(verdict)")
        #expect(verdict.measured == 1.2e6 && verdict.asMeasuredNanoseconds == 50e6 && verdict.preemptedCalls == 5)
        #expect(MarkdownReport.details(report).contains("5 preempted calls at their CPU time; as measured"))
    }

    @Test("a real slow tail of unpreempted frames breaks the p99 budget")
    func unpreemptedTailBreaks() throws {
        let report = judge(frames(preempted: false), budgets: [p99Under33ms])
        let verdict = try #require(report.budgets.first)
        #expect(!verdict.passed && report.status == .failed && verdict.measured == 50e6)
        #expect(verdict.asMeasuredNanoseconds == nil)
    }

    @Test("--profile alloc: heap_growth ≤ 0 B is not judged on the profiler's 1.05 MB; unprofiled it is")
    func profiledHeapBudgetIsNotJudged() throws {
        var outcome = frames(preempted: false)
        if case .completed(var result) = outcome.ending {
            result.values[.heapGrowth] = 1.05e6
            outcome.ending = .completed(result)
        }
        let profiled = judge(outcome, budgets: [noHeapGrowth], profile: "alloc")
        let verdict = try #require(profiled.budgets.first)
        #expect(verdict.notJudged == "not judged: profiled (alloc)" && verdict.passed && profiled.status == .passed)
        #expect(MarkdownReport.details(profiled).contains("not judged: profiled (alloc)"))
        #expect(profiled.budgetsHeld == "0/0 (1 not judged)", "neither held nor broken in the summary")
        let cpu = judge(outcome, budgets: [noHeapGrowth], profile: "cpu")
        #expect(cpu.budgets.first?.passed == false, "a CPU profile does not touch the heap: judged")
        let unprofiled = judge(outcome, budgets: [noHeapGrowth])
        #expect(unprofiled.budgets.first?.passed == false && unprofiled.status == .failed)
    }
}
