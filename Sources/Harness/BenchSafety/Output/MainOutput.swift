#if canImport(Glibc)
    import Glibc
#endif

/// The command's main output (stdout): writes, and remembers the first write that failed, so the
/// command can end non-zero when its output was lost (`list >&-` must not exit 0).
///
/// ```swift
/// var output = MainOutput(streams: streams)
/// output.print(table)
/// if let failure = output.failure { diagnostics.writeIgnoringFailure("error: \(failure)\n"); return 3 }
/// ```
public struct MainOutput: Sendable {
    /// Where the output goes.
    public let writer: FileDescriptorWriter
    /// The first failure, if any write failed (or stdout was closed at start).
    public private(set) var failure: SystemError?

    /// The main output on stdout; a stdout closed at start counts as failed (`EBADF`).
    public init(streams: StandardStreams, writer: FileDescriptorWriter = .standardOutput) {
        self.writer = writer
        if streams.standardOutputWasClosed {
            failure = SystemError("write to \(writer.name) (it was closed)", code: EBADF)
        }
    }

    /// Writes `text` and a newline; after a failure, further lines are not attempted.
    public mutating func print(_ text: String) {
        write(text + "\n")
    }

    /// Writes `text`; after a failure, further text is not attempted.
    public mutating func write(_ text: String) {
        guard failure == nil else { return }
        do {
            try writer.write(text)
        } catch {
            failure = error
        }
    }
}
