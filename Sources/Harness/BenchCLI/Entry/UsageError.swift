import BenchReport

/// Bad usage or bad input: reported as one line on stderr, exit status 2.
struct UsageError: ExitCodeCarrying, Equatable, CustomStringConvertible {
    /// The line printed (after `error: `).
    var message: String
    /// A usage error with the given message.
    public init(_ message: String) { self.message = message }
    /// The message.
    var description: String { message }
    /// Bad usage: 2.
    var exitCode: BenchExitCode { .badInput }
}
