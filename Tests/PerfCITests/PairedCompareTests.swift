import BenchReport
import Foundation
@testable import PerfCompare
@testable import PerfModel
import Testing

/// Paired comparisons: a machine mode that lasts rounds cancels in the pairs, where the sequential test sees noise.
@Suite("Paired compare")
struct PairedCompareTests {
    /// Rounds alternating between a fast and a ~30 % slow machine mode, as seen on this VM.
    static let modes = [100.0, 131, 100.5, 129, 99.5, 130, 101, 128]

    static func run(
        _ figures: [Double], role: PairingInfo.Role, id: String = "pair-1", name: String = "cached-switch",
        kind: ScenarioKind = .benchmark
    ) -> RunReport {
        var run = Make.run(
            "\(id)-\(role)", repetitions: figures.count,
            scenarios: [
                Make.scenario(
                    name, metrics: [Make.metric("switch/wall_time", unit: .nanoseconds, repetitions: figures)])
            ])
        run.scenarios[0].kind = kind
        run.pairing = PairingInfo(
            id: id, role: role, pairs: figures.count, order: "ABBA", baselineWorker: "a", currentWorker: "b")
        return run
    }

    /// Both sides of a paired run of one metric named `metric`, the current side `factor` times the baseline.
    static func pair(_ metric: String, factor: Double) -> (RunReport, RunReport) {
        var baseline = run(modes, role: .baseline), current = run(modes.map { $0 * factor }, role: .current)
        baseline.scenarios[0].metrics[0].id = MetricID(metric)
        current.scenarios[0].metrics[0].id = MetricID(metric)
        return (baseline, current)
    }

    @Test func fivePercentInEveryPairIsCaughtDespiteMachineModes() throws {
        let current = zip(Self.modes, [1.05, 1.048, 1.052, 1.05, 1.049, 1.051, 1.05, 1.047]).map { $0 * $1 }
        let paired = try RunComparator().compare(
            baseline: Self.run(Self.modes, role: .baseline), current: Self.run(current, role: .current))
        #expect(paired.pairs == 8 && paired.exitCode == .budgetFailed)
        let row = try #require(paired.rows.first)
        let p = try #require(row.p)
        #expect(row.verdict == .worse && p < 0.05 && row.note == "paired: 8 pairs")
        #expect(paired.markdown.contains("Paired A/B run: 8 pairs") && paired.markdown.contains("8 pairs |"))
        // The same figures judged as two independent runs: the modes swamp the 5 %.
        let sequential = try RunComparator().compare(
            baseline: Self.run(Self.modes, role: .baseline, id: "x"),
            current: Self.run(current, role: .current, id: "y"))
        #expect(sequential.pairs == nil && sequential.rows.first?.verdict == .unchanged)
    }

