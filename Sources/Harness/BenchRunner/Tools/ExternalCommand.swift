import BenchSafety
import Foundation

/// A tool the harness runs to its end (git, swift build), found on the PATH by name: a `ToolRun`, so it
/// starts in a process group of its own and, when it has not ended by its deadline, is killed with every
/// child it started. Its output is captured, appended to a log file, or passed to stderr.
public struct ExternalCommand: Sendable, Equatable {
    /// The program's name (looked up on the PATH) or path.
    public var program: String
    /// Its arguments.
    public var arguments: [String]
    /// Where it runs (`nil`: this process's working directory).
    public var directory: String?
    /// Seconds it gets before it is killed with its children.
    public var deadlineSeconds: Double

    /// The deadline of a build (`swift build`), seconds: a cold release build of the package takes
    /// ~10 min on a loaded 2-core machine; `ToolRun.deadlineVariable` bounds the quick tools, not builds.
    public static let buildDeadlineSeconds = 3600.0

    /// A command of `program` with `arguments`, run in `directory`, bounded by `deadlineSeconds` (by
    /// default the configured tool deadline, `ToolRun.configuredDeadline()`).
    public init(
        _ program: String, _ arguments: [String], directory: String? = nil,
        deadlineSeconds: Double = ToolRun.configuredDeadline()
    ) {
        self.program = program
        self.arguments = arguments
        self.directory = directory
        self.deadlineSeconds = deadlineSeconds
    }

    /// Where a command's output (stdout and stderr both) goes.
    public enum Sink: Sendable, Equatable {
        /// Appended to the file at this path (created when missing).
        case log(String)
        /// This process's standard error.
        case standardError
    }

    /// How a command ended: its exit status, or -1 when it could not start (with why).
    public struct Outcome: Sendable, Equatable {
        /// The exit status; -1 when it did not start, was killed by a signal or passed its deadline.
        public var status: Int32
        /// What it wrote on stdout (captured runs only), trimmed of surrounding white space.
        public var output: String
        /// Whether it exited 0.
        public var succeeded: Bool { status == 0 }
    }

    /// The tool run: git takes no optional locks (a gate beside an editor's git must not fail on one).
    var tool: ToolRun {
        var run = ToolRun(
            program, arguments, environment: ["GIT_OPTIONAL_LOCKS": "0"], deadlineSeconds: deadlineSeconds)
        run.directory = directory
        return run
    }

    /// Runs the command with its stdout captured (stderr discarded).
    public func capture() async -> Outcome {
        let tool = tool
        let (ending, output, _) = await Self.onThread { ToolProcess.capture { _ in tool } }
        return Outcome(status: Self.status(ending), output: output.trimmingCharacters(in: .whitespacesAndNewlines))
    }

    /// Runs the command with its output sent to `sink`; returns its exit status (-1: it did not start,
    /// the log could not be opened, or it was killed). A command killed at its deadline, or one that could not
    /// start, says so in `sink`.
    public func run(into sink: Sink) async -> Int32 {
        var tool = tool
        switch sink {
        case .standardError:
            tool.outputToStandardError = true
        case .log(let path):
            (tool.output, tool.error, tool.appendsOutput) = (path, path, true)
        }
        let ending = await Self.onThread { [tool] in tool.run() }
        switch ending {
        case .timedOut, .notStarted: Self.note(ToolRun.describe(ending, name: commandLine), in: sink)
        case .exited, .signaled: break
        }
        return Self.status(ending)
    }

    /// `git -C … arguments`, for messages.
    public var commandLine: String { ([program] + arguments).joined(separator: " ") }

    /// The exit status of `ending`, -1 for any other ending.
    static func status(_ ending: ToolRun.Ending) -> Int32 {
        if case .exited(let code) = ending { return code }
        return -1
    }

    /// Runs the blocking `body` on a thread of its own: a build that runs for minutes holds no thread of
    /// the concurrency pool, so commands side by side (the base and the head build) run side by side.
    static func onThread<Value: Sendable>(_ body: @escaping @Sendable () -> Value) async -> Value {
        await withCheckedContinuation { continuation in
            Thread.detachNewThread { continuation.resume(returning: body()) }
        }
    }

    /// Appends one line to `sink`.
    static func note(_ line: String, in sink: Sink) {
        switch sink {
        case .standardError:
            _ = FileDescriptorWriter.standardError.writeIgnoringFailure(line + "\n")
        case .log(let path):
            let descriptor = open(path, O_WRONLY | O_APPEND | O_CREAT | O_CLOEXEC, 0o600)
            guard descriptor >= 0 else { return }
            defer { close(descriptor) }
            _ = FileDescriptorWriter(fileDescriptor: descriptor).writeIgnoringFailure(line + "\n")
        }
    }
}
