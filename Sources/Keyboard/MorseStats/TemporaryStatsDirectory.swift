import Glibc

/// A private directory under `$TMPDIR` (or /tmp) for a statistics database that must not outlive its
/// user (scenarios, benchmarks): made with `mkdtemp`, emptied and removed on `remove()` or deinit. It is
/// named `keyboard-bench-<prefix>-<pid>-XXXXXX`, the harness's scratch-folder form, so a run after a
/// killed worker removes what it left.
public final class TemporaryStatsDirectory {
    /// The directory's path.
    public let path: String

    /// Makes the directory; throws `.cannotOpen` naming it when it cannot be made.
    public init(prefix: String = "morse-stats") throws(MorseStatsError) {
        let base = getenv("TMPDIR").map { String(cString: $0) }.flatMap { $0.isEmpty ? nil : $0 } ?? "/tmp"
        var template = Array("\(base)/keyboard-bench-\(prefix)-\(getpid())-XXXXXX".utf8CString)
        let made = template.withUnsafeMutableBufferPointer { buffer -> String? in
            guard let base = buffer.baseAddress else { return nil }
            return mkdtemp(base).map { String(cString: $0) }
        }
        guard let made else {
            throw .cannotOpen(path: base, message: "cannot make a temporary directory: errno \(errno)")
        }
        path = made
    }

    deinit { remove() }

    /// `name` inside the directory.
    public func file(_ name: String) -> String { "\(path)/\(name)" }

    /// Removes every file in the directory, then the directory (it holds no subdirectories).
    public func remove() {
        guard let directory = opendir(path) else { return }
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) {
                String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self)
            }
            if name != ".", name != ".." { unlink(file(name)) }
        }
        closedir(directory)
        rmdir(path)
    }
}
