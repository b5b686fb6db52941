import BenchReport
import Foundation

/// Writes a file so that readers see either the old content or the whole new content, never a part:
/// a temporary file in the same directory, `fsync`, `rename`, then `fsync` of the directory.
public enum AtomicFile {
    /// Writes `data` to `url` atomically.
    public static func write(_ data: Data, to url: URL) throws {
        let directory = url.deletingLastPathComponent()
        let temporary = directory.appendingPathComponent(".\(url.lastPathComponent).tmp-\(UInt32.random(in: 0...UInt32.max))")
        do {
            try writeSynced(data, to: temporary.path)
            try check(rename(temporary.path, url.path), "rename to \(url.path)")
        } catch {
            unlink(temporary.path)
            throw error
        }
        syncDirectory(directory.path)
    }

    static func writeSynced(_ data: Data, to path: String) throws {
        let fd = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        try check(fd, "create \(path)")
        defer { close(fd) }
        try data.withUnsafeBytes { raw in
            var offset = 0
            while offset < raw.count {
                let written = Foundation.write(fd, raw.baseAddress! + offset, raw.count - offset)
                if written < 0, errno == EINTR { continue }
                try check(Int32(clamping: written), "write \(path)")
                offset += written
            }
        }
        try check(fsync(fd), "fsync \(path)")
    }

    /// Makes the rename durable; best effort.
    static func syncDirectory(_ path: String) {
        let fd = open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard fd >= 0 else { return }
        fsync(fd)
        close(fd)
    }

    static func check(_ result: Int32, _ what: String) throws {
        guard result < 0 else { return }
        throw ReportWriteError(message: "cannot \(what): \(String(cString: strerror(errno)))")
    }
}

/// A report could not be written; the message is one line.
public struct ReportWriteError: Error, CustomStringConvertible, Equatable {
    /// What failed and why.
    public var message: String
    /// The message.
    public var description: String { message }
}
