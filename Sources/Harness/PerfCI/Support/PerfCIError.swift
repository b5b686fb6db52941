import BenchReport
import BenchSafety

/// An input PerfCI cannot work with. Its message is one line, fit for stderr; the CLI exits 2.
public struct PerfCIError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The one-line message.
    public var message: String

    /// Makes an error with a one-line message.
    public init(_ message: String) { self.message = message }

    /// The message.
    public var description: String { message }
}

extension BenchExitCode {
    /// The exit code for an error a PerfCI command caught: a failed write (BenchSafety's `SystemError`,
    /// a full disk, a device that refuses) is `.crashed` (3), as `run` says it; anything else `.badInput` (2).
    public static func code(for error: any Error) -> BenchExitCode { error is SystemError ? .crashed : .badInput }
}
