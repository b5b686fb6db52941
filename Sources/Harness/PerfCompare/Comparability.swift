import BenchReport
import PerfModel

/// Whether two runs can be compared at all, checked before any row is made — the one place, and the one
/// wording, of every refusal of `compare`, `run --baseline` and `run --against`: the runs come from one
/// machine (unless different machines are allowed), each names every scenario once, and they share at
/// least one scenario (a renamed suite must not pass the gate). Each refusal is one `PerfCIError` line;
/// a command puts the input it read in front (`--baseline 'old.json': …`).
public enum Comparability {
    /// Every check, on two reports: machines (the runs' and, for reports merged from shards, each
    /// scenario's), unique names on each side, a scenario in common.
    public static func check(baseline: RunReport, current: RunReport, allowDifferentMachines: Bool) throws {
        try checkMachines(
            baseline: baseline.fingerprint, current: current.fingerprint, allowDifferentMachines: allowDifferentMachines
        )
        try MachineSeries.checkCompare(
            baseline: baseline, current: current, allowDifferentMachines: allowDifferentMachines)
        try checkUniqueNames(baseline, side: "baseline")
        try checkUniqueNames(current, side: "current")
        try checkCommon(baseline: baseline.scenarios.map(\.name), current: current.scenarios.map(\.name))
    }

    /// Refuses runs of two machines (`fingerprint`s, `machineKey`s) unless `allowDifferentMachines`.
    public static func checkMachines(baseline: String, current: String, allowDifferentMachines: Bool) throws {
        guard baseline != current, !allowDifferentMachines else { return }
        throw PerfCIError(
            "the runs come from different machines (baseline \(baseline), current \(current)); pass --allow-different-machines to compare anyway"
        )
    }

    /// Refuses a run that names a scenario twice (`side`: `baseline` or `current`).
    public static func checkUniqueNames(_ run: RunReport, side: String) throws {
        var seen = Set<String>()
        for scenario in run.scenarios where !seen.insert(scenario.name).inserted {
            throw PerfCIError("the \(side) run \(run.runId) has two scenarios named '\(scenario.name)'")
        }
    }

    /// Refuses two runs (or a baseline and the scenarios a run selected) with no scenario name in common.
    public static func checkCommon(baseline: [String], current: [String]) throws {
        guard Set(baseline).isDisjoint(with: current) else { return }
        throw PerfCIError(
            "the runs have no scenario in common (baseline: \(list(baseline)); current: \(list(current))): nothing to compare"
        )
    }

    /// The first five names, and how many there are when there are more.
    static func list(_ names: [String]) -> String {
        guard !names.isEmpty else { return "none" }
        let shown = names.prefix(5).joined(separator: ", ")
        return names.count > 5 ? shown + ", … (\(names.count) in all)" : shown
    }
}
