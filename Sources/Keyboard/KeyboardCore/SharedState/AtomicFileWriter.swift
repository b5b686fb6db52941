#if canImport(Glibc)
    import Glibc
#endif

/// Replaces a file atomically in a directory other processes may write to. The bytes go to a new
/// temporary file beside it, created exclusively (`O_CREAT | O_EXCL | O_NOFOLLOW`, mode 0600) under a
/// name no one can guess in advance — `<path>.tmp-<pid>-<16 hex digits from the system's random
/// source>` — so a link or a file planted at a temporary name is never opened, let alone written
/// through; they are flushed (`fsync`), then the temporary replaces `path` by `rename(2)` (which
/// replaces a link at `path` itself, never its target) and the directory is flushed. On any failure
/// the temporary is removed and the old file is intact.
enum AtomicFileWriter {
    /// What follows the file's name in a temporary's name: `<name>.tmp-<pid>-<random>`.
    static let temporaryInfix = ".tmp-"
    /// Names tried before giving up (64 random bits clash only when someone plants names on purpose).
    static let attempts = 8

    /// Writes `bytes` to `path` atomically; throws `.io` naming the step that failed.
    static func write(_ bytes: [UInt8], to path: String) throws(SharedStateError) {
        let (temporary, descriptor) = try createTemporary(beside: path)
        do throws(SharedStateError) {
            try writeAll(bytes, to: descriptor, temporary)
            guard fsync(descriptor) == 0 else { throw failure("flush", temporary) }
        } catch {
            close(descriptor)
            unlink(temporary)
            throw error
        }
        close(descriptor)
        guard rename(temporary, path) == 0 else {
            let error = failure("replace", path)
            unlink(temporary)
            throw error
        }
        syncDirectory(of: path)
    }

    /// A fresh temporary name for `path`: its pid (so a reader can tell a dead writer's leftovers)
    /// and 64 bits from `SystemRandomNumberGenerator` (the kernel's `getrandom`).
    static func temporaryName(for path: String) -> String {
        var generator = SystemRandomNumberGenerator()
        let random = String(generator.next() as UInt64, radix: 16)
        return path + temporaryInfix + "\(getpid())-" + String(repeating: "0", count: 16 - random.count) + random
    }

    /// Creates `path` for writing only if nothing — not even a dangling link — is there; -1 otherwise.
    static func createExclusively(_ path: String) -> Int32 {
        open(path, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
    }

    private static func createTemporary(beside path: String) throws(SharedStateError) -> (String, Int32) {
        var temporary = temporaryName(for: path)
        for _ in 1..<attempts {
            let descriptor = createExclusively(temporary)
            if descriptor >= 0 { return (temporary, descriptor) }
            guard errno == EEXIST else { break }
            temporary = temporaryName(for: path)
        }
        let descriptor = createExclusively(temporary)
        guard descriptor >= 0 else { throw failure("create", temporary) }
        return (temporary, descriptor)
    }

    private static func writeAll(_ bytes: [UInt8], to descriptor: Int32, _ temporary: String) throws(SharedStateError) {
        var written = 0
        while written < bytes.count {
            let result = bytes.withUnsafeBytes {
                Glibc.write(descriptor, $0.baseAddress.map { $0 + written }, bytes.count - written)
            }
            if result < 0 && errno == EINTR { continue }
            guard result > 0 else { throw failure("write", temporary) }
            written += result
        }
    }

    private static func syncDirectory(of path: String) {
        let descriptor = open(directory(of: path), O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else { return }
        fsync(descriptor)
        close(descriptor)
    }

    /// The directory holding `path` (`.` for a bare name, `/` for a file at the root).
    static func directory(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        let directory = String(path[..<slash])
        return directory.isEmpty ? "/" : directory
    }

    private static func failure(_ operation: String, _ file: String) -> SharedStateError {
        .io(operation: operation, path: file, reason: SharedStateStore.reason(errno))
    }
}
