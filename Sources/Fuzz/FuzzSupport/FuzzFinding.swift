/// A fuzz input made the keyboard core break a promise it makes without trapping: a wrong answer,
/// a leak, a cache past its capacity. (A trap ends the process; libFuzzer records that input itself.)
public struct FuzzFinding: Error, Equatable, Sendable, CustomStringConvertible {
    /// The operation that was running (`type`, `census`, `audit` …).
    public var operation: String
    /// What was wrong, in one line.
    public var message: String

    /// A finding in `operation`.
    public init(_ operation: String, _ message: String) {
        self.operation = operation
        self.message = message
    }

    /// `operation: message`.
    public var description: String { "\(operation): \(message)" }
}

/// Checking one promise: throws a finding when `condition` is false.
public func expect(_ condition: Bool, _ operation: String, _ message: @autoclosure () -> String) throws(FuzzFinding) {
    guard condition else { throw FuzzFinding(operation, message()) }
}

extension FuzzFinding {
    /// Runs `body`, a subject's checks; returns the finding it threw, or `nil` when every check held.
    public static func catching(_ body: () throws(FuzzFinding) -> Void) -> FuzzFinding? {
        do {
            try body()
            return nil
        } catch {
            return error
        }
    }
}
