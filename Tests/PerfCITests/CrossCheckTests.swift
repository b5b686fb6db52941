import BenchReport
@testable import PerfCompare
import Testing

/// A paired run's timings cross-checked with the instruction counts of the same operations.
@Suite("Instruction cross-check")
struct CrossCheckTests {
    /// Both sides of a paired run of `cached-switch`: its `switch/wall_time` per round (the current side
    /// `factors` times the baseline's machine modes) and, unless `nil`, one `switch/instructions` count a side.
    static func pair(_ factors: [Double], instructions: (Double, Double)?) -> (RunReport, RunReport) {
        let modes = PairedCompareTests.modes
        var baseline = PairedCompareTests.run(modes, role: .baseline)
        var current = PairedCompareTests.run(zip(modes, factors).map { $0 * $1 }, role: .current)
        if let (base, head) = instructions {
            baseline.scenarios[0].metrics.append(Self.count(base))
            current.scenarios[0].metrics.append(Self.count(head))
        }
        return (baseline, current)
    }

    static func count(_ value: Double) -> MetricReport {
        Make.metric("switch/instructions", unit: .count, repetitions: [value])
    }

    static let fivePercent = [1.05, 1.048, 1.052, 1.05, 1.049, 1.051, 1.05, 1.047]

    func rows(_ baseline: RunReport, _ current: RunReport) throws -> (Comparison, MetricComparison, MetricComparison) {
        let comparison = try RunComparator().compare(baseline: baseline, current: current)
        let time = try #require(comparison.rows.first { $0.metric == "switch/wall_time" })
        let count = try #require(comparison.rows.first { $0.metric == "switch/instructions" })
        return (comparison, time, count)
    }

    @Test("a +5 % timing with identical instructions (118,519 both sides) is layout/alignment, not a regression")
    func sameInstructionsIsLayout() throws {
        let (baseline, current) = Self.pair(Self.fivePercent, instructions: (118_519, 118_519))
        let (comparison, time, _) = try rows(baseline, current)
        #expect(time.verdict == .changed && time.crossCheck == .sameInstructions && time.instructionRatio == 1)
        #expect(comparison.exitCode == .success && !comparison.hasRegression)
        let markdown = comparison.markdown
        #expect(markdown.contains("### Layout/alignment — same instructions (1): not a regression of the code"))
        #expect(markdown.contains("+5.0 % (instr. same)"))
        #expect(markdown.contains("Cross-checked with instruction counts"))
        #expect(!markdown.contains("### Changed"), "a layout row is listed once, in its own section")
        #expect(markdown.contains("layout/alignment of the two executables"), "the row's CI excludes 1: the reason")
        // Without the counts the same timings are a regression, and the header says the check was missing.
        let (plainBase, plainCurrent) = Self.pair(Self.fivePercent, instructions: nil)
        let plain = try RunComparator().compare(baseline: plainBase, current: plainCurrent)
        #expect(plain.exitCode == .budgetFailed && plain.markdown.contains("Timing only"))
    }

    @Test("a scenario's own timing (a batch's time per point) follows its operations' identical counts")
    func aScenarioTimingFollowsItsOperationsCounts() throws {
        var (baseline, current) = Self.pair(Self.fivePercent, instructions: (35_000, 35_000))
        let modes = PairedCompareTests.modes
        baseline.scenarios[0].metrics.append(
            Make.metric("batch_per_point", unit: .nanoseconds, repetitions: modes.map { $0 / 1000 }))
        current.scenarios[0].metrics.append(
            Make.metric(
                "batch_per_point", unit: .nanoseconds,
                repetitions: zip(modes, Self.fivePercent).map { $0 * $1 / 1000 }))
        let same = try RunComparator().compare(baseline: baseline, current: current)
        let perPoint = try #require(same.rows.first { $0.metric == "batch_per_point" })
        #expect(perPoint.verdict == .changed && perPoint.crossCheck == .sameInstructions)
        #expect(same.exitCode == .success, "a layout-only difference must not fail the gate through a derived timing")
        // When a count moved, the scenario's timing keeps its own verdict.
        current.scenarios[0].metrics[1] = Self.count(36_000)
        let moved = try RunComparator().compare(baseline: baseline, current: current)
        let kept = try #require(moved.rows.first { $0.metric == "batch_per_point" })
        #expect(kept.verdict == .worse && kept.crossCheck == nil)
    }

