import BenchReport

/// What every command ends with: its main output, its exit code, and what it says on stderr.
///
/// The command line prints `warnings` (one line each), then `error` (one line) or else `text`, and
/// exits with `exitCode`; nothing else decides what a command printed or how it ended.
public struct CommandResult: Sendable, Equatable {
    /// What to print on stdout (empty: nothing, or all of it was printed as the command went).
    public var text: String
    /// How the command ended (`BenchExitCode`: 0 all held, 1 regression, 2 bad input, 3 failure, 4 cannot judge).
    public var exitCode: BenchExitCode
    /// The one-line error, when the command could not do its job.
    public var error: String?
    /// Lines for stderr that do not stop the command (a history file that does not read).
    public var warnings: [String]

    /// A result; a successful one with no output by default.
    public init(text: String = "", exitCode: BenchExitCode = .success, error: String? = nil, warnings: [String] = []) {
        self.text = text
        self.exitCode = exitCode
        self.error = error
        self.warnings = warnings
    }

    /// The result of a command that caught `error`: its message, and the code its type carries
    /// (`BenchExitCode(thrown:)`, the one rule).
    public init(failure error: any Error, warnings: [String] = []) {
        self.init(exitCode: BenchExitCode(thrown: error), error: "\(error)", warnings: warnings)
    }
}
