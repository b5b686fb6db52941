#if canImport(Glibc)
    import Glibc
#endif

/// Reading a file that must be a regular file of bounded size, named itself: a symbolic link is not
/// followed, and a FIFO, device, socket or folder is refused without opening it for reading (a FIFO
/// never blocks the reader), so a planted link or `/dev/zero` is never read or copied.
public enum RegularFile {
    /// Why a file was not read; one line without the path (the caller names the file).
    public enum Refusal: Error, Equatable, Sendable, CustomStringConvertible {
        /// It is not a regular file (what it is: `a symbolic link`, `a FIFO`, `a folder` …).
        case notRegular(String)
        /// It holds more than the limit (its bytes, the limit).
        case tooLarge(Int, Int)
        /// It could not be opened or read (the `errno`).
        case unreadable(Int32)

        /// One line.
        public var description: String {
            switch self {
            case .notRegular(let what): "is \(what), not a regular file"
            case .tooLarge(let bytes, let limit): "holds \(bytes) bytes, more than the \(limit)-byte limit"
            case .unreadable(let code): "cannot be read: \(SystemError.reason(code))"
            }
        }
    }

    /// What the path itself is, in words, when it is not a regular file (`nil` for a regular file).
    public static func refusal(_ path: String) -> Refusal? {
        switch NodeKind.of(path, follow: false) {
        case .regularFile: nil
        case .symbolicLink: .notRegular("a symbolic link")
        case .directory: .notRegular("a folder")
        case .fifo: .notRegular("a FIFO")
        case .socket: .notRegular("a socket")
        case .characterDevice, .blockDevice: .notRegular("a device")
        case .missing: .unreadable(ENOENT)
        case .unreachable(let code): .unreadable(code)
        }
    }

    /// The size of the regular file at `path` (not following a link), or why it is not one or is over `limit`.
    public static func check(_ path: String, limit: Int) throws(Refusal) -> Int {
        if let refusal = refusal(path) { throw refusal }
        var info = stat()
        guard lstat(path, &info) == 0 else { throw .unreadable(errno) }
        guard info.st_size <= limit else { throw .tooLarge(Int(info.st_size), limit) }
        return Int(info.st_size)
    }

    /// The whole regular file at `path`, of at most `limit` bytes: opened without following a link and
    /// without blocking, then checked on the open descriptor, so a file swapped after a check is refused too.
    public static func read(_ path: String, limit: Int) throws(Refusal) -> [UInt8] {
        let descriptor = open(path, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC | O_NOCTTY)
        guard descriptor >= 0 else {
            let code = errno
            if let refusal = refusal(path), case .notRegular = refusal { throw refusal }
            throw .unreadable(code)
        }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { throw .unreadable(errno) }
        guard info.st_mode & S_IFMT == S_IFREG else { throw refusal(path) ?? .notRegular("something else") }
        guard info.st_size <= limit else { throw .tooLarge(Int(info.st_size), limit) }
        return try readAll(descriptor, expected: Int(info.st_size), limit: limit)
    }

    /// Reads `descriptor` to its end: about `expected` bytes, never more than `limit`.
    static func readAll(_ descriptor: Int32, expected: Int, limit: Int) throws(Refusal) -> [UInt8] {
        var bytes = [UInt8](repeating: 0, count: expected), done = 0
        while true {
            if done == bytes.count {
                guard bytes.count < limit else {
                    var probe: UInt8 = 0
                    if Glibc.read(descriptor, &probe, 1) > 0 { throw .tooLarge(limit + 1, limit) }
                    return bytes
                }
                bytes += [UInt8](repeating: 0, count: Swift.min(Swift.max(bytes.count, 4_096), limit - bytes.count))
            }
            let got = bytes.withUnsafeMutableBufferPointer { buffer in
                Glibc.read(descriptor, buffer.baseAddress.map { $0 + done }, buffer.count - done)
            }
            if got < 0, errno == EINTR { continue }
            guard got >= 0 else { throw .unreadable(errno) }
            if got == 0 { return Array(bytes[0..<done]) }
            done += got
        }
    }
}
