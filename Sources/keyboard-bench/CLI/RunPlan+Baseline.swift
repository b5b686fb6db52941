import BenchReport
import Foundation

extension RunPlan {
    /// `--baseline`, checked before the first scenario runs: the report names each scenario once and
    /// shares at least one scenario with the selection (else the comparison could only say "no
    /// regression" about nothing). Throws a one-line `UsageError` (exit 2).
    static func checkBaselineScenarios(_ path: String, selected: [ScenarioInfo]) throws {
        guard let data = FileManager.default.contents(atPath: path) else { throw UsageError("--baseline '\(path)' cannot be read") }
        let report: RunReport
        do { report = try ReportCoding.decode(data) } catch { throw UsageError("--baseline '\(path)': \(error)") }
        var seen = Set<String>()
        for scenario in report.scenarios where !seen.insert(scenario.name).inserted {
            throw UsageError("--baseline '\(path)' has two scenarios named '\(scenario.name)'")
        }
        guard !seen.isDisjoint(with: selected.map(\.name)) else {
            let names = report.scenarios.prefix(5).map(\.name).joined(separator: ", ")
            throw UsageError("--baseline '\(path)' has no scenario in common with the selection (it has: \(names.isEmpty ? "none" : names))")
        }
    }
}
