import BenchReport
import Foundation
import Testing
@testable import PerfCompare

/// Instruction counts are near-exact: one run a side, a threshold instead of a test.
@Suite("Compare instruction counts")
struct InstructionCompareTests {
    static func run(_ count: Double, id: String) -> RunReport {
        Make.run(
            id, repetitions: 1,
            scenarios: [
                Make.scenario(
                    "cached-switch", metrics: [Make.metric("switch/instructions", unit: .count, repetitions: [count])])
            ])
    }

    @Test func onePercentMoreInstructionsIsARegressionWithOneRunASide() throws {
        let comparison = try RunComparator().compare(
            baseline: Self.run(100_000, id: "a"), current: Self.run(101_000, id: "b"))
        #expect(comparison.exitCode == .budgetFailed && comparison.rows.first?.verdict == .worse)
        #expect(comparison.rows.first?.note?.contains("near-exact") == true)
        let fewer = try RunComparator().compare(
            baseline: Self.run(100_000, id: "a"), current: Self.run(99_000, id: "b"))
        #expect(fewer.rows.first?.verdict == .better && fewer.exitCode == .success)
    }

    @Test func changesWithinTheThresholdAreUnchanged() throws {
        let same = try RunComparator().compare(
            baseline: Self.run(100_000, id: "a"), current: Self.run(100_000, id: "b"))
        #expect(same.rows.first?.verdict == .unchanged)
        let tiny = try RunComparator().compare(
            baseline: Self.run(100_000, id: "a"), current: Self.run(100_050, id: "b"))
        #expect(tiny.rows.first?.verdict == .unchanged, "0.05 % is below the 0.1 % threshold")
    }
}
