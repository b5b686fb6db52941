#if canImport(Glibc)
    import Glibc
#endif

/// Which file was read: its device and inode.
struct FileIdentity: Equatable {
    let device: UInt64, inode: UInt64

    init(_ info: stat) {
        device = UInt64(info.st_dev)
        inode = UInt64(info.st_ino)
    }
}

/// Reads the shared-state file without ever blocking: opened non-blocking (a FIFO opens at once
/// instead of waiting for a writer), then refused unless `fstat` says it is a regular file — a FIFO,
/// socket, device or directory at the path, or a link to one, is refused by name. A link to a regular
/// file is read: the App Group container is the keyboard's and its app's, and reading cannot write
/// anything through it (saving replaces the link itself).
enum SharedStateReader {
    enum Result {
        case missing, failed(String), bytes([UInt8], FileIdentity)
    }

    /// At most one byte past the cap (an oversize file is refused by the decoder, not read whole).
    static func read(_ path: String) -> Result {
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC)
        guard descriptor >= 0 else { return errno == ENOENT ? .missing : .failed(SharedStateStore.reason(errno)) }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { return .failed(SharedStateStore.reason(errno)) }
        guard info.st_mode & S_IFMT == S_IFREG else { return .failed("not a regular file: \(kind(info.st_mode))") }
        var bytes = [UInt8](repeating: 0, count: SharedStateFile.maximumBytes + 1)
        var total = 0
        while total < bytes.count {
            let result = bytes.withUnsafeMutableBytes {
                Glibc.read(descriptor, $0.baseAddress.map { $0 + total }, $0.count - total)
            }
            if result < 0 && errno == EINTR { continue }
            guard result >= 0 else { return .failed(SharedStateStore.reason(errno)) }
            if result == 0 { break }
            total += result
        }
        return .bytes(Array(bytes[..<total]), FileIdentity(info))
    }

    /// What a file of `mode` is, in words.
    static func kind(_ mode: mode_t) -> String {
        switch mode & S_IFMT {
        case S_IFIFO: "a FIFO"
        case S_IFSOCK: "a socket"
        case S_IFCHR: "a character device"
        case S_IFBLK: "a block device"
        case S_IFDIR: "a directory"
        default: "not a plain file"
        }
    }
}
