import BenchReport
@testable import PerfCompare
import PerfModel
import Testing

/// A paired timing too noisy to vouch for is never called unchanged: its instruction count settles it,
/// or the comparison cannot judge.
@Suite("Paired resolution")
struct PairedResolutionTests {
    /// Per-pair ratios of a busy machine around +5 % (an injected slowdown of 4.9 % in instructions):
    /// the pairs scatter by ±25 %, so the test sees nothing and the MDC is far above 10 %.
    static let scattered = [1.32, 0.80, 1.27, 0.84, 1.30, 0.78, 1.05, 1.07]
    /// The same machine quiet: identical code, pairs within ±1 %.
    static let quiet = [1.004, 0.995, 1.002, 0.998, 1.001, 0.996, 1.003, 0.999]

    func timing(_ comparison: Comparison) throws -> MetricComparison {
        try #require(comparison.rows.first { $0.metric == "switch/wall_time" })
    }

    @Test("a scattered +5 % without counts is not judged, and the comparison cannot judge (exit 4)")
    func aNoisyTimingWithoutCountsCannotBeJudged() throws {
        let (baseline, current) = CrossCheckTests.pair(Self.scattered, instructions: nil)
        let comparison = try RunComparator().compare(baseline: baseline, current: current)
        let row = try timing(comparison)
        let mdc = try #require(row.mdc?.statistical)
        #expect(mdc > 0.10 && row.verdict == .notJudged && row.tooNoisy == true)
        #expect(comparison.cannotJudge && comparison.exitCode == .cannotJudge)
        let markdown = comparison.markdown
        #expect(markdown.contains("## keyboard-bench compare: ⚠️ cannot judge: 1 timing too noisy to vouch for"))
        #expect(markdown.contains("cached-switch `switch/wall_time` MDC") && markdown.contains("resolution 10 %"))
        #expect(!markdown.contains("✅"), "never a pass when a gated timing could hide a change")
        #expect(
            markdown.contains("### Not judged (1): pairs too noisy to vouch for a timing (MDC above the resolution)"))
        #expect(try PerfModel.JSONOutput.string(comparison).contains("\"too_noisy\" : true"))
    }

    @Test("the same instructions settle a noisy timing as unchanged")
    func theSameCountSettlesItAsUnchanged() throws {
        let (baseline, current) = CrossCheckTests.pair(Self.scattered, instructions: (118_519, 118_519))
        let comparison = try RunComparator().compare(baseline: baseline, current: current)
        let row = try timing(comparison)
        #expect(row.verdict == .unchanged && row.crossCheck == .sameInstructions)
        #expect(row.note?.contains("settled by the count: the same instructions") == true)
        #expect(comparison.exitCode == .success)
    }

    @Test("instructions +4.9 % make the noisy timing a regression the timing could not see")
    func aMovedCountSettlesItAsWorse() throws {
        let (baseline, current) = CrossCheckTests.pair(Self.scattered, instructions: (100_000, 104_900))
        let comparison = try RunComparator().compare(baseline: baseline, current: current)
        let row = try timing(comparison)
        #expect(row.verdict == .worse && comparison.exitCode == .budgetFailed)
        #expect(row.note?.contains("worse: instructions +4.9 %") == true)
    }

    @Test("instructions +1 %, within the 3 % paired floor, settle it as unchanged")
    func aSmallCountChangeIsWithinTheFloor() throws {
        let (baseline, current) = CrossCheckTests.pair(Self.scattered, instructions: (100_000, 101_000))
        let row = try timing(try RunComparator().compare(baseline: baseline, current: current))
        #expect(row.verdict == .unchanged && row.note?.contains("within the 3 % floor") == true)
    }

    @Test("identical code on a quiet machine stays unchanged, without counts")
    func quietPairsAreVouchedFor() throws {
        let (baseline, current) = CrossCheckTests.pair(Self.quiet, instructions: nil)
        let comparison = try RunComparator().compare(baseline: baseline, current: current)
        let row = try timing(comparison)
        #expect(row.verdict == .unchanged && row.tooNoisy == nil && comparison.exitCode == .success)
    }

    @Test("--resolution widens what the pairs may vouch for")
    func aWiderResolutionAcceptsTheNoisyTiming() throws {
        let (baseline, current) = CrossCheckTests.pair(Self.scattered, instructions: nil)
        var options = CompareOptions()
        options.resolution = 0.9
        let comparison = try RunComparator(options: options).compare(baseline: baseline, current: current)
        #expect(try timing(comparison).verdict == .unchanged && comparison.exitCode == .success)
    }

    @Test("a noisy timing is one the instruction pass counts")
    func theNoisyScenarioIsCounted() throws {
        let (baseline, current) = CrossCheckTests.pair(Self.scattered, instructions: nil)
        let timings = try RunComparator().compare(baseline: baseline, current: current)
        #expect(InstructionCrossCheck.scenariosToCount(timings) == ["cached-switch"])
        let (quietBase, quietCurrent) = CrossCheckTests.pair(Self.quiet, instructions: nil)
        let quiet = try RunComparator().compare(baseline: quietBase, current: quietCurrent)
        #expect(InstructionCrossCheck.scenariosToCount(quiet).isEmpty)
    }

    @Test("an ungated noisy timing (a paired CPU time) is reported, never a reason not to judge")
    func anUngatedNoisyTimingDoesNotBlockTheVerdict() throws {
        var (baseline, current) = CrossCheckTests.pair(Self.scattered, instructions: nil)
        baseline.scenarios[0].metrics[0].id = MetricID("switch/cpu_time")
        current.scenarios[0].metrics[0].id = MetricID("switch/cpu_time")
        let comparison = try RunComparator().compare(baseline: baseline, current: current)
        let row = try #require(comparison.rows.first)
        #expect(row.tooNoisy == nil && comparison.exitCode == .success)
    }
}
