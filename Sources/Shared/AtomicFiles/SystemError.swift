#if canImport(Glibc)
    import Glibc
#endif

/// A failed system call: what was attempted, on what, and the `errno` it failed with. One line.
public struct SystemError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What was attempted, e.g. `write to stdout` or `rename '/r/.latest.tmp-1-2' to '/r/latest'`.
    public var operation: String
    /// The `errno` value (`EPIPE`, `ENOSPC`, `EBADF` …).
    public var code: Int32

    /// A failure of `operation` with `code`.
    public init(_ operation: String, code: Int32) {
        self.operation = operation
        self.code = code
    }

    /// A failure of `operation` with the calling thread's current `errno`.
    public static func current(_ operation: String) -> SystemError { SystemError(operation, code: errno) }

    /// `cannot <operation>: <strerror>`.
    public var description: String { "cannot \(operation): \(Self.reason(code))" }

    /// The system's text for `code` (e.g. "No space left on device").
    public static func reason(_ code: Int32) -> String {
        guard let text = strerror(code) else { return "error \(code)" }
        return String(cString: text)
    }
}
