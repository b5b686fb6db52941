#if canImport(Glibc)
import Glibc
#endif

/// Shared state in a file of the App Group container (here: any directory), written atomically: the
/// new bytes go to a temporary file in the same directory, are flushed to disk, and replace the old
/// file by `rename(2)`, so a reader — or a keyboard killed mid-write — finds the old file or the new
/// one, never a mix.
public struct SharedStateStore: Sendable {
    /// The file.
    public let path: String

    /// A store at `path` (nothing is read or created yet).
    public init(path: String) { self.path = path }

    /// What `load()` found.
    public struct Loaded: Sendable {
        /// The state: the file's, or defaults.
        public var state: SharedState
        /// Why defaults (or a fresh session id) were used, one line; `nil` when the file was good.
        public var warning: String?
    }

    /// Reads the file. A missing file gives defaults silently; an unreadable, corrupt, truncated or
    /// oversize one gives defaults and a warning (the bad file is kept beside as `<path>.corrupt`);
    /// a good file with an invalid session id keeps its other keys and gets a fresh id, with a warning.
    public func load() -> Loaded {
        let bytes: [UInt8]
        switch readFile() {
        case .missing: return Loaded(state: .defaults(), warning: nil)
        case .failed(let reason): return Loaded(state: .defaults(), warning: "shared state \(path) unreadable (\(reason)); using defaults")
        case .bytes(let read): bytes = read
        }
        switch SharedStateFile.decode(bytes) {
        case .failure(let error):
            rename(path, path + ".corrupt")
            return Loaded(state: .defaults(), warning: "shared state \(path) is corrupt: \(error); using defaults (kept as \(path).corrupt)")
        case .success(var state):
            guard let id = state.sessionID, SessionIdentifier.isValid(id) else {
                state.set(SharedState.Key.sessionID, SessionIdentifier.make())
                return Loaded(state: state, warning: "shared state \(path) has no valid session id; a new one is used")
            }
            return Loaded(state: state, warning: nil)
        }
    }

    /// Writes `state` atomically. Throws `.oversize`/`.invalidKey` (nothing written) or `.io` (the old
    /// file is intact; the temporary file is removed).
    public func save(_ state: SharedState) throws(SharedStateError) {
        let bytes = try SharedStateFile.encode(state)
        let temporary = path + ".tmp-\(getpid())"
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { throw failure("create", temporary) }
        var written = 0
        while written < bytes.count {
            let result = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress.map { $0 + written }, bytes.count - written) }
            if result < 0 && errno == EINTR { continue }
            guard result > 0 else {
                let error = failure("write", temporary)
                close(descriptor)
                unlink(temporary)
                throw error
            }
            written += result
        }
        guard fsync(descriptor) == 0 else {
            let error = failure("flush", temporary)
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
        syncDirectory()
    }

    private enum ReadResult {
        case missing, failed(String), bytes([UInt8])
    }

    /// Reads at most one byte past the cap (an oversize file is refused by the decoder, not read whole).
    private func readFile() -> ReadResult {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return errno == ENOENT ? .missing : .failed(Self.reason(errno)) }
        defer { close(descriptor) }
        var bytes = [UInt8](repeating: 0, count: SharedStateFile.maximumBytes + 1)
        var total = 0
        while total < bytes.count {
            let result = bytes.withUnsafeMutableBytes { read(descriptor, $0.baseAddress.map { $0 + total }, $0.count - total) }
            if result < 0 && errno == EINTR { continue }
            guard result >= 0 else { return .failed(Self.reason(errno)) }
            if result == 0 { break }
            total += result
        }
        return .bytes(Array(bytes[..<total]))
    }

    private func syncDirectory() {
        let directory = path.lastIndex(of: "/").map { String(path[..<$0]) } ?? "."
        let descriptor = open(directory.isEmpty ? "/" : directory, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else { return }
        fsync(descriptor)
        close(descriptor)
    }

    private func failure(_ operation: String, _ file: String) -> SharedStateError {
        .io(operation: operation, path: file, reason: Self.reason(errno))
    }

    static func reason(_ code: Int32) -> String { strerror(code).map { String(cString: $0) } ?? "errno \(code)" }
}
