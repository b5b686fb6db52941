import Subprocess
import SystemPackage

/// Starts one worker process per scenario and judges how it ended (parent side of the worker protocol).
public struct WorkerLauncher: Sendable {
    /// A progress report from a running worker.
    public typealias ProgressHandler = @Sendable (_ phase: String, _ done: Int, _ total: Int) -> Void

    /// The executable re-invoked as `<executable> worker <name> --seed N [--quick]`.
    public let executable: String
    /// How long a worker gets between SIGTERM and SIGKILL once its time limit has passed.
    public var gracePeriod: Duration = .milliseconds(200)

    /// A launcher that re-invokes `executable` (usually `ExecutablePath.current()`).
    public init(executable: String) {
        self.executable = executable
    }

    /// The worker's command-line arguments.
    public static func arguments(scenario: String, settings: WorkerSettings) -> [String] {
        ["worker", scenario, "--seed", String(settings.seed)] + (settings.quick ? ["--quick"] : [])
    }

    /// Runs `scenario` in a worker; kills it once `timeLimitSeconds` have passed.
    public func launch(
        scenario: String, settings: WorkerSettings, timeLimitSeconds: Double,
        onProgress: @escaping ProgressHandler = { _, _, _ in }
    ) async -> WorkerOutcome {
        let clock = ContinuousClock()
        let start = clock.now
        let ending: WorkerOutcome.Ending
        do {
            ending = try await spawn(scenario, settings, timeLimitSeconds, onProgress)
        } catch {
            ending = .failed(.error, "could not start the worker: \(error)")
        }
        let elapsed = clock.now - start
        return WorkerOutcome(ending: ending, durationSeconds: elapsed.seconds)
    }

    func spawn(
        _ scenario: String, _ settings: WorkerSettings, _ limit: Double, _ onProgress: @escaping ProgressHandler
    ) async throws -> WorkerOutcome.Ending {
        let grace = gracePeriod
        let execution = try await run(
            .path(FilePath(executable)),
            arguments: Arguments(Self.arguments(scenario: scenario, settings: settings)),
            environment: .inherit.updating(["SWIFT_BACKTRACE": "enable=no"]),
            input: .none, output: .sequence, error: .sequence
        ) { execution in
            await WorkerStreams.collect(execution, timeLimitSeconds: limit, grace: grace, onProgress: onProgress)
        }
        let (transcript, timedOut) = execution.closureResult
        if timedOut {
            return .failed(.timedOut, "timed out after \(UnitFormat.format(limit * 1e9, .nanoseconds))")
        }
        return WorkerTermination.ending(status: execution.terminationStatus, transcript: transcript, scenario: scenario)
    }
}

extension Duration {
    /// The duration in seconds, as a `Double`.
    var seconds: Double {
        let parts = components
        return Double(parts.seconds) + Double(parts.attoseconds) / 1e18
    }
}
