import Glibc
import TestSupport

@testable import BenchSafety

/// What these tests make in a scratch directory: folders, files written as the harness writes them,
/// old modification times; and what they read back.
extension TemporaryDirectory {
    /// Makes the folder `relative` (its parent must exist).
    func makeDirectory(_ relative: String) { mkdir(at(relative), 0o755) }

    /// Writes `text` to `relative` as the harness writes its files.
    func makeFile(_ relative: String, _ text: String = "x") {
        try? AtomicFileWriter.write(Array(text.utf8), to: at(relative))
    }

    /// Sets the modification time of `relative` to `secondsAgo` before now (without following links).
    func age(_ relative: String, secondsAgo: Int) {
        let then = timespec(tv_sec: time(nil) - secondsAgo, tv_nsec: 0)
        let times = [then, then]
        utimensat(AT_FDCWD, at(relative), times, AT_SYMLINK_NOFOLLOW)
    }

    /// The text of `relative`, or `nil` when it cannot be opened.
    func read(_ relative: String) -> String? {
        guard let file = fopen(at(relative), "rb") else { return nil }
        defer { fclose(file) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 4096)
        while case let count = fread(&chunk, 1, chunk.count, file), count > 0 { bytes += chunk.prefix(count) }
        return String(decoding: bytes, as: UTF8.self)
    }
}
