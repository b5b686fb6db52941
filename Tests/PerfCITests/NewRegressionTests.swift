import BenchReport
import TestSupport
import Testing

@testable import PerfHistory

/// `history changes --fail-on-new`: a nightly fails the night its run makes a regression a change point,
/// and not on the nights after, nor on a change that is not a regression, nor on a step of the machine's.
@Suite struct NewRegressionTests {
    /// A series of `values` (one run each, times in order), smaller is better; run `i` measured
    /// `commit(i)` (every run its own commit unless told).
    static func series(
        _ values: [Double], scenario: String = "s", machine: String = "m", commit: (Int) -> String = { "c\($0)" }
    ) -> MetricSeries {
        let points = values.enumerated().map {
            MetricSeries.Point(
                commit: commit($0.offset), runId: "r\($0.offset)", startedAt: String(format: "t%03d", $0.offset),
                figure: $0.element, low: $0.element, high: $0.element, repetitions: 5)
        }
        return MetricSeries(
            fingerprint: machine, scenario: scenario, metric: "op/wall_time", unit: "ns", polarity: .smallerIsBetter,
            deterministic: false, budgets: [], points: points)
    }

    static let steady = [100.0, 101, 99, 100, 102, 98, 100, 101, 99]

    /// The new regressions of `series`, as the command finds them.
    static func fresh(_ series: [MetricSeries]) -> [ChangePoint] {
        let finder = ChangePointFinder()
        return finder.newRegressions(among: finder.changePoints(in: series), in: series)
    }

    @Test func aStepTheNewestRunCompletesIsNew() {
        let fresh = Self.fresh([Self.series(Self.steady + [150, 151, 149])])
        #expect(fresh.map(\.index) == [9] && fresh.allSatisfy { $0.direction == .worse })
    }

    @Test func aStepSeenTheNightBeforeIsNotNewAgain() {
        let finder = ChangePointFinder()
        #expect(Self.fresh([Self.series(Self.steady + [150, 151, 149, 150])]).isEmpty)
        #expect(finder.changePoints(in: Self.series(Self.steady + [150, 151, 149, 150])).count == 1, "still listed")
    }

    @Test func aStepBetweenRunsOfOneCommitIsTheMachines() {
        // A quiet night, then nights beside other work, all of one commit: the step is listed as a machine
        // change and fails no night.
        let busy = Self.series(Self.steady + [150, 151, 149]) { _ in "c0" }
        #expect(Self.fresh([busy]).isEmpty)
        let point = ChangePointFinder().changePoints(in: busy).first
        #expect(
            point?.direction == .worse && point?.isMachineChange == true, "still listed: \(String(describing: point))")
        // The same step where the commit changes is the code's.
        let code = Self.series(Self.steady + [150, 151, 149]) { $0 < 9 ? "c0" : "c1" }
        #expect(Self.fresh([code]).map(\.index) == [9])
    }

    @Test func anImprovementIsNotARegression() {
        #expect(Self.fresh([Self.series(Self.steady + [60, 61, 59])]).isEmpty)
    }

    @Test func aSeriesTheNewestRunDidNotMeasureBringsNothing() {
        let measured = Self.series(Self.steady + [100, 101, 100, 99])
        let stale = Self.series(Self.steady + [150, 151, 149], scenario: "gone")
        #expect(Self.fresh([measured, stale]).isEmpty)
    }

    /// The fixture history's step (at its seventh run) fails the night of its eighth run, and not the nights after.
    @Test func theCommandFailsTheNightTheStepBecomesAChangePoint() throws {
        for (runs, expected) in [(7, BenchExitCode.success), (8, .budgetFailed), (9, .success), (12, .success)] {
            let folder = try TemporaryDirectory.untilExit("perfci-new") + "/history"
            let store = HistoryStore(root: folder)
            for report in Fixture.historyReports.prefix(runs) { try store.add(reportAt: report) }
            let result = HistoryCommandCore.changes(history: folder, failOnNew: true)
            #expect(result.exitCode == expected, "\(runs) runs: \(result.text)")
            #expect(result.text.contains("NEW regression tree-build-letters build/wall_time") == (expected != .success))
            #expect(HistoryCommandCore.changes(history: folder).exitCode == .success, "without --fail-on-new")
        }
    }
}
