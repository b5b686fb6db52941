/// Why symbols could not be demangled; `description` is one line for a person.
public enum SwiftDemanglerError: Error, Equatable, Sendable, CustomStringConvertible {
    /// No `swift-demangle` beside `swift` on the PATH, on the PATH, or in `/opt/swift/usr/bin` (or none
    /// at the path a demangler was given).
    case toolMissing
    /// The tool ended with a failure (or could not be started).
    case toolFailed(tool: String, status: Int32, message: String)
    /// The tool wrote a different number of lines than it was given names.
    case unexpectedOutput(tool: String, lines: Int, expected: Int)

    /// One line naming the problem.
    public var description: String {
        switch self {
        case .toolMissing:
            "swift-demangle not found beside swift on the PATH, on the PATH or in /opt/swift/usr/bin "
                + "(it ships with the Swift toolchain)"
        case .toolFailed(let tool, let status, let message):
            "\(tool) failed (status \(status))" + (message.isEmpty ? "" : ": \(message)")
        case .unexpectedOutput(let tool, let lines, let expected):
            "\(tool) wrote \(lines) lines for \(expected) symbols"
        }
    }
}
