import BenchKit
import Foundation
import Testing

/// The harness's verdicts on fixtures that really leak, stay clean, or really break a budget,
/// run through the DSL, the executor, jemalloc and an isolated worker.
@Suite("verdicts on real measurements")
struct DSLFixtureTests {
    @Test("a scenario that leaks objects and heap is caught, by type and in bytes")
    func realLeakIsCaught() async throws {
        let (run, output) = try await FixtureTool.runSuite(["--filter", "^dsl-leak$"])
        #expect(run.exitCode == 1)
        let scenario = try #require(try RunReportFile(directory: output).scenario("dsl-leak"))
        #expect(scenario.status == .failed)
        let leaks = try #require(scenario.leaks)
        #expect(leaks.objects == [ObjectCount(type: "TrackedNode", live: 221, expected: 1)])
        #expect(leaks.leakedObjects == 220, "20 leaked in warm-up, 200 in the measured phase")
        let growth = try #require(leaks.heapGrowthBytes)
        #expect(growth >= 200 * 1024, "200 leaked nodes of 1 KiB each")
        #expect(scenario.failure?.contains("heap_growth") == true)
        #expect(scenario.failure?.contains("leaked 220 TrackedNode") == true)
    }

    @Test("the same scenario without the leak measures zero growth and passes")
    func cleanTwinPasses() async throws {
        let (run, output) = try await FixtureTool.runSuite(["--filter", "^dsl-clean$"])
        #expect(run.exitCode == 0)
        let scenario = try #require(try RunReportFile(directory: output).scenario("dsl-clean"))
        #expect(scenario.status == .passed)
        #expect(scenario.leaks?.heapGrowthBytes == 0)
        #expect(scenario.leaks?.leakedObjects == 0)
        #expect(scenario.metric(.latency("replace"))?.summary.n == 200)
        #expect((scenario.metric(.allocatedBytes("replace"))?.summary.p50 ?? 0) >= 1024, "each call allocates a node")
    }

    @Test("an operation slower than its budget fails with the measured value")
    func realBudgetBreach() async throws {
        let (run, output) = try await FixtureTool.runSuite(["--filter", "dsl-budget-breach"])
        #expect(run.exitCode == 1)
        let scenario = try #require(try RunReportFile(directory: output).scenario("dsl-budget-breach"))
        let verdict = try #require(scenario.budgets.first)
        #expect(verdict.passed == false)
        #expect((verdict.measured ?? 0) >= 2e6)
        #expect((scenario.metric(.cpuTime("sleep"))?.summary.p50 ?? .infinity) < 1e6, "sleeping burns no CPU")
    }
}
