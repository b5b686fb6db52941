import Glibc

/// The tests' one way to run a program: an executable with arguments, environment,
/// working directory and stdin; stdout and stderr captured (or closed, `/dev/full`, a broken pipe, the
/// null device); the exit status or the signal that ended it; a timeout after which it is killed.
///
/// Synchronous, on `posix_spawn` and `poll`, so a test can use it with or without `async`, and a child
/// that writes a lot to both streams cannot dead-lock against a reader that drains only one.
public enum TestProcess {
    /// Runs `executable` (a path; `/usr/bin/env` looks a name up on the PATH) and waits for it.
    public static func run(
        _ executable: String, _ arguments: [String] = [], options: TestProcessOptions = TestProcessOptions()
    ) throws(TestProcessError) -> ProcessOutcome {
        var child = try start(executable, arguments, options: options)
        return child.finish(timeout: options.timeout)
    }

    /// Starts `executable` and returns at once; the caller reads, signals and waits through the handle.
    public static func start(
        _ executable: String, _ arguments: [String] = [], options: TestProcessOptions = TestProcessOptions()
    ) throws(TestProcessError) -> RunningProcess {
        try RunningProcess(executable: executable, arguments: arguments, options: options)
    }
}

/// How a test process is started.
public struct TestProcessOptions: Sendable {
    /// Variables set (or, with `nil`, removed) on top of this process's environment.
    public var environment: [String: String?] = [:]
    /// Bytes written to the child's stdin, which is then closed (`nil`: stdin is the null device).
    public var stdin: [UInt8]?
    /// The working directory (`nil`: this process's).
    public var directory: String?
    /// What the child's stdout and stderr are.
    public var stdout: StreamSetup = .capture
    /// What the child's stderr is.
    public var stderr: StreamSetup = .capture
    /// Seconds after which `run` kills the child (SIGKILL) and reports a timeout; `nil`: no limit.
    public var timeout: Double? = 300
    /// Signals set back to their default action in the child (an ignored signal is inherited otherwise;
    /// a test process often ignores SIGPIPE).
    var defaultSignals: [Int32] = [SIGPIPE]

    /// Options with the given settings.
    public init(
        environment: [String: String?] = [:], stdin: [UInt8]? = nil, directory: String? = nil,
        stdout: StreamSetup = .capture, stderr: StreamSetup = .capture, timeout: Double? = 300
    ) {
        self.environment = environment
        self.stdin = stdin
        self.directory = directory
        self.stdout = stdout
        self.stderr = stderr
        self.timeout = timeout
    }
}

/// What one of the child's output descriptors is.
public enum StreamSetup: Sendable {
    /// A pipe this process reads into the outcome.
    case capture
    /// `/dev/null`.
    case null
    /// This process's own descriptor (the test log sees what the child writes).
    case inherit
    /// Closed before the child starts.
    case closed
    /// `/dev/full` (every write fails with ENOSPC).
    case devFull
    /// A pipe whose reader is gone before the child starts (writes fail with EPIPE or SIGPIPE).
    case brokenPipe
}

/// How a test process ended and what it wrote.
public struct ProcessOutcome: Sendable, CustomStringConvertible {
    /// The exit status, when it exited.
    public var exitCode: Int32?
    /// The signal that ended it, when one did (SIGKILL after a timeout).
    public var signal: Int32?
    /// Whether it was killed because it ran past its timeout.
    public var timedOut: Bool
    /// Its captured stdout (UTF-8, invalid bytes replaced).
    public var stdout: String
    /// Its captured stderr.
    public var stderr: String

    /// The shell's convention: the exit status, or 128 + the signal.
    public var status: Int32 { exitCode ?? 128 + (signal ?? 0) }

    /// Stderr's lines.
    public var stderrLines: [String] { stderr.split(separator: "\n").map(String.init) }

    public var description: String {
        let end = timedOut ? "timed out" : exitCode.map { "exit \($0)" } ?? "signal \(signal ?? 0)"
        return "\(end); stderr: \(stderr)"
    }
}

/// Why a test process could not be started.
public struct TestProcessError: Error, CustomStringConvertible {
    /// One line.
    public let description: String
}
