import Determinism
import BenchSafety
import Foundation
#if canImport(Glibc)
    import Glibc
#endif

/// Small file-system helpers: atomic writes, folder creation, safe names.
public enum FileIO {
    /// Writes `data` atomically with the one `AtomicFileWriter` (a `TemporaryFileName` beside `path`, `fsync`,
    /// `rename`, `fsync` of the folder); a failed write throws its `SystemError` (exit 3).
    /// When `beforeRename` throws, the temporary is left behind as a kill would leave it (tests).
    public static func atomicWrite(_ data: Data, to path: String, beforeRename: (String) throws -> Void = { _ in })
        throws
    {
        var abandoned: (any Error)?
        do {
            try AtomicFileWriter.write(Array(data), to: path) { temporary throws(SystemError) in
                do { try beforeRename(temporary) } catch {
                    abandoned = error
                    throw SystemError("rename to '\(path)' (abandoned)", code: ECANCELED)
                }
            }
        } catch {
            throw abandoned ?? error
        }
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
        let mapped = text.lowercased().map {
            $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "." || $0 == "-") ? $0 : "-"
        }
        let trimmed = String(mapped.prefix(limit)).trimmingCharacters(in: CharacterSet(charactersIn: "-."))
        return trimmed.isEmpty ? "x" : trimmed
    }

    /// 8 hex digits of the FNV-1a hash of `text`.
    public static func hashHex(_ text: String) -> String {
        String(String(FNV1a.hash(text), radix: 16).suffix(8))
    }
}
