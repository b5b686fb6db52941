import BenchReport
import Testing
@testable import PerfCompare

/// A scenario with no figures on a side (crashed, timed out, threw) is not compared: never "better",
/// never "unchanged", and the comparison's headline is never ✅ while one is there.
@Suite struct UncomparedScenarioTests {
    static func run(_ id: String, status: ScenarioStatus) -> RunReport {
        var scenario = Make.scenario(
            "s", metrics: [Make.metric("op/wall_time", unit: .nanoseconds, repetitions: [100, 101, 99])])
        scenario.status = status
        if status != .passed { scenario.metrics = [] }
        return Make.run(id, repetitions: 3, scenarios: [scenario])
    }

    @Test(arguments: [
        (ScenarioStatus.crashed, ScenarioStatus.passed), (.timedOut, .passed), (.crashed, .crashed), (.error, .crashed),
    ])
    func aSideWithoutFiguresIsNotCompared(baseline: ScenarioStatus, current: ScenarioStatus) throws {
        let comparison = try RunComparator().compare(
            baseline: Self.run("base", status: baseline), current: Self.run("head", status: current))
        #expect(comparison.rows.map(\.verdict) == [.notCompared])
        #expect(comparison.hasUncompared)
        let markdown = comparison.markdown
        #expect(!markdown.contains("✅"), "\(markdown.prefix(300))")
        let counts = markdown.split(separator: "\n").first { $0.hasPrefix("Baseline ") } ?? ""
        #expect(!counts.contains("better") && !markdown.contains("### Better"), "\(markdown.prefix(400))")
        #expect(markdown.hasPrefix("## keyboard-bench compare: ⚠️ not compared: 1 scenario(s) without figures"))
        #expect(markdown.contains("### Not compared (1): no figures on a side"))
        #expect(markdown.contains("1 not compared"))
    }

    @Test func aCurrentSideThatLostItsFiguresIsStillARegression() throws {
        let comparison = try RunComparator().compare(
            baseline: Self.run("base", status: .passed), current: Self.run("head", status: .crashed))
        #expect(comparison.rows.map(\.verdict) == [.worse])
        #expect(comparison.markdown.hasPrefix("## keyboard-bench compare: ❌ regression"))
    }
}
