import BenchProfile
import BenchSafety
import Foundation
import PerfModel

extension Explanation {
    /// Why a profiled run did not start (its one-line refusal).
    struct Refusal: Error, Sendable {
        var reason: String
    }

    /// Runs `scenarios` once more, paired under callgrind (`run --profile instructions --against
    /// baseWorker`, deterministic), the current side named by `current` (`--worker PATH`, or nothing
    /// for the worker beside this tool) and `passedOn` (`run` arguments kept), into `folder`, the run's
    /// output into `log`. Returns the explanation of that run, or why it could not start.
    static func profiledRun(
        _ scenarios: [String], baseWorker: String, current: [String], passedOn: [String], folder: String,
        log: String
    ) async -> Result<Explanation, Refusal> {
        try? FileManager.default.removeItem(atPath: folder)
        let filter = "^(" + scenarios.map(Gate.escaped).joined(separator: "|") + ")$"
        let arguments =
            [
                "--filter", filter, "--repetitions", "1", "--profile", "instructions", "--against", baseWorker,
                "--no-cross-check", "--output", folder,
            ] + current + passedOn
        let plan: RunPlan
        do { plan = try await RunCommand.parse(arguments).prepare() } catch {
            return .failure(Refusal(reason: CommandResult(thrown: error).error ?? "\(error)"))
        }
        defer { plan.cleanUp() }
        // Exit 1 is expected (the scenarios are worse); the diffs tell whether it ran.
        let descriptor = open(log, O_CREAT | O_WRONLY | O_TRUNC | O_CLOEXEC, 0o644)
        _ = await plan.execute(
            output: descriptor >= 0 ? Gate.output(into: descriptor, named: log) : GateConsole.progressOutput())
        if descriptor >= 0 { close(descriptor) }
        return .success(Explanation(runDirectory: RunFolder.latest(in: folder).path, kind: .instructions))
    }
}
