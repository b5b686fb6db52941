import BenchModel
import Testing

@testable import BenchCLI

/// The bisect's search with a fake probe (a figure per commit, `nil` for one that does not build):
/// where it stops, how many probes it makes, and what it says when there is no single step.
@Suite("bisect search")
struct BisectSearchTests {
    /// `count + 1` commits named `c0` (good) … `c<count>` (bad).
    static func commits(_ count: Int) -> [String] { (0...count).map { "c\($0)" } }

    /// Runs a search over `figures` (one per commit, good first), counting the probes it asks for.
    static func search(_ figures: [Double?], maxProbes: Int? = nil) async -> (BisectResult, Int) {
        let commits = commits(figures.count - 1)
        let search = BisectSearch(
            commits: commits, threshold: 0.005,
            maxProbes: maxProbes ?? BisectResult.bound(commits: commits.count - 1) * 2)
        var asked = 0
        let result = await search.run { commit in
            asked += 1
            return figures[Int(commit.dropFirst())!]
        }
        return (result, asked)
    }

    /// Figures that step from 1,000 to 1,248 at commit `culprit` (with a little noise below the threshold).
    static func step(count: Int, at culprit: Int) -> [Double?] {
        (0...count).map { $0 < culprit ? 1_000 + Double($0 % 3) : 1_248 + Double($0 % 2) }
    }

    @Test func aCleanStepAnywhereIsFoundWithinTheBound() async {
        for count in [1, 2, 7, 32, 37] {
            for culprit in 1...count {
                let (result, asked) = await Self.search(Self.step(count: count, at: culprit))
                guard case .culprit(let step) = result.outcome else {
                    Issue.record("\(count) commits, culprit \(culprit): \(result.outcome)")
                    continue
                }
                #expect(step.commit == "c\(culprit)" && step.parent == "c\(culprit - 1)" && step.untested.isEmpty)
                #expect(
                    asked == result.probes.count && asked <= BisectResult.bound(commits: count), "\(count), \(culprit)")
            }
        }
    }

    @Test func aCommitThatDoesNotBuildAfterTheCulpritIsSkipped() async {
        var figures = Self.step(count: 32, at: 15)
        figures[16] = nil  // the first middle: its neighbour is probed instead
        let (result, asked) = await Self.search(figures)
        #expect(
            result.outcome
                == .culprit(.init(index: 15, commit: "c15", parent: "c14", before: 1_002, after: 1_249, untested: [])))
        #expect(asked <= BisectResult.bound(commits: 32))
        #expect(result.probes.contains(.init(commit: "c16", figure: nil)), "the skipped probe is reported")
    }

    @Test func aCommitThatDoesNotBuildBeforeTheCulpritIsNamedBesideIt() async {
        var figures = Self.step(count: 32, at: 17)
        figures[16] = nil
        let (result, asked) = await Self.search(figures)
        guard case .culprit(let step) = result.outcome else {
            Issue.record("\(result.outcome)")
            return
        }
        #expect(step.commit == "c17" && step.parent == "c15" && step.untested == ["c16"])
        #expect(asked <= BisectResult.bound(commits: 32))
    }

    @Test func goodAndBadAgreeAfterTwoProbes() async {
        let (result, asked) = await Self.search((0...40).map { 1_000 + Double($0 % 4) })
        #expect(result.outcome == .noChange && asked == 2)
    }

    @Test func aChangeInTwoStepsIsNoSingleCulprit() async throws {
        let figures: [Double?] = (0...32).map { $0 < 9 ? 1_000 : $0 < 25 ? 1_100 : 1_248 }
        let (result, _) = await Self.search(figures)
        guard case .spread(let steps) = result.outcome else {
            Issue.record("\(result.outcome)")
            return
        }
        #expect(steps.map(\.commit) == ["c9", "c25"])
        #expect(steps.map(\.before) == [1_000, 1_100] && steps.map(\.after) == [1_100, 1_248])
        let request = BisectRequest(
            scenario: "cached-switch", metric: try BisectMetric("switch/instructions"), goodRef: "c0", badRef: "c32",
            commits: Self.commits(32).map { BisectRequest.Commit(hash: $0, subject: "edit \($0)") }, threshold: 0.005,
            maxProbes: 16, cache: "/cache", output: "/out", json: nil, directory: "/repo")
        let report = BisectReport(
            request: request, metric: MetricID("switch/instructions"), result: result, seconds: [:], skipped: [:],
            duration: .seconds(3))
        #expect(report.verdict.code == .success)
        #expect(
            report.verdict.text.hasPrefix(
                "no single culprit: switch/instructions moved in 2 steps: c9 1000 → 1100 (+10.0 %), c25 1100 → 1248 (+13.5 %)"
            ),
            "\(report.verdict.text)")
    }

    @Test func theProbesRunningOutIsSaid() async {
        let (result, asked) = await Self.search(Self.step(count: 64, at: 40), maxProbes: 4)
        #expect(result.outcome == .outOfProbes([]) && asked == 4)
    }

    @Test func aGoodSideThatCannotBeMeasuredStopsTheSearch() async {
        var figures = Self.step(count: 8, at: 3)
        figures[0] = nil
        let (result, asked) = await Self.search(figures)
        #expect(result.outcome == .unmeasured("c0") && asked == 1)
    }

    @Test func theBoundIsLogTwoPlusThree() {
        #expect([1, 2, 3, 4, 5, 32, 33].map { BisectResult.bound(commits: $0) } == [3, 4, 5, 5, 6, 8, 9])
    }
}
