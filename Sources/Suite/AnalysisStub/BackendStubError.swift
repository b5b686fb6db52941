/// Why the stub could not be used.
public enum BackendStubError: Error, Equatable, Sendable, CustomStringConvertible {
    /// No executable at the path.
    case notFound(String)
    /// The process could not be started.
    case spawn(String)
    /// It started but did not say which port it listens on.
    case noPort(String)
    /// Its counts could not be read.
    case stats(String)

    /// One line.
    public var description: String {
        switch self {
        case .notFound(let path):
            "analysis-backend not found at \(path) (build it: swift build --product analysis-backend)"
        case .spawn(let reason): "cannot start analysis-backend: \(reason)"
        case .noPort(let reason): "analysis-backend did not report its port: \(reason)"
        case .stats(let reason): "cannot read analysis-backend's counts: \(reason)"
        }
    }
}
