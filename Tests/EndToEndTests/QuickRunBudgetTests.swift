import BenchReport
import Foundation
import TestSupport
import Testing

/// A quick run is a smoke run: its time budgets are shown, not judged; its exact budgets are judged as always.
@Suite("budgets in a quick run", .serialized)
struct QuickRunBudgetTests {
    @Test("a time budget a quick run breaks is shown with its figure, not judged, and fails nothing")
    func timeBudgetNotJudged() async throws {
        let (run, output) = try await FixtureTool.runSuite(["--filter", "dsl-budget-breach", "--quick"])
        #expect(run.exitCode == 0, "\(run.stderr)")
        let file = try RunReportFile(directory: output)
        let scenario = try #require(file.scenario("dsl-budget-breach"))
        let verdict = try #require(scenario.budgets.first)
        #expect(scenario.status == .passed && verdict.passed)
        #expect(verdict.notJudged == "not judged: a quick run's times are a smoke run's, not a measurement")
        #expect((verdict.measured ?? 0) >= 2e6, "the figure is shown")
        #expect(scenario.budgetsHeld == "0/0 (1 not judged)")
    }

    @Test("an exact budget a quick run breaks still fails it")
    func exactBudgetJudged() async throws {
        let (run, output) = try await FixtureTool.runSuite(["--tag", "metrics", "--quick"])
        #expect(run.exitCode == 1, "\(run.stderr)")
        let breaks = try #require(try RunReportFile(directory: output).scenario("metric-accuracy-breaks"))
        #expect(breaks.status == .failed && breaks.failure == "budget accuracy ≥ 99.5 % broken: 98.0 %")
    }
}
