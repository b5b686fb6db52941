import BenchReport
/// What makes two runs comparable at all, checked before any row is made: each run names every
/// scenario once, and the two runs share at least one scenario (a renamed suite must not pass the gate).
extension RunComparator {
    /// Throws a one-line `PerfCIError` when a run repeats a scenario name or the runs share no scenario.
    public static func checkComparable(baseline: RunReport, current: RunReport) throws {
        try checkUniqueNames(baseline, side: "baseline")
        try checkUniqueNames(current, side: "current")
        let common = Set(baseline.scenarios.map(\.name)).intersection(current.scenarios.map(\.name))
        guard common.isEmpty else { return }
        throw PerfCIError(
            "the runs have no scenario in common (baseline: \(list(baseline)); current: \(list(current))): nothing to compare"
        )
    }

    private static func checkUniqueNames(_ run: RunReport, side: String) throws {
        var seen = Set<String>()
        for scenario in run.scenarios where !seen.insert(scenario.name).inserted {
            throw PerfCIError("the \(side) run \(run.runId) has two scenarios named '\(scenario.name)'")
        }
    }

    private static func list(_ run: RunReport) -> String {
        guard !run.scenarios.isEmpty else { return "none" }
        let names = run.scenarios.prefix(5).map(\.name).joined(separator: ", ")
        return run.scenarios.count > 5 ? names + ", … (\(run.scenarios.count) in all)" : names
    }
}
