import BenchReport
import Foundation
import PerfCI

/// `run --baseline`: the baseline report, read once before the first scenario runs.
struct BaselineInput {
    /// The path given.
    var path: String
    /// The report read from it (checked: its values, its machine, its scenario names).
    var report: RunReport
    /// `--allow-different-machines`.
    var allowDifferentMachines: Bool

    /// Reads and checks the report at `path` once (issue 18 items 10, 15, 28): it reads as a report of
    /// this machine (unless other machines are allowed), names each scenario once and shares at least
    /// one with the selection (else the comparison could only say "no regression" about nothing).
    /// Throws a one-line `UsageError` (exit 2); a pipe (`--baseline <(git show …)`) is read only once.
    init(path: String, allowDifferentMachines: Bool, selected: [ScenarioInfo]) throws {
        // FileHandle reads a pipe to its end too (FileManager.contents(atPath:) gives nil for one).
        guard let handle = FileHandle(forReadingAtPath: path), let data = try? handle.readToEnd() ?? Data() else {
            throw UsageError("--baseline '\(path)' cannot be read")
        }
        do {
            report = try ReportCoding.decode(data)
            try report.readable().validate()
        } catch {
            throw UsageError("--baseline '\(path)': \(error)")
        }
        self.path = path
        self.allowDifferentMachines = allowDifferentMachines
        let here = EnvironmentFingerprint.thisMachine().machineKey
        guard allowDifferentMachines || report.environment.machineKey == here else {
            throw UsageError(
                "--baseline '\(path)' comes from another machine (\(report.environment.machineKey), this one is \(here)); pass --allow-different-machines to compare anyway")
        }
        try checkScenarios(selected: selected)
    }

    private func checkScenarios(selected: [ScenarioInfo]) throws {
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

/// `run`'s comparisons (`--baseline`, `--against`) of reports the run already holds: compared in
/// memory, neither file read back (issue 18 item 28).
struct RunComparison {
    /// Markdown for the summary and `compare.md`; JSON for `compare.json`; empty on an error.
    var markdown = "", json = ""
    /// 0 nothing regressed, 1 a regression, 2 the reports cannot be compared.
    var exitCode: BenchExitCode
    /// The one-line error when they cannot be compared.
    var error: String?

    /// Compares `current` against `baseline`.
    init(baseline: RunReport, current: RunReport, options: CompareOptions = CompareOptions()) {
        do {
            let run = current.readable()
            try run.validate()
            let comparison = try RunComparator(options: options).compare(baseline: baseline.readable(), current: run)
            markdown = comparison.markdown
            json = try JSONOutput.string(comparison)
            exitCode = comparison.exitCode
        } catch {
            exitCode = .badInput
            self.error = "\(error)"
        }
    }
}
