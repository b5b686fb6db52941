import Glibc
import Synchronization

/// A fresh, empty directory under `$TMPDIR` (or `/tmp`) for one test, removed with everything in it
/// when the value is dropped. Hold it in a local for as long as its path is used (or use
/// `withTemporaryDirectory`); for a helper that must return a bare path, `untilExit` makes one that
/// lives until the test process ends.
public final class TemporaryDirectory: Sendable {
    /// The directory's absolute path.
    public let path: String
    private let isKept = Atomic(false)

    /// Makes `$TMPDIR/kb-<label>-XXXXXX`; `label` says which tests made it.
    public init(_ label: String = "test") throws(TemporaryDirectoryError) {
        path = try Self.make(in: Self.systemRoot, label: label)
    }

    deinit {
        if !isKept.load(ordering: .relaxed) { Self.removeTree(path) }
    }

    /// A fresh directory (inside one folder of this process's) that stays until the test process exits;
    /// for helpers that return a path the caller goes on using.
    public static func untilExit(_ label: String = "test") throws(TemporaryDirectoryError) -> String {
        try make(in: try processRoot.get(), label: label)
    }

    /// The path of `relative` inside the directory.
    public func at(_ relative: String) -> String { path + "/" + relative }

    /// Every entry below the directory (folders too; links are not followed), relative to it, sorted.
    public func files() -> [String] { Self.files(in: path) }

    /// Leaves the directory in place when the value is dropped (say, the inputs of a failed test).
    public func keep() { isKept.store(true, ordering: .relaxed) }

    /// Every entry below `directory` (folders too; links are not followed), relative to it, sorted.
    public static func files(in directory: String) -> [String] {
        DirectoryWalk.entries(below: directory).sorted()
    }

    /// `$TMPDIR` without a trailing slash, or `/tmp`.
    static var systemRoot: String {
        guard let value = getenv("TMPDIR").map({ String(cString: $0) }), value.hasPrefix("/") else { return "/tmp" }
        let trimmed = String(value.reversed().drop { $0 == "/" }.reversed())
        return trimmed.isEmpty ? "/" : trimmed
    }

    /// The folder of this process's `untilExit` directories, removed (with them) when the process exits.
    private static let processRoot: Result<String, TemporaryDirectoryError> = {
        let root = Result { () throws(TemporaryDirectoryError) in try make(in: systemRoot, label: "tests-\(owner)") }
        if case .success = root {
            // A C exit handler captures nothing; by the time it runs, this value is set. A forked child
            // that exits runs it too, and must leave the folder to its parent.
            atexit {
                guard getpid() == TemporaryDirectory.owner, case .success(let path) = TemporaryDirectory.processRoot
                else { return }
                TemporaryDirectory.removeTree(path)
            }
        }
        return root
    }()

    /// The process that made `processRoot`.
    private static let owner = getpid()

    /// `mkdtemp` of `<parent>/kb-<label>-XXXXXX`.
    private static func make(in parent: String, label: String) throws(TemporaryDirectoryError) -> String {
        let clean = String(label.map { $0.isLetter || $0.isNumber || $0 == "-" ? $0 : "-" }.prefix(40))
        var template = Array("\(parent)/kb-\(clean)-XXXXXX".utf8CString)
        let made = template.withUnsafeMutableBufferPointer { buffer -> String? in
            guard let base = buffer.baseAddress, let result = mkdtemp(base) else { return nil }
            return String(cString: result)
        }
        guard let made else {
            throw TemporaryDirectoryError(
                description: "cannot make a directory in \(parent): \(String(cString: strerror(errno)))")
        }
        return made
    }

    /// Removes `path` and everything below it, making folders writable first (a test may have made
    /// one read-only); a link is removed, never followed. What cannot be removed is left.
    static func removeTree(_ path: String) {
        guard DirectoryWalk.isDirectory(path) else {
            unlink(path)
            return
        }
        chmod(path, 0o700)
        for name in DirectoryWalk.names(in: path) { removeTree(path + "/" + name) }
        rmdir(path)
    }
}

/// Runs `body` with a fresh temporary directory, removed when `body` returns or throws.
public func withTemporaryDirectory<Value>(
    _ label: String = "test", _ body: (TemporaryDirectory) throws -> Value
) throws -> Value {
    let directory = try TemporaryDirectory(label)
    return try withExtendedLifetime(directory) { try body(directory) }
}

/// Runs `body` with a fresh temporary directory, removed when `body` returns or throws.
public func withTemporaryDirectory<Value>(
    _ label: String = "test", _ body: (TemporaryDirectory) async throws -> Value
) async throws -> Value {
    let directory = try TemporaryDirectory(label)
    defer { withExtendedLifetime(directory) {} }
    return try await body(directory)
}

/// Why a temporary directory could not be made.
public struct TemporaryDirectoryError: Error, CustomStringConvertible {
    /// One line.
    public let description: String
}
