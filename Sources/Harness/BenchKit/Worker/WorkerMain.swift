import BenchModel
import BenchSafety
import Glibc

/// The worker executable's entry point: `describe`, `run <scenario> --seed N [--quick] [--iterations N]`
/// and `floor --seed N` (the empty scenario that measures the resident floor).
///
/// Frames go to the parent on the descriptor that was stdout; stdout itself is pointed at stderr, so
/// anything a scenario prints can never corrupt the stream. Exit status: 0 a result was sent, 2 bad
/// usage or a bad declaration (one line on stderr, every problem of every scenario, ` | ` between them), 3 the scenario
/// could not be run (it threw, or the
/// allocator refused). A crash is the signal that killed the measuring process.
public enum WorkerMain {
    /// Exit status for bad usage or a bad scenario declaration.
    static let usageStatus: Int32 = 2
    /// Exit status for a scenario that threw or could not be measured.
    static let errorStatus: Int32 = 3

    /// Parses the process's arguments, runs the command against `registry`, and exits.
    public static func main(registry: ScenarioRegistry) -> Never {
        signal(SIGPIPE, SIG_IGN)
        let arguments = Array(CommandLine.arguments.dropFirst())
        if WorkerCommand.asksForHelp(arguments) { printHelp() }
        let writer = openFrameStream(arguments)
        switch WorkerCommand.parse(arguments) {
        case .failure(let problem):
            fail(problem.description, status: usageStatus, writer)
        case .success(.describe):
            describe(registry, writer)
        case .success(.describeSelected(let pattern)):
            guard let filter = try? FilterPattern(pattern) else {
                fail("invalid --filter pattern '\(pattern)'", status: usageStatus, writer)
            }
            describe(ScenarioRegistry(registry.entries.filter { filter.matches($0.name) }), writer)
        case .success(.run(let name, let settings, let measureHere)):
            run(
                name, settings, measureHere: measureHere, registry: registry, hint: WorkerCommand.groupHint(arguments),
                writer)
        }
    }

    /// The frame stream to the parent, on a copy of stdout (stdout itself then points at stderr), after
    /// the hello frame when this process speaks first; exits when stdout is a terminal or closed.
    static func openFrameStream(_ arguments: [String]) -> FrameWriter {
        if isatty(1) == 1 {
            StandardError.write(
                "keyboard-bench-worker: refusing to write binary frames to a terminal; keyboard-bench starts this worker (see 'keyboard-bench --help')\n"
            )
            exit(usageStatus)
        }
        // A closed stdout: no frame can reach the parent, and the descriptor would be taken by stderr's
        // copy below (and so, in the measuring child, carry binary frames into stderr).
        let frames = dup(1)
        guard frames >= 0 else {
            StandardError.write(
                "keyboard-bench-worker: the frame stream (stdout) could not be written: stdout is closed\n")
            exit(errorStatus)
        }
        dup2(2, 1)
        let writer = FrameWriter(descriptor: frames)
        // A measuring child's reaper said hello already; under callgrind the worker measures without a reaper.
        if !arguments.contains(WorkerReaper.measureFlag) || arguments.contains(WorkerCommand.instructionsFlag) {
            writer.send(.hello(version: WorkerFrame.protocolVersion))
        }
        return writer
    }

