import BenchReport
import Foundation
import Testing
@testable import PerfCompare
@testable import PerfModel

@Suite("Compare")
struct CompareTests {
    func compare(_ baseline: String, _ current: String, _ options: CompareOptions = CompareOptions()) throws
        -> Comparison
    {
        try RunComparator(options: options).compare(baseline: Fixture.run(baseline), current: Fixture.run(current))
    }

    func row(_ comparison: Comparison, _ scenario: String, _ metric: String) throws -> MetricComparison {
        try #require(comparison.rows.first { $0.scenario == scenario && $0.metric == metric })
    }

    @Test func identicalCodeStaysQuiet() throws {
        let comparison = try compare("compare/base-a.json", "compare/base-b.json")
        #expect(!comparison.hasRegression)
        #expect(comparison.rows.allSatisfy { $0.verdict == .unchanged })
        #expect(comparison.exitCode == .success)
    }

    @Test func slowdownOfSixPercentIsFlaggedWithFifteenRepetitions() throws {
        let comparison = try compare("compare/base-a.json", "compare/slow-6pct.json")
        let wall = try row(comparison, "cached-switch", "switch/wall_time")
        #expect(wall.verdict == .worse)
        let p = try #require(wall.p)
        let ratio = try #require(wall.ratio)
        let lower = try #require(ratio.lower)
        let mdc = try #require(wall.mdc)
        #expect(p < 0.001)
        #expect(ratio.ratio > 1.05 && lower > 1)
        #expect(mdc.effective < 0.06)
        #expect(comparison.exitCode == .budgetFailed)
        #expect(comparison.rows(.worse).count == 1)
    }

    @Test func threeRepetitionsCannotDetectIt() throws {
        let comparison = try compare("compare/base-3reps.json", "compare/slow-6pct-3reps.json")
        let wall = try row(comparison, "cached-switch", "switch/wall_time")
        #expect(wall.verdict == .notJudged, "3 a side cannot detect it, so it is not called unchanged")
        let mdc = try #require(wall.mdc)
        #expect(mdc.effective == .infinity)
    }

