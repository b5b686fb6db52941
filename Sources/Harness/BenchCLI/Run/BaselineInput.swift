import BenchReport
import Foundation
import PerfCompare

/// `run --baseline`: the baseline report, read once before the first scenario runs.
struct BaselineInput {
    /// The path given.
    var path: String
    /// The report read from it (checked: its values, its machine, its scenario names).
    var report: RunReport
    /// `--allow-different-machines`.
    var allowDifferentMachines: Bool

    /// Reads the report at `path` once and checks that the run about to start can be compared with it
    /// (`Comparability`, in the words `compare` uses): a report of `machine` (this one) unless other
    /// machines are allowed, each scenario named once, at least one scenario in common with `selected`
    /// (else the comparison could only say "no regression" about nothing). Throws a one-line
    /// `UsageError` (exit 2) naming the path; a pipe (`--baseline <(git show …)`) is read only once.
    init(
        path: String, allowDifferentMachines: Bool, selected: [ScenarioInfo],
        machine: String = EnvironmentFingerprint.thisMachine().machineKey
    ) throws {
        // FileHandle reads a pipe to its end too (FileManager.contents(atPath:) gives nil for one).
        guard let handle = FileHandle(forReadingAtPath: path), let data = try? handle.readToEnd() ?? Data() else {
            throw UsageError("--baseline '\(path)' cannot be read")
        }
        do {
            report = try ReportCoding.decode(data)
            try report.readable().validate()
            try Comparability.checkMachines(
                baseline: report.fingerprint, current: machine, allowDifferentMachines: allowDifferentMachines)
            try Comparability.checkUniqueNames(report, side: "baseline")
            try Comparability.checkCommon(baseline: report.scenarios.map(\.name), current: selected.map(\.name))
        } catch {
            throw UsageError("--baseline '\(path)': \(error)")
        }
        self.path = path
        self.allowDifferentMachines = allowDifferentMachines
    }

    /// The finished run compared with this baseline, through the one comparison entry point.
    func compare(_ current: RunReport) -> CompareCommandCore.Output {
        CompareCommandCore.compare(
            baseline: report, current: current, options: CompareOptions(allowDifferentMachines: allowDifferentMachines))
    }
}