    /// `run <name>`: measures here (`measureHere`) or through a reaper that starts the measuring child.
    static func run(
        _ name: String, _ settings: WorkerSettings, measureHere: Bool, registry: ScenarioRegistry, hint: Int?,
        _ writer: FrameWriter
    ) -> Never {
        guard let (group, entry) = resolve(name, in: registry, hint: hint) else {
            fail("unknown scenario '\(name)'", status: usageStatus, writer)
        }
        // The parent checked every declaration through `describe`; the reaper checks the one it runs
        // (not the whole registry again for each worker), and its measuring child checks nothing.
        if !measureHere, case let problems = entry.problems, !problems.isEmpty {
            fail(problems.joined(separator: " | "), status: usageStatus, writer)
        }
        if !measureHere, let part = settings.part, case let parts = entry.info.parts ?? 1, part.count != parts {
            fail(
                "scenario '\(name)' is measured in \(parts) part(s); --part \(part) names one of \(part.count)",
                status: usageStatus, writer)
        }
        // An allocation profile that jemalloc cannot take is refused before anything runs.
        if getenv(WorkerEnvironment.allocationProfile) != nil {
            do { try AllocationProfiler.checkProfiler() } catch { fail(error.description, status: usageStatus, writer) }
        }
        // Measuring here without a reaper (under callgrind), this process ends with its parent itself.
        if measureHere, settings.instructions { WorkerParent.watchOrExit()?.endWithParent() }
        if measureHere { runInProcess(entry, settings, writer) }
        WorkerReaper.run(writer: writer, fixedLayout: settings.fixedLayout, group: group) {
            runInProcess(entry, settings, writer)
        }
    }

    /// The entry `run <name>` runs: the floor's empty scenario for its reserved name (building no group
    /// of the registry, so the floor is the worker before any keyboard code runs; no group), otherwise
    /// the registry's entry and its group (`ScenarioRegistry.locate`: only the hinted group, or groups
    /// in order until one holds the name).
    static func resolve(_ name: String, in registry: ScenarioRegistry, hint: Int? = nil) -> (
        group: Int?, entry: RegisteredScenario
    )? {
        if name == FloorScenario.name { return (nil, FloorScenario.entry) }
        return registry.locate(name, hint: hint).map { ($0.group, $0.entry) }
    }

    /// Prints the usage as text on stdout (no frame: help is for a person) and exits 0.
    static func printHelp() -> Never {
        let text = """
            keyboard-bench-worker: the lean worker that keyboard-bench starts once per scenario and repetition.
            It writes binary frames to stdout for keyboard-bench to read; run scenarios with 'keyboard-bench run'.
            \(WorkerCommand.usage)

            """
        exit(FileDescriptorWriter.standardOutput.writeIgnoringFailure(text) ? 0 : errorStatus)
    }

    /// Sends the catalogue of `registry` and exits 0, or refuses every declaration problem in it (exit 2).
    /// Builds every group once.
    static func describe(_ registry: ScenarioRegistry, _ writer: FrameWriter) -> Never {
        let entries = registry.entries
        let problems = ScenarioRegistry.problems(entries)
        if !problems.isEmpty { fail(problems.joined(separator: " | "), status: usageStatus, writer) }
        writer.send(.catalogue(entries.map(\.info)))
        exit(finalStatus(writer))
    }

    /// Runs one scenario in this process and exits: 0 after its result, `errorStatus` when it threw.
    static func runInProcess(_ entry: RegisteredScenario, _ settings: WorkerSettings, _ writer: FrameWriter) -> Never {
        do {
            try entry.run(settings, writer: writer)
            exit(finalStatus(writer))
        } catch {
            fail("\(entry.info.name) threw: \(error)", status: errorStatus, writer)
        }
    }

    /// 0, or `errorStatus` with a line on stderr when a frame could not be written (stdout closed or
    /// full): a result nobody received is not a success.
    static func finalStatus(_ writer: FrameWriter) -> Int32 {
        guard writer.failed else { return 0 }
        StandardError.write(
            "keyboard-bench-worker: the frame stream (stdout) could not be written; the result was lost\n")
        return errorStatus
    }

    /// Sends an error frame, prints the line on stderr, and exits with `status`.
    static func fail(_ message: String, status: Int32, _ writer: FrameWriter) -> Never {
        let line = oneLine(message)
        writer.send(.error(line))
        StandardError.write("keyboard-bench-worker: \(line)\n")
        exit(status)
    }

    static func oneLine(_ text: String) -> String { text.split(whereSeparator: \.isNewline).joined(separator: " ") }
}

/// Writes to stderr, ignoring failures (a closed or full stderr never stops the worker).
enum StandardError {
    static func write(_ text: String) { FileDescriptorWriter.standardError.writeIgnoringFailure(text) }
}
