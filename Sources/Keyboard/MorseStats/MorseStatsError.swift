/// Why the statistics store could not do what was asked; one line each.
public enum MorseStatsError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The file could not be opened or created.
    case cannotOpen(path: String, message: String)
    /// The file is not a database, or a damaged one.
    case corrupt(path: String, message: String)
    /// The file is a database, but not this store's (another application's tables or id).
    case foreign(path: String, reason: String)
    /// A statement failed.
    case sqlite(operation: String, code: Int32, message: String)
    /// The store was closed.
    case closed

    /// The problem in one line, for a message.
    public var description: String {
        switch self {
        case .cannotOpen(let path, let message): "cannot open statistics database \(path): \(message)"
        case .corrupt(let path, let message): "statistics database \(path) is corrupt or not a database: \(message)"
        case .foreign(let path, let reason): "\(path) is not a Morse statistics database: \(reason)"
        case .sqlite(let operation, let code, let message):
            "statistics database error \(code) in '\(operation)': \(message)"
        case .closed: "the statistics store is closed"
        }
    }
}

/// How the store found its file when it opened.
public enum MorseStatsOpening: Sendable, Equatable {
    /// There was no file: an empty store was created.
    case created
    /// This store's file was opened with its attempts.
    case reopened
    /// The file at `original` could not be used (`problem`); it was left untouched and an empty store
    /// was started beside it at `path`.
    case startedBeside(original: String, path: String, problem: MorseStatsError)
}