    @Test(
        "a scenario's per-call timings get the 6 % paired floor (A/A moved them up to 5.9 %), unless a floor is asked for"
    )
    func perCallTimingsOfAScenarioHaveTheirOwnFloor() throws {
        let current = zip(Self.modes, [1.045, 1.04, 1.05, 1.044, 1.046, 1.043, 1.047, 1.045]).map { $0 * $1 }
        let baseline = Self.run(Self.modes, role: .baseline, name: "layout-switch-storm-dark", kind: .scenario)
        let scenario = Self.run(current, role: .current, name: "layout-switch-storm-dark", kind: .scenario)
        let quiet = try RunComparator().compare(baseline: baseline, current: scenario)
        #expect(
            quiet.rows.first?.verdict == .unchanged && quiet.rows.first?.mdc?.floor == 0.06
                && quiet.exitCode == .success)
        #expect(quiet.markdown.contains("6 % for a scenario's per-call timings"))
        let benchmark = try RunComparator().compare(
            baseline: Self.run(Self.modes, role: .baseline), current: Self.run(current, role: .current))
        #expect(benchmark.rows.first?.verdict == .worse, "a benchmark's batch timing keeps the 3 % floor")
        var asked = CompareOptions()
        asked.pairedNoiseFloor = 0.03
        let strict = try RunComparator(options: asked).compare(baseline: baseline, current: scenario)
        #expect(strict.rows.first?.verdict == .worse, "--paired-noise-floor applies to every metric")
    }

    @Test("the comparison names the pairs a paired run measured again")
    func remeasuredPairsAreNamed() throws {
        var (baseline, current) = Self.pair("switch/wall_time", factor: 1.0)
        current.pairing?.remeasured = ["cached-switch#2"]
        baseline.pairing?.remeasured = ["cached-switch#2"]
        let comparison = try RunComparator().compare(baseline: baseline, current: current)
        #expect(comparison.remeasured == ["cached-switch#2"])
        #expect(
            comparison.markdown.contains(
                "**Measured again** (1 pair, the new pair replacing the first): cached-switch round 2"))
    }

    @Test(
        "a change smaller than the pairs' MDC is not flagged: per-process modes of ±4 % (run-10-A of self-test series 7, identical code)"
    )
    func aChangeBelowTheMDCIsNotFlagged() throws {
        let baseline = [
            235.5078125, 226.5078125, 227.2109375, 228.2265625, 226.8984375, 226.5078125, 226.3515625, 225.8046875,
        ]
        let current = [234.875, 246.5390625, 235.578125, 242.859375, 227.3671875, 235.96875, 226.8203125, 237.1484375]
        let comparison = try RunComparator().compare(
            baseline: Self.run(baseline, role: .baseline), current: Self.run(current, role: .current))
        let row = try #require(comparison.rows.first)
        let (p, ratio, mdc) = (try #require(row.p), try #require(row.ratio), try #require(row.mdc))
        #expect(p < 0.05 && ratio.excludesOne, "the rank test and the interval alone would flag it")
        #expect(abs(ratio.ratio - 1) < mdc.effective && mdc.statistical > mdc.floor)
        #expect(row.verdict == .unchanged && comparison.exitCode == .success)
    }

    @Test func identicalCodeInShiftingModesStaysQuiet() throws {
        let current = zip(Self.modes, [1.004, 0.997, 1.001, 0.995, 1.006, 0.999, 1.003, 0.998]).map { $0 * $1 }
        let paired = try RunComparator().compare(
            baseline: Self.run(Self.modes, role: .baseline), current: Self.run(current, role: .current))
        #expect(paired.exitCode == .success && paired.rows.first?.verdict == .unchanged)
    }

    @Test func residentAboveFloorIsReportedNotGated() throws {
        let (baseline, current) = Self.pair("resident_above_floor", factor: 1.5)
        let comparison = try RunComparator().compare(baseline: baseline, current: current)
        #expect(comparison.rows.first?.verdict == .changed && comparison.exitCode == .success)
        #expect(comparison.rows.first?.note?.contains("not gated") == true)
    }

    @Test func cpuTimeIsReportedNotGatedWhenPaired() throws {
        var (baseline, current) = Self.pair("switch/cpu_time", factor: 1.08)
        let paired = try RunComparator().compare(baseline: baseline, current: current)
        #expect(paired.rows.first?.verdict == .changed && paired.exitCode == .success)
        baseline.pairing = nil
        current.pairing = nil
        let sequential = try RunComparator().compare(baseline: baseline, current: current)
        #expect(sequential.rows.first?.verdict != .changed, "sequential comparisons still gate CPU time")
    }

    @Test func peakResidentKeepsAFivePercentFloorWhenPaired() throws {
        let (baseline, current) = Self.pair("peak_resident", factor: 1.03)
        let comparison = try RunComparator().compare(baseline: baseline, current: current)
        #expect(comparison.rows.first?.verdict == .unchanged && comparison.rows.first?.mdc?.floor == 0.05)
    }

    @Test func runsWithNoScenarioInCommonOrDuplicateNamesAreRefused() throws {
        let a = Self.run([1, 2, 3], role: .baseline, id: "x", name: "old-name")
        let b = Self.run([1, 2, 3], role: .current, id: "y", name: "new-name")
        #expect(throws: PerfCIError.self) { try RunComparator().compare(baseline: a, current: b) }
        var twice = b
        twice.scenarios += twice.scenarios
        #expect(throws: PerfCIError.self) { try RunComparator().compare(baseline: b, current: twice) }
        do { _ = try RunComparator().compare(baseline: a, current: b) } catch let error as PerfCIError {
            #expect(error.message.contains("no scenario in common") && !error.message.contains("\n"))
        }
    }

    @Test func aVerdictWithoutSignificanceNeverFailsTheGate() throws {
        let three = Self.run([1.0e6, 1.1e6, 0.9e6], role: .baseline, id: "x")
        let one = Self.run([3.0e6], role: .current, id: "y")
        let comparison = try RunComparator().compare(baseline: three, current: one)
        let row = try #require(comparison.rows.first)
        #expect(row.verdict == .notJudged && row.p == nil && comparison.exitCode == .cannotJudge)
        let note = try #require(row.note)
        #expect(note.hasPrefix("⚠️") && comparison.markdown.contains("### Not judged (1)"))
        #expect(!comparison.markdown.contains("Unchanged"), "a row not judged is not listed as unchanged too")
    }
}
