import Determinism
import Testing
@testable import PerfHistory
@testable import PerfModel

@Suite("Change points")
struct ChangePointTests {
    func noise(_ count: Int, center: Double, spread: Double, seed: UInt64) -> [Double] {
        var generator = SplitMix64(seed: seed)
        return (0..<count).map { _ in center * (1 + spread * (Double.random(in: -1...1, using: &generator))) }
    }

    @Test func findsAKnownStepWithinOnePosition() {
        for (seed, step) in [(1 as UInt64, 14), (2, 20), (3, 9)] {
            let series =
                noise(step, center: 600, spread: 0.02, seed: seed)
                + noise(30 - step, center: 690, spread: 0.02, seed: seed + 100)
            let found = EDivisive().changePoints(series)
            #expect(found.count == 1, "seed \(seed): \(found)")
            #expect(found.allSatisfy { abs($0 - step) <= 1 })
        }
    }

    @Test func findsTwoSteps() {
        let series =
            noise(12, center: 100, spread: 0.02, seed: 4) + noise(12, center: 130, spread: 0.02, seed: 5)
            + noise(12, center: 100, spread: 0.02, seed: 6)
        let found = EDivisive().changePoints(series)
        #expect(found.count == 2)
        #expect(abs(found[0] - 12) <= 1 && abs(found[1] - 24) <= 1)
    }

    @Test func noiseOnlySeriesHaveNone() {
        for seed in 10..<20 as Range<UInt64> {
            #expect(EDivisive().changePoints(noise(30, center: 600, spread: 0.05, seed: seed)).isEmpty, "seed \(seed)")
        }
    }

    @Test func aSingleSpikeDoesNotAlarm() {
        var series = noise(20, center: 600, spread: 0.01, seed: 30)
        series[10] = 1500
        #expect(EDivisive(minimumSegment: 3).changePoints(series).isEmpty)
    }

    @Test func changesWithinTheNoiseFloorAreNotReported() {
        let values = noise(10, center: 600, spread: 0.002, seed: 40) + noise(10, center: 612, spread: 0.002, seed: 41)
        let points = values.enumerated().map {
            MetricSeries.Point(
                commit: "c\($0.offset)", runId: "r\($0.offset)", startedAt: "t\($0.offset)", figure: $0.element,
                low: $0.element, high: $0.element, repetitions: 5)
        }
        var series = MetricSeries(
            fingerprint: "m", scenario: "s", metric: "op/wall_time", unit: "ns", polarity: .smallerIsBetter,
            deterministic: false, budgets: [], points: points)
        let finder = ChangePointFinder()
        #expect(finder.allChangePoints(in: series).map(\.index) == [10], "a 2 % step is significant")
        #expect(finder.changePoints(in: series).isEmpty, "but within the 5 % floor")
        series.deterministic = true
        #expect(finder.changePoints(in: series).map(\.index) == [10], "exact metrics report any change")
    }

    @Test func historyStepHasMagnitudeDirectionAndCommitRange() throws {
        let runs = try HistoryStore(root: Fixture.history()).runs()
        let points = ChangePointFinder().changePoints(in: runs)
        let build = try #require(points.first { $0.scenario == "tree-build-letters" && $0.metric == "build/wall_time" })
        #expect(build.index == 6)
        #expect(build.direction == .worse && build.kind == "regression")
        #expect(build.ratio > 1.1 && build.ratio < 1.2)
        #expect(build.commitRange == "c06000000000..c07000000000")
        #expect(points.filter { $0.metric == "switch/wall_time" || $0.metric == "accuracy" }.isEmpty)
        let text = HistoryCommandCore.changes(history: try Fixture.history())
        #expect(text.exitCode == .success && text.text.contains("regression tree-build-letters build/wall_time"))
    }
}

/// How `history changes` prints a change point between runs of one commit.
@Suite("History changes text")
struct HistoryChangesTextTests {
    static func point(before: String, after: String) -> ChangePoint {
        ChangePoint(
            fingerprint: "m1", scenario: "cached-switch", metric: "switch/wall_time", unit: .nanoseconds, index: 4,
            lastCommitBefore: before, firstCommitAfter: after, runId: "r5", before: 100, after: 108, ratio: 1.08,
            direction: .worse)
    }

    @Test("a change point between runs of one commit is labelled a machine change; a code change is not")
    func machineChangesAreLabelled() {
        let text = HistoryCommandCore.changesText([
            Self.point(before: "0ed5ea1709991234", after: "0ed5ea1709991234"),
            Self.point(before: "aaaa", after: "bbbb"),
        ])
        let lines = text.split(separator: "\n")
        #expect(lines.count == 2)
        #expect(lines[0].hasPrefix("machine change (same commit 0ed5ea170999): regression cached-switch"))
        #expect(lines[1].hasPrefix("regression cached-switch"))
    }
}
