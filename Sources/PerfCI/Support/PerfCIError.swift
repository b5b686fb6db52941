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

/// The exit codes every PerfCI command uses (DESIGN.md).
public enum PerfCIExit {
    /// Nothing regressed.
    public static let ok: Int32 = 0
    /// A regression was found.
    public static let regression: Int32 = 1
    /// Bad usage or bad input; nothing was written.
    public static let badInput: Int32 = 2
    /// An output could not be written (a full disk, a device that refuses): 3, as `run` says it.
    public static let writeFailed: Int32 = 3

    /// The exit code for an error a command caught: a failed write (`SystemError`) 3, anything else 2.
    public static func code(for error: any Error) -> Int32 { error is SystemError ? writeFailed : badInput }
}
