#if canImport(Glibc)
    import Glibc
#endif

/// Shared state in a file of the App Group container (here: any directory), written atomically: the
/// new bytes go to a temporary file in the same directory, are flushed to disk, and replace the old
/// file by `rename(2)`, so a reader — or a keyboard killed mid-write — finds the old file or the new
/// one, never a mix (`AtomicFileWriter`). Other processes share the directory, so nothing found there
/// is trusted: a link planted at a temporary name is never followed, the state path is read only if
/// it is a regular file (a link to one is read: a FIFO, a device or a directory is refused without
/// blocking), a corrupt file is moved aside only if it is still the file that was read, and the
/// temporaries of writers killed mid-write are removed by the next load or save (`StaleTemporaries`).
public struct SharedStateStore: Sendable {
    /// The file.
    public let path: String
    /// Called by `load()` after it read a corrupt file and before it moves it aside (tests race a
    /// writer there).
    let beforeMovingAside: (@Sendable () -> Void)?
    /// How many times `load()` reads a file that was replaced while it was judged corrupt.
    static let readAttempts = 3

    /// A store at `path` (nothing is read or created yet).
    public init(path: String) {
        self.path = path
        beforeMovingAside = nil
    }

    init(path: String, beforeMovingAside: @escaping @Sendable () -> Void) {
        self.path = path
        self.beforeMovingAside = beforeMovingAside
    }

    /// What `load()` found.
    public struct Loaded: Sendable {
        /// The state: the file's, or defaults.
        public var state: SharedState
        /// Why defaults (or a fresh session id) were used, one line; `nil` when the file was good.
        public var warning: String?
    }

    /// Reads the file. A missing file gives defaults silently; an unreadable, corrupt, truncated or
    /// oversize one — or anything but a regular file — gives defaults and a warning (a corrupt file is
    /// kept beside as `<path>.corrupt`, unless a writer replaced it meanwhile: then the new file is
    /// read); a good file with an invalid session id keeps its other keys and gets a fresh id, with a
    /// warning.
    public func load() -> Loaded {
        StaleTemporaries.remove(beside: path)
        var attempt = 1
        while true {
            let bytes: [UInt8], identity: FileIdentity
            switch SharedStateReader.read(path) {
            case .missing: return Loaded(state: .defaults(), warning: nil)
            case .failed(let reason):
                return Loaded(
                    state: .defaults(), warning: "shared state \(path) unreadable (\(reason)); using defaults")
            case .bytes(let read, let readIdentity): (bytes, identity) = (read, readIdentity)
            }
            switch SharedStateFile.decode(bytes) {
            case .failure(let error):
                beforeMovingAside?()
                if !moveAside(identity), attempt < Self.readAttempts {
                    attempt += 1
                    continue
                }
                return Loaded(
                    state: .defaults(),
                    warning: "shared state \(path) is corrupt: \(error); using defaults (kept as \(path).corrupt)")
            case .success(let state):
                return checkedSessionID(state)
            }
        }
    }

    /// Writes `state` atomically. Throws `.oversize`/`.invalidKey` (nothing written) or `.io` (the old
    /// file is intact; the temporary file is removed).
    public func save(_ state: SharedState) throws(SharedStateError) {
        let bytes = try SharedStateFile.encode(state)
        StaleTemporaries.remove(beside: path)
        try AtomicFileWriter.write(bytes, to: path)
    }

    /// `state`, with a fresh session id (and a warning) when its own is missing or invalid.
    private func checkedSessionID(_ state: SharedState) -> Loaded {
        guard let id = state.sessionID, SessionIdentifier.isValid(id) else {
            var fixed = state
            fixed.set(SharedState.Key.sessionID, SessionIdentifier.make())
            return Loaded(state: fixed, warning: "shared state \(path) has no valid session id; a new one is used")
        }
        return Loaded(state: state, warning: nil)
    }

    /// Renames the file at `path` to `<path>.corrupt` if it is still the file that was read (same
    /// device and inode, checked just before the rename); `false` when another file is there now (a
    /// writer renamed a new one in), which is left in place. A writer renaming in between the check and
    /// the rename — a window of one system call — can still lose its file to `.corrupt`; the next save
    /// writes it again.
    private func moveAside(_ identity: FileIdentity) -> Bool {
        var info = stat()
        guard lstat(path, &info) == 0, FileIdentity(info) == identity else { return false }
        rename(path, path + ".corrupt")
        return true
    }

    static func reason(_ code: Int32) -> String { strerror(code).map { String(cString: $0) } ?? "errno \(code)" }
}
