import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Small file-system helpers: atomic writes, folder creation, safe names.
public enum FileIO {
    /// Writes `data` to a dot-file beside `path`, `fsync`s it, renames it over `path` and `fsync`s the folder.
    public static func atomicWrite(_ data: Data, to path: String, beforeRename: (String) throws -> Void = { _ in }) throws {
        let folder = (path as NSString).deletingLastPathComponent
        let name = (path as NSString).lastPathComponent
        let temporary = "\(folder.isEmpty ? "." : folder)/.tmp-\(getpid())-\(UInt32.random(in: 0...UInt32.max))-\(name)"
        let fd = open(temporary, O_WRONLY | O_CREAT | O_EXCL, 0o644)
        guard fd >= 0 else { throw PerfCIError("cannot write \(temporary): \(String(cString: strerror(errno)))") }
        var ok = data.withUnsafeBytes { buffer in writeAll(fd, buffer) }
        ok = ok && fsync(fd) == 0
        close(fd)
        guard ok else { unlink(temporary); throw PerfCIError("cannot write \(temporary): \(String(cString: strerror(errno)))") }
        try beforeRename(temporary)
        guard rename(temporary, path) == 0 else {
            unlink(temporary)
            throw PerfCIError("cannot rename into \(path): \(String(cString: strerror(errno)))")
        }
        let dir = open(folder.isEmpty ? "." : folder, O_RDONLY | O_DIRECTORY)
        if dir >= 0 { fsync(dir); close(dir) }
    }

    /// Creates `path` and its parents; a file in the way is a `PerfCIError`.
    public static func makeDirectory(_ path: String) throws {
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) {
            guard isDirectory.boolValue else { throw PerfCIError("\(path) is a file, not a folder") }
            return
        }
        do { try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true) } catch {
            throw PerfCIError("cannot create folder \(path)")
        }
    }

    /// Lower-case letters, digits, `-` and `.` only, at most `limit` characters.
    public static func slug(_ text: String, limit: Int) -> String {
        let mapped = text.lowercased().map { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "." || $0 == "-") ? $0 : "-" }
        let trimmed = String(mapped.prefix(limit)).trimmingCharacters(in: CharacterSet(charactersIn: "-."))
        return trimmed.isEmpty ? "x" : trimmed
    }

    /// 8 hex digits of the FNV-1a hash of `text`.
    public static func hashHex(_ text: String) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
        return String(String(hash, radix: 16).suffix(8))
    }

    private static func writeAll(_ fd: Int32, _ buffer: UnsafeRawBufferPointer) -> Bool {
        var offset = 0
        while offset < buffer.count {
            let written = write(fd, buffer.baseAddress! + offset, buffer.count - offset)
            if written < 0 { if errno == EINTR { continue }; return false }
            offset += written
        }
        return true
    }
}
