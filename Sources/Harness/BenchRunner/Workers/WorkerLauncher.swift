import BenchReport
import Glibc
import Subprocess
import SystemPackage

/// Starts worker processes (the lean `keyboard-bench-worker` executable) and judges how they ended.
public struct WorkerLauncher: Sendable {
    /// A progress report from a running worker.
    public typealias ProgressHandler = @Sendable (_ phase: WorkerPhase, _ done: Int, _ total: Int) -> Void

    /// The worker executable.
    public let executable: String
    /// How long a worker gets between SIGTERM and SIGKILL once its time limit has passed.
    var gracePeriod: Duration = .milliseconds(200)
    /// Instruction mode: measuring workers run under callgrind (`run --instructions`).
    public var instructions: InstructionMode?
    /// `run --profile KIND`: what measuring workers collect, and where (the resident floor is never profiled).
    public var profile: ProfileSession?

    /// A launcher of `executable`.
    public init(executable: String, instructions: InstructionMode? = nil) {
        self.executable = executable
        self.instructions = instructions
    }

    /// The arguments of a measuring run.
    public static func arguments(scenario: String, settings: WorkerSettings) -> [String] {
        var arguments = ["run", scenario, "--seed", String(settings.seed)]
        if settings.quick { arguments.append("--quick") }
        if let iterations = settings.iterations { arguments += ["--iterations", String(iterations)] }
        if settings.fixedLayout { arguments.append("--fixed-layout") }
        if settings.timeScale != 1 { arguments += ["--time-scale", String(settings.timeScale)] }
        if let part = settings.part { arguments += ["--part", part.description] }
        return arguments
    }

    /// Runs `scenario` in a worker; kills it once `timeLimitSeconds` have passed.
    public func launch(
        scenario: String, settings: WorkerSettings, timeLimitSeconds: Double,
        onProgress: @escaping ProgressHandler = { _, _, _ in }
    ) async -> WorkerOutcome {
        if let instructions {
            return await launchCounting(
                scenario: scenario, settings: settings, timeLimitSeconds: timeLimitSeconds, instructions, onProgress)
        }
        if let profile, scenario != FloorInfo.name {
            return await launchProfiled(
                scenario: scenario, settings: settings, timeLimitSeconds: timeLimitSeconds, profile, onProgress)
        }
        let clock = ContinuousClock()
        let start = clock.now
        do {
            let (status, transcript, timedOut) = try await spawn(
                Self.arguments(scenario: scenario, settings: settings), timeLimitSeconds, onProgress)
            let ending =
                timedOut
                ? .failed(.timedOut, "timed out after \(UnitFormat.format(timeLimitSeconds * 1e9, .nanoseconds))")
                : WorkerTermination.ending(status: status, transcript: transcript, scenario: scenario)
            return WorkerOutcome(
                ending: ending, durationSeconds: (clock.now - start).seconds,
                peakResidentBytes: transcript.peakResidentBytes.map(Double.init))
        } catch {
            return WorkerOutcome(
                ending: .failed(.error, "could not start the worker \(executable): \(error)"),
                durationSeconds: (clock.now - start).seconds)
        }
    }

    /// The longest a worker gets to describe its scenarios, seconds (a run's `--time-limit` can shorten it).
    public static let describeTimeLimitSeconds = 60.0

    /// Asks the worker for its catalogue (`describe`). A declaration error is the worker's one line.
    /// With `filter`, only the scenarios it selects are described and checked (`describe --filter`).
    /// A worker that has not answered after `timeLimitSeconds` is killed, and the error says so.
    public func catalogue(filter: String? = nil, timeLimitSeconds: Double = describeTimeLimitSeconds)
        async throws(CatalogueError) -> [ScenarioInfo]
    {
        let result: (TerminationStatus, WorkerTranscript, Bool)
        do {
            result = try await spawn(["describe"] + (filter.map { ["--filter", $0] } ?? []), timeLimitSeconds) {
                _, _, _ in
            }
        } catch {
            throw CatalogueError("could not start the worker \(executable): \(error)", isBadInput: false)
        }
        let (status, transcript, timedOut) = result
        if timedOut {
            let limit = UnitFormat.format(timeLimitSeconds * 1e9, .nanoseconds)
            throw CatalogueError(
                "the worker \(executable) did not describe its scenarios: timed out after \(limit) (killed)",
                isBadInput: false, timedOut: true)
        }
        if let version = transcript.helloVersion, !WorkerFrame.readableVersions.contains(version) {
            throw CatalogueError(
                "the worker \(executable) speaks wire protocol \(version), this tool \(WorkerFrame.protocolVersion) (and reads \(WorkerFrame.readableVersions.lowerBound) and later): build both from commits with the same protocol",
                isBadInput: true)
        }
        if let message = transcript.errorMessage { throw CatalogueError(message, isBadInput: status == .exited(2)) }
        guard status == .exited(0), let catalogue = transcript.catalogue else {
            let reason = transcript.streamFailure ?? transcript.stderrTail.last ?? "\(status)"
            throw CatalogueError(
                "the worker \(executable) did not describe its scenarios: \(reason)", isBadInput: false)
        }
        return catalogue
    }

