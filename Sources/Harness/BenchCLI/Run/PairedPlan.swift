import BenchReport
import BenchRunner
import BenchSafety
import Foundation
import PerfCompare

/// `run --against WORKER`: the baseline worker of a paired A/B run and the scenarios it runs, checked
/// before anything runs (exit 2, one line): the executable, its wire protocol and catalogue, and that
/// it shares at least one selected scenario with the current worker.
struct PairedPlan {
    /// The baseline worker executable.
    var worker: String
    /// The baseline worker's scenarios the selection picks.
    var scenarios: [ScenarioInfo]
    /// `--instructions`: how the baseline worker runs under callgrind.
    var instructions: InstructionMode?
    /// `--against-commit`: the commit the baseline worker was built from, if given.
    var commit: String? = nil

    /// Pairs below this cannot reach p < 0.05 with the signed-rank test (2/2⁵ = 0.0625).
    static let fewestPairs = 6

    static func make(baselineWorker path: String, command: RunCommand, plan: RunPlan, describeLimit: Double)
        async throws -> PairedPlan
    {
        if command.baseline != nil {
            throw UsageError("--against and --baseline cannot be combined: a paired run measures its own baseline")
        }
        guard FileManager.default.fileExists(atPath: path) else {
            throw UsageError("--against '\(path)': no such file")
        }
        guard FileManager.default.isExecutableFile(atPath: path) else {
            throw UsageError("--against '\(path)': not an executable")
        }
        let catalogue: [ScenarioInfo]
        do {
            catalogue = try await WorkerLauncher(executable: path).catalogue(timeLimitSeconds: describeLimit)
        } catch  where error.timedOut {
            throw ToolFailure("--against '\(path)': \(error.description)")
        } catch {
            throw UsageError("--against '\(path)': \(error.description)")
        }
        let pattern = try command.filter.map(ScenarioSelection.compile)
        let selected = catalogue.filter { info in
            (pattern.map { $0.matches(info.name) } ?? true)
                && (command.tags.isEmpty || info.tags.contains(where: command.tags.contains))
        }
        try check(baseline: selected, current: plan.scenarios, path: path)
        if plan.settings.repetitions < fewestPairs, !command.instructions {
            Console.warning(
                "--repetitions \(plan.settings.repetitions) gives \(plan.settings.repetitions) pairs: the signed-rank test needs \(fewestPairs) or more to reach p < 0.05, so no timing change can be flagged: the comparison will say it cannot judge (exit 4)"
            )
        }
        return PairedPlan(worker: path, scenarios: selected)
    }

    /// A `--against-commit` value: a ref or commit git resolves here (`main`, `HEAD~1`, a short hash), as
    /// its full hash; else a commit hash of another repository (4 to 64 hexadecimal digits), lowercased.
    /// Anything else is bad usage, in one line.
    static func resolvedCommit(_ value: String) async throws -> String {
        if let commit = await GitRefs.commit(of: value) { return commit }
        guard (4...64).contains(value.count), value.allSatisfy(\.isHexDigit) else {
            throw UsageError(
                "--against-commit '\(value)': names no commit here (git rev-parse cannot resolve it) and is not a commit hash"
            )
        }
        return value.lowercased()
    }

    /// Refuses a baseline with none of the selected scenarios (`Comparability`'s wording); names the
    /// ones only one side has.
    static func check(baseline: [ScenarioInfo], current: [ScenarioInfo], path: String) throws {
        let baseNames = baseline.map(\.name), currentNames = current.map(\.name)
        do { try Comparability.checkCommon(baseline: baseNames, current: currentNames) } catch {
            throw UsageError("--against '\(path)': \(error)")
        }
        let onlyCurrent = currentNames.filter { !baseNames.contains($0) }
        let onlyBaseline = baseNames.filter { !currentNames.contains($0) }
        if !onlyCurrent.isEmpty {
            Console.warning(
                "the baseline worker lacks \(onlyCurrent.count) selected scenario(s) (\(onlyCurrent.joined(separator: ", "))): they run on the current worker only and are reported as new"
            )
        }
        if !onlyBaseline.isEmpty {
            Console.warning(
                "only the baseline worker has \(onlyBaseline.count) selected scenario(s) (\(onlyBaseline.joined(separator: ", "))): they run on the baseline only and are reported as missing"
            )
        }
    }
}
