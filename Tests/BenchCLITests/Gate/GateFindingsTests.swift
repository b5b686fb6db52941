import BenchReport
import Foundation
import PerfCompare
import PerfModel
import Testing

@testable import BenchCLI

/// The gate's findings count each verdict by its label: a scenario whose baseline crashed reads
/// "not compared", never "better".
@Suite struct GateFindingsTests {
    @Test func aCrashedSideIsCountedAsNotCompared() throws {
        let row = MetricComparison(
            scenario: "s", metric: "status", unit: "", polarity: .neither, deterministic: true, verdict: .notCompared,
            baseline: nil, current: nil, note: "baseline crashed, current passed: no figures to compare")
        let comparison = Comparison(
            baselineRun: "a", currentRun: "b", baselineCommit: nil, currentCommit: nil, baselineFingerprint: "m",
            currentFingerprint: "m", options: CompareOptions(), rows: [row])
        let json = try PerfModel.JSONOutput.string(comparison)
        #expect(
            Gate.findings(comparisonJSON: json, report: nil) == "compare: 1 not compared; budgets: no summary")
    }
}
