#if canImport(Glibc)
    import Glibc
#endif
import Timekeeping

/// One run of an external tool (perf, llvm-symbolizer, swift-demangle, strip, valgrind's probes …) that
/// cannot hang the run: the tool starts in a process group of its own, reads and writes files (never
/// pipes, which a talkative tool could fill and stall on), and when it has not ended by its deadline
/// the whole group — the tool and every child it started — is killed.
public struct ToolRun: Sendable {
    /// How a tool run ended.
    public enum Ending: Equatable, Sendable {
        /// It exited with this status.
        case exited(Int32)
        /// A signal ended it.
        case signaled(Int32)
        /// It had not ended after this many seconds: it was killed, with its children.
        case timedOut(Double)
        /// It could not be started (the `errno` of `posix_spawn`).
        case notStarted(Int32)

        /// Whether it exited with status 0.
        public var succeeded: Bool { self == .exited(0) }
    }

    /// The environment variable that bounds every tool run, in seconds (default
    /// `defaultDeadlineSeconds`; lower it for slow tools to fail fast, raise it for huge profiles).
    static let deadlineVariable = "KEYBOARD_BENCH_TOOL_TIMEOUT"
    /// The longest a tool may run when `deadlineVariable` is not set, seconds.
    public static let defaultDeadlineSeconds = 300.0

    /// The program's path and its arguments.
    public var program: String
    public var arguments: [String]
    /// Files for the tool's standard input, output and error (`/dev/null` when `nil`); the output
    /// files are created or truncated, mode 0600.
    public var input: String?
    public var output: String?
    public var error: String?
    /// Variables set (or replaced) in the inherited environment.
    public var environment: [String: String]
    /// Seconds the tool gets.
    public var deadlineSeconds: Double
    /// The folder it runs in (`nil`: this process's working directory).
    public var directory: String?
    /// Whether `output` and `error` are appended to (created when missing) instead of truncated.
    public var appendsOutput = false
    /// Whether its standard output and error both go to this process's standard error (`output` and
    /// `error` are then not used).
    public var outputToStandardError = false

    /// A run of `program` with `arguments`, bounded by `deadlineSeconds` (by default the configured deadline).
    public init(
        _ program: String, _ arguments: [String], input: String? = nil, output: String? = nil, error: String? = nil,
        environment: [String: String] = [:], deadlineSeconds: Double = ToolRun.configuredDeadline()
    ) {
        self.program = program
        self.arguments = arguments
        self.input = input
        self.output = output
        self.error = error
        self.environment = environment
        self.deadlineSeconds = deadlineSeconds
    }

    /// `deadlineVariable`'s value when it is a positive number of seconds, else `fallback`.
    public static func configuredDeadline(fallback: Double = defaultDeadlineSeconds) -> Double {
        guard let raw = getenv(deadlineVariable), let seconds = Double(String(cString: raw)), seconds > 0,
            seconds.isFinite
        else { return fallback }
        return seconds
    }

    /// Runs the tool to its end or its deadline.
    public func run() -> Ending {
        let started: pid_t
        switch spawn() {
        case .success(let pid): started = pid
        case .failure(let code): return .notStarted(code)
        }
        let start = MonotonicClock.seconds()
        var pause: useconds_t = 1_000
        while true {
            var status: Int32 = 0
            let waited = waitpid(started, &status, WNOHANG)
            if waited == started { return Self.ending(status) }
            if waited < 0, errno != EINTR { return .notStarted(errno) }
            if MonotonicClock.seconds() - start >= deadlineSeconds {
                kill(-started, SIGKILL)
                kill(started, SIGKILL)
                while waitpid(started, &status, 0) < 0, errno == EINTR {}
                return .timedOut(deadlineSeconds)
            }
            usleep(pause)
            pause = min(pause * 2, 20_000)
        }
    }

    /// One line for a run that did not succeed: `perf exited with status 1`, `perf did not finish
    /// within 300 s (killed with its children)`. `name` is how the tool is called in the message.
    public static func describe(_ ending: Ending, name: String) -> String {
        switch ending {
        case .exited(let status): "\(name) exited with status \(status)"
        case .signaled(let signal): "\(name) was ended by signal \(signal)"
        case .timedOut(let seconds):
            "\(name) did not finish within \(Self.format(seconds)) s (killed with its children; \(deadlineVariable) sets the limit)"
        case .notStarted(let code): "\(name) could not be started: \(SystemError.reason(code))"
        }
    }

    static func format(_ seconds: Double) -> String {
        seconds == seconds.rounded() && seconds < 1e9 ? String(Int(seconds)) : String(seconds)
    }

    static func ending(_ status: Int32) -> Ending {
        let signal = status & 0x7f
        return signal == 0 ? .exited((status >> 8) & 0xff) : .signaled(signal)
    }
}