    @Test func mdcShrinksWithRepetitionsOnRecordedReports() throws {
        let few = try row(
            compare("compare/base-3reps.json", "compare/slow-6pct-3reps.json"), "touch-accuracy", "locate/wall_time")
        let many = try row(compare("compare/base-a.json", "compare/base-b.json"), "touch-accuracy", "locate/wall_time")
        let (manyMDC, fewMDC) = (try #require(many.mdc), try #require(few.mdc))
        #expect(manyMDC.statistical < fewMDC.statistical)
    }

    @Test func polarityAndExactMetrics() throws {
        let comparison = try compare("compare/base-a.json", "compare/polarity.json")
        #expect(try row(comparison, "touch-accuracy", "accuracy").verdict == .worse)
        #expect(try row(comparison, "touch-accuracy", "locate/wall_time").verdict == .better)
        let allocations = try row(comparison, "cached-switch", "switch/allocations")
        #expect(allocations.verdict == .worse && allocations.deterministic && allocations.p == nil)
        #expect(try row(comparison, "touch-accuracy", "frames").verdict == .unchanged)
    }

    @Test func exactMetricsFlagAnyDifference() {
        let base = Make.metric("leaked_objects", unit: .count, deterministic: true, repetitions: [0, 0])
        var current = base
        current.repetitions = [1, 1]
        let comparator = MetricComparator(options: CompareOptions())
        #expect(comparator.compare(scenario: "s", baseline: base, current: current).verdict == .worse)
        #expect(comparator.compare(scenario: "s", baseline: current, current: base).verdict == .better)
        #expect(comparator.compare(scenario: "s", baseline: base, current: base).verdict == .unchanged)
    }

    @Test func differentMachinesAreRefusedUnlessAllowed() throws {
        #expect(throws: PerfCIError.self) { try compare("compare/base-a.json", "compare/other-machine.json") }
        let allowed = try compare(
            "compare/base-a.json", "compare/other-machine.json", CompareOptions(allowDifferentMachines: true))
        #expect(allowed.markdown.contains("Different machines"))
        let output = CompareCommandCore.run(
            baseline: Fixture.path("compare/base-a.json"), current: Fixture.path("compare/other-machine.json"))
        let error = try #require(output.error)
        #expect(output.exitCode == .badInput && error.contains("different machines") && output.markdown.isEmpty)
    }

    @Test func aCrashIsARegressionAndMissingScenariosAreReported() throws {
        let comparison = try compare("compare/base-a.json", "compare/crashed.json")
        let status = try row(comparison, "cached-switch", "status")
        let note = try #require(status.note)
        #expect(status.verdict == .worse && note.contains("crashed"))
        let reverse = try compare("compare/base-a.json", "compare/single-rep.json")
        #expect(try row(reverse, "touch-accuracy", "status").verdict == .missing)
        let added = try compare("compare/single-rep.json", "compare/base-a.json")
        #expect(try row(added, "touch-accuracy", "status").verdict == .new)
    }

    @Test func singleRepetitionIsJudgedByTheWideFloorOnly() throws {
        let comparison = try compare("compare/single-rep.json", "compare/slow-6pct.json")
        let wall = try row(comparison, "cached-switch", "switch/wall_time")
        #expect(wall.verdict == .notJudged && wall.p == nil && wall.ratio?.lower == nil)
        let note = try #require(wall.note)
        #expect(note.contains("single repetition"))
    }

    @Test func markdownAndJSONCarryTheFigures() throws {
        let output = CompareCommandCore.run(
            baseline: Fixture.path("compare/base-a.json"), current: Fixture.path("compare/slow-6pct.json"))
        #expect(output.exitCode == .budgetFailed)
        #expect(output.markdown.contains("❌ regression"))
        #expect(output.markdown.contains("### Worse (1)"))
        #expect(output.markdown.contains("`switch/wall_time` ↓"))
        #expect(output.markdown.contains("MDC"))
        let decoded = try JSONOutput.decode(Comparison.self, from: Data(output.json.utf8))
        #expect(decoded.rows.count == output.json.components(separatedBy: "\"verdict\"").count - 1)
        #expect(decoded.hasRegression)
    }
}

@Suite("Compare on real runs")
struct CompareRealRunTests {
    /// Two real 5-repetition runs of the same code (`cached-switch`, `tree-build-letters`) made by the v2 harness.
    @Test func realRunsOfTheSameCodeStayQuiet() throws {
        let comparison = try RunComparator().compare(
            baseline: Fixture.run("v2/real-run-a.json"), current: Fixture.run("v2/real-run-b.json"))
        #expect(!comparison.hasRegression)
        #expect(comparison.rows(.better).isEmpty, "\(comparison.rows(.better).map(\.metric))")
        let wall = try #require(comparison.rows.first { $0.metric == "switch/wall_time" })
        let mdc = try #require(wall.mdc)
        #expect(wall.baselineRepetitions == 5 && wall.p != nil && mdc.statistical.isFinite)
    }

    @Test func anInjectedSlowdownOfARealRunIsFlagged() throws {
        let baseline = try Fixture.run("v2/real-run-a.json")
        var current = try Fixture.run("v2/real-run-b.json")
        for s in current.scenarios.indices {
            for m in current.scenarios[s].metrics.indices
            where current.scenarios[s].metrics[m].name == "switch/wall_time" {
                current.scenarios[s].metrics[m].repetitions = current.scenarios[s].metrics[m].repetitions.map {
                    $0 * 1.10
                }
            }
        }
        let comparison = try RunComparator().compare(baseline: baseline, current: current)
        #expect(comparison.rows(.worse).map(\.metric) == ["switch/wall_time"])
    }
}
