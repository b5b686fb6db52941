import BenchReport

/// An input PerfCI cannot work with. Its message is one line, fit for stderr; the CLI exits 2.
public struct PerfCIError: ExitCodeCarrying, Equatable, Sendable, CustomStringConvertible {
    /// The one-line message.
    public var message: String

    /// Makes an error with a one-line message.
    public init(_ message: String) { self.message = message }

    /// The message.
    public var description: String { message }

    /// Bad input: 2.
    public var exitCode: BenchExitCode { .badInput }
}
