import BenchReport
import Foundation
import Testing
@testable import PerfCompare
@testable import PerfModel

/// A verdict is either sound or says it cannot judge: too few pairs (or repetitions) for the test is
/// "cannot judge" with its own exit code, never ✅ and never "unchanged".
@Suite("Cannot judge")
struct CannotJudgeTests {
    /// Both sides of a paired run of `scenario` with the given metrics' figures per pair.
    static func paired(_ metrics: [(String, MetricUnit, [Double], [Double])], id: String = "p") -> (
        RunReport, RunReport
    ) {
        func side(_ role: PairingInfo.Role, _ pick: ((String, MetricUnit, [Double], [Double])) -> [Double]) -> RunReport
        {
            let pairs = metrics.first.map { pick($0).count } ?? 0
            var run = Make.run(
                "\(id)-\(role.rawValue)", repetitions: pairs,
                scenarios: [
                    Make.scenario(
                        "cached-switch", metrics: metrics.map { Make.metric($0.0, unit: $0.1, repetitions: pick($0)) })
                ])
            run.pairing = PairingInfo(
                id: id, role: role, pairs: pairs, order: "ABBA", baselineWorker: "a", currentWorker: "b")
            return run
        }
        return (side(.baseline, \.2), side(.current, \.3))
    }

    @Test("one pair with +27.7 % and +38.4 %: cannot judge (exit 4), listed under Not judged, never Unchanged")
    func onePairCannotJudge() throws {
        let (baseline, current) = Self.paired([
            ("switch/wall_time", .nanoseconds, [1000], [1277]),
            ("peak_heap", .bytes, [1000], [1384]),
        ])
        let comparison = try RunComparator().compare(baseline: baseline, current: current)
        #expect(comparison.rows.allSatisfy { $0.verdict == .notJudged })
        #expect(comparison.cannotJudge && comparison.exitCode == .cannotJudge && comparison.exitCode.rawValue == 4)
        let markdown = comparison.markdown
        #expect(markdown.contains("## keyboard-bench compare: ⚠️ cannot judge: 1 pair (the signed-rank test needs ≥ 6)"))
        #expect(!markdown.contains("✅") && !markdown.contains("no regression"))
        #expect(markdown.contains("### Not judged (2)") && !markdown.contains("Unchanged"))
        #expect(markdown.contains(": 2 not judged\n"))
        #expect(markdown.contains("Paired A/B run: 1 pair.") && markdown.contains("| 1 pair |"))
    }

    @Test("five pairs cannot reach p < 0.05 either; six can, and are judged")
    func fiveCannotSixCan() throws {
        let five = Self.paired([
            ("switch/wall_time", .nanoseconds, [100, 101, 99, 100, 102], [100, 100, 99, 101, 101])
        ])
        let few = try RunComparator().compare(baseline: five.0, current: five.1)
        #expect(few.exitCode == .cannotJudge && few.rows.first?.note?.contains("fewer than 6") == true)
        let six = Self.paired([
            ("switch/wall_time", .nanoseconds, [100, 101, 99, 100, 102, 100], [100, 100, 99, 101, 101, 100])
        ])
        let judged = try RunComparator().compare(baseline: six.0, current: six.1)
        #expect(judged.exitCode == .success && judged.rows.first?.verdict == .unchanged)
        #expect(judged.markdown.contains("✅ no regression"))
    }

    @Test("a worse instruction count is judged with one pair: a regression outranks cannot judge")
    func aCountJudgedWithOnePair() throws {
        let (baseline, current) = Self.paired([
            ("switch/instructions", .count, [100_000], [102_000]),
            ("peak_heap", .bytes, [1000], [1000]),
        ])
        let comparison = try RunComparator().compare(baseline: baseline, current: current)
        #expect(comparison.exitCode == .budgetFailed && comparison.markdown.contains("❌ regression"))
    }

    @Test("single repetitions a side (sequential): cannot judge, not ✅")
    func singleRepetitionsCannotJudge() throws {
        let a = Make.run(
            "a", repetitions: 1,
            scenarios: [Make.scenario("s", metrics: [Make.metric("x/wall_time", unit: .nanoseconds, repetitions: [1])])]
        )
        var b = a
        b.runId = "b"
        b.scenarios[0].metrics[0].repetitions = [3]
        let comparison = try RunComparator().compare(baseline: a, current: b)
        #expect(comparison.exitCode == .cannotJudge)
        #expect(comparison.markdown.contains("⚠️ cannot judge: 1 vs 1 repetition (the rank test needs ≥ 4 a side)"))
    }

    @Test("every row in one section, and the header counts what each section lists")
    func noRowTwiceAndCountsMatch() throws {
        var row = MetricComparison(
            scenario: "s", metric: "a/wall_time", unit: .nanoseconds, polarity: .smallerIsBetter,
            deterministic: false, verdict: .changed, baseline: 100, current: 104, currentRepetitions: 8,
            ratio: RatioInterval(ratio: 1.04, lower: 1.02, upper: 1.06), note: "paired: 8 pairs")
        row.crossCheck = .sameInstructions
        var changed = row
        changed.metric = "resident_above_floor"
        changed.crossCheck = nil
        var large = row
        large.metric = "b/wall_time"
        large.verdict = .notJudged
        large.crossCheck = nil
        var unchanged = row
        unchanged.metric = "c/wall_time"
        unchanged.verdict = .unchanged
        unchanged.crossCheck = nil
        var comparison = Comparison(
            baselineRun: "a", currentRun: "b", baselineCommit: nil, currentCommit: nil, baselineFingerprint: "m",
            currentFingerprint: "m", options: CompareOptions(), rows: [row, changed, large, unchanged])
        comparison.pairs = 8
        let markdown = comparison.markdown
        #expect(markdown.contains(": 1 changed · 1 layout · 1 not judged · 1 unchanged\n"), "\(markdown)")
        #expect(markdown.contains("### Changed (not judged: no better direction, or not gated) (1)"))
        #expect(markdown.contains("Unchanged (1)"))
        for metric in ["a/wall_time", "resident_above_floor", "b/wall_time", "c/wall_time"] {
            let tableRows = markdown.split(separator: "\n").filter {
                $0.hasPrefix("| s ") && $0.contains("`\(metric)`")
            }
            #expect(tableRows.count == 1, "\(metric) is listed \(tableRows.count) times")
        }
    }

    @Test("instruction-mode compare says so, not \"Timing only: no instruction counts\"")
    func instructionModeHeader() throws {
        let (baseline, current) = Self.paired([("switch/instructions", .count, [100_000], [100_000])])
        let markdown = try RunComparator().compare(baseline: baseline, current: current).markdown
        #expect(!markdown.contains("Timing only"), "\(markdown)")
        #expect(markdown.contains("Instruction counts, no timings"))
    }
}