    @Test("same instructions but a timing beyond the layout floor is judged on the timing")
    func beyondTheLayoutFloorIsJudgedOnTime() throws {
        let (baseline, current) = Self.pair(Array(repeating: 1.25, count: 8), instructions: (1000, 1000))
        let (comparison, time, _) = try rows(baseline, current)
        #expect(time.verdict == .worse && time.crossCheck == .sameInstructionsBeyondFloor)
        #expect(time.note?.contains("beyond the 10 % layout floor") == true && comparison.exitCode == .budgetFailed)
        var options = CompareOptions()
        options.layoutFloor = 0.30
        let wide = try RunComparator(options: options).compare(baseline: baseline, current: current)
        #expect(wide.exitCode == .success, "--layout-floor 0.30 takes a 25 % change as layout")
    }

    @Test(
        "a real +14 % whose pairs disagree (p 0.195, CI excluding 1) is a regression when the instructions rose with it"
    )
    func risenInstructionsConfirmedByTimingAreARegression() throws {
        // The appearance-change rows of the issue: p10 pair ratios with one base worker in the slow mode.
        let ratios = [1.15, 1.10, 0.68, 1.13, 1.21, 1.17, 1.11, 1.35]
        let (timedOnly, timedOnlyCurrent) = Self.pair(ratios, instructions: nil)
        let alone = try RunComparator().compare(baseline: timedOnly, current: timedOnlyCurrent)
        let aloneRow = try #require(alone.rows.first)
        #expect(aloneRow.verdict == .unchanged, "the signed-rank test alone does not flag it")
        let (baseline, current) = Self.pair(ratios, instructions: (10_000, 11_000))
        let (comparison, time, count) = try rows(baseline, current)
        #expect(time.verdict == .worse && time.crossCheck == .confirmed && comparison.exitCode == .budgetFailed)
        #expect(time.note?.contains("instructions +10.0 %, the timing agrees") == true)
        #expect(count.verdict == .changed, "the count reports; its timing row carries the verdict")
        #expect(comparison.markdown.contains("(instr. +10.0 %)"))
    }

    @Test("instructions that rose while the timing points the other way do not fail the gate")
    func unconfirmedInstructionsKeepTheTimingsVerdict() throws {
        let (baseline, current) = Self.pair(Array(repeating: 0.999, count: 8), instructions: (10_000, 10_050))
        let (comparison, time, count) = try rows(baseline, current)
        #expect(time.crossCheck == .unconfirmed && time.verdict == .unchanged && count.verdict == .changed)
        #expect(comparison.exitCode == .success)
    }

    @Test("the Markdown says why an unflagged row whose interval excludes 1 is not flagged")
    func unflaggedRowsSayWhy() throws {
        let baseline = [
            235.5078125, 226.5078125, 227.2109375, 228.2265625, 226.8984375, 226.5078125, 226.3515625, 225.8046875,
        ]
        let current = [234.875, 246.5390625, 235.578125, 242.859375, 227.3671875, 235.96875, 226.8203125, 237.1484375]
        let comparison = try RunComparator().compare(
            baseline: PairedCompareTests.run(baseline, role: .baseline),
            current: PairedCompareTests.run(current, role: .current))
        let row = try #require(comparison.rows.first)
        #expect(row.verdict == .unchanged && row.ratio?.excludesOne == true)
        #expect(comparison.markdown.contains("**Not flagged although the interval excludes 1** (1):"))
        #expect(comparison.markdown.contains("- cached-switch `switch/wall_time`: the change +"))
        #expect(comparison.markdown.contains("is within the MDC"))
    }

    @Test("a sequential comparison is not cross-checked: instruction counts keep their own verdict")
    func sequentialComparisonsAreUntouched() throws {
        var (baseline, current) = Self.pair(Self.fivePercent, instructions: (1000, 1100))
        baseline.pairing = nil
        current.pairing = nil
        let comparison = try RunComparator().compare(baseline: baseline, current: current)
        let count = try #require(comparison.rows.first { $0.metric == "switch/instructions" })
        #expect(count.verdict == .worse && comparison.rows.allSatisfy { $0.crossCheck == nil })
    }
}