    func spawn(
        _ arguments: [String], _ limit: Double, _ onProgress: @escaping ProgressHandler,
        program: String? = nil, environment extra: [Environment.Key: String?] = [:]
    ) async throws -> (TerminationStatus, WorkerTranscript, Bool) {
        let grace = gracePeriod
        // The worker's processes watch this one and end with it, however it ends (`WorkerEnvironment.parent`).
        let own: [Environment.Key: String?] = [
            "SWIFT_BACKTRACE": "enable=no", Environment.Key(stringLiteral: WorkerEnvironment.parent): String(getpid()),
        ]
        // The worker leads a process group of its own: on its time limit the whole group is ended (a
        // worker that is a script ends with the programs it started), and whatever it leaves running
        // when it ends is killed with the group.
        var options = PlatformOptions()
        options.processGroupID = 0
        // Supervised on a thread of its own: reaped as it ends, however busy the shared pool is (`WorkerThread`).
        SpawnThread.willStart()
        let execution = try await withTaskExecutorPreference(WorkerThread.shared) {
            try await run(
                .path(FilePath(program ?? executable)), arguments: Arguments(arguments),
                environment: .inherit.updating(
                    Self.profilingCleared.merging(extra) { _, new in new }.merging(own) { _, new in new }),
                platformOptions: options,
                input: .none, output: .sequence, error: .sequence
            ) { execution in
                let collected = await WorkerStreams.collect(
                    execution, timeLimitSeconds: limit, grace: grace, onProgress: onProgress)
                // Killed while the worker is a zombie, not yet reaped: its group ID is still its own then, and
                // cannot be another process's that was given the worker's ID after the reap.
                let group = execution.processIdentifier.value
                await Self.ended(group)
                kill(-group, SIGKILL)
                return collected
            }
        }
        let (transcript, timedOut) = execution.closureResult
        return (execution.terminationStatus, transcript, timedOut)
    }
}

extension WorkerLauncher {
    /// Returns once the child `pid` has ended, leaving it unreaped (its output is closed: it is ending,
    /// or already a zombie). Looks at once, then at growing intervals up to 20 ms.
    static func ended(_ pid: pid_t) async {
        var pause: UInt64 = 200_000
        while true {
            var info = siginfo_t()
            let looked = waitid(P_PID, id_t(pid), &info, WEXITED | WNOHANG | WNOWAIT)
            if looked != 0 && errno != EINTR { return }
            if looked == 0 && info._sifields._sigchld.si_pid == pid { return }
            try? await Task.sleep(nanoseconds: pause)
            pause = min(pause * 2, 20_000_000)
        }
    }

    /// The profiling variables a worker obeys, unset unless this run's profiler sets them (`extra`): a
    /// stray one in the user's environment must not turn a plain run into a profiled one.
    static let profilingCleared: [Environment.Key: String?] = Dictionary(
        uniqueKeysWithValues: [
            WorkerEnvironment.allocationProfile, WorkerEnvironment.perfControl, WorkerEnvironment.perfAcknowledge,
        ].map { (Environment.Key(stringLiteral: $0), nil) })
}

/// The worker's catalogue could not be had: a bad declaration (exit 2) or a broken worker (exit 3).
public struct CatalogueError: Error, CustomStringConvertible {
    /// One line.
    public let description: String
    /// Whether it is the user's input that is wrong (a scenario declaration): exit 2.
    public let isBadInput: Bool
    /// Whether the worker was killed for not answering in time (a hung worker: exit 3).
    public let timedOut: Bool

    init(_ description: String, isBadInput: Bool, timedOut: Bool = false) {
        self.description = description
        self.isBadInput = isBadInput
        self.timedOut = timedOut
    }
}

extension Duration {
    /// The duration in seconds, as a `Double`.
    public var seconds: Double {
        let parts = components
        return Double(parts.seconds) + Double(parts.attoseconds) / 1e18
    }
}
