#if canImport(Glibc)
    @preconcurrency import Glibc
#endif

/// Whole-file reads and writes with the C library (the suite stays without Foundation).
public enum RawFile {
    /// The size of the regular file at `path` in bytes, or `nil` when it does not exist or is not a file.
    public static func size(_ path: String) -> Int? {
        var info = stat()
        guard stat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else { return nil }
        return Int(info.st_size)
    }

    /// The whole file at `path`.
    public static func read(_ path: String) throws(SessionError) -> [UInt8] {
        guard let size = size(path) else { throw .unreadable(path) }
        var bytes = [UInt8](repeating: 0, count: size)
        guard size == 0 || (try? readInto(&bytes, from: path)) == size else { throw .unreadable(path) }
        return bytes
    }

    /// Reads the start of the file at `path` into `buffer` (no allocation); the number of bytes read.
    public static func readInto(_ buffer: inout [UInt8], from path: String) throws(SessionError) -> Int {
        guard let file = fopen(path, "rb") else { throw .unreadable(path) }
        defer { fclose(file) }
        return buffer.withUnsafeMutableBufferPointer { fread($0.baseAddress, 1, $0.count, file) }
    }

    /// Writes `bytes` to `path` (replacing it).
    public static func write(_ bytes: [UInt8], to path: String) throws(SessionError) {
        guard let file = fopen(path, "wb") else { throw .unwritable(path) }
        let written = bytes.withUnsafeBufferPointer { fwrite($0.baseAddress, 1, $0.count, file) }
        guard fclose(file) == 0, written == bytes.count else { throw .unwritable(path) }
    }
}
