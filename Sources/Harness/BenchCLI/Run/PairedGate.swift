import BenchReport
import PerfModel

/// The gate of a paired run needs figures from both sides: a scenario both workers share that one side
/// did not measure (its worker crashed, hung or failed) leaves nothing to compare, so the gate fails
/// (exit 3) instead of reading the missing side as a change.
enum PairedGate {
    /// One line naming, per side, the shared scenarios without figures and why; `nil` when both sides
    /// measured every scenario they share.
    static func missingFigures(baseline: RunReport, current: RunReport) -> String? {
        let shared = Set(baseline.scenarios.map(\.name)).intersection(current.scenarios.map(\.name))
        let sides = [("baseline", baseline), ("current", current)].compactMap { side, report -> String? in
            let missing = report.scenarios.filter { shared.contains($0.name) && !$0.hasFigures }
            guard !missing.isEmpty else { return nil }
            let named = missing.map { "\($0.name) (\($0.failure.map { Console.oneLine($0) } ?? $0.status.rawValue))" }
            return "the \(side) worker produced no figures for \(named.joined(separator: ", "))"
        }
        guard !sides.isEmpty else { return nil }
        return "no paired comparison: \(sides.joined(separator: "; "))"
    }
}
