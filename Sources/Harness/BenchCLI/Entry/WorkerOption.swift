import ArgumentParser
import BenchModel
import BenchReport
import BenchRunner
import BenchSafety

/// The worker executable a command talks to: `--worker`, else `$KEYBOARD_BENCH_WORKER`, else the one beside this tool.
struct WorkerOption: ParsableArguments {
    @Option(
        name: .customLong("worker"),
        help: ArgumentHelp(
            "The worker executable (default: keyboard-bench-worker beside this tool).", valueName: "path",
            visibility: .hidden))
    var path: String?

    /// The launcher of the chosen worker.
    var launcher: WorkerLauncher { WorkerLauncher(executable: path ?? ExecutablePath.defaultWorker()) }

    /// The worker's catalogue; a bad declaration is bad input (exit 2), a missing worker a tool failure.
    ///
    /// A declaration mistake stops every command (refused: never run a suite with a scenario silently
    /// missing), except a run whose `--filter` leaves the broken scenario out: then only the selected
    /// scenarios are described and checked, and the run goes on.
    /// The worker gets `timeLimitSeconds` to answer (a run passes its `--describe-time-limit`).
    func catalogue(filter: String? = nil, timeLimitSeconds: Double = WorkerLauncher.describeTimeLimitSeconds)
        async throws -> [ScenarioInfo]
    {
        do {
            return try await launcher.catalogue(timeLimitSeconds: timeLimitSeconds)
        } catch  where error.isBadInput {
            guard let filter else {
                throw UsageError(error.description + " (fix it; meanwhile other scenarios can run with run --filter)")
            }
            do { return try await launcher.catalogue(filter: filter, timeLimitSeconds: timeLimitSeconds) } catch
                where error.isBadInput
            {
                throw UsageError(error.description + " (it is selected by --filter '\(filter)')")
            } catch {
                throw ToolFailure(error.description)
            }
        } catch {
            throw ToolFailure(error.description)
        }
    }
}
