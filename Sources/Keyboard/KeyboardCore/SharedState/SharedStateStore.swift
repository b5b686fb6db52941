import AtomicFiles

#if canImport(Glibc)
    import Glibc
#endif

/// Shared state in a file of the App Group container (here: any directory), written atomically: the
/// new bytes go to a temporary file in the same directory, are flushed to disk, and replace the old
/// file by `rename(2)`, so a reader — or a keyboard killed mid-write — finds the old file or the new
/// one, never a mix (`AtomicFileWriter`, mode 0600). Other processes share the directory, so nothing found there
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
                let aside = moveAside(identity)
                if case .replaced = aside, attempt < Self.readAttempts {
                    attempt += 1
                    continue
                }
                return Loaded(
                    state: .defaults(),
                    warning: "shared state \(path) is corrupt: \(error); using defaults (\(aside.words(path)))")
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
        do { try AtomicFileWriter.write(bytes, to: path, mode: 0o600) } catch { throw .io(error) }
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

    /// What became of a corrupt file, for the warning.
    enum MovedAside {
        /// The file is now `<path>.corrupt`; or, when the path is a link, the link is (its target stays).
        case file, link
        /// Another file is at the path now (a writer renamed a new one in); nothing was moved.
        case replaced
        /// The rename failed (the reason); the file is where it was.
        case failed(String)

        /// The warning's words, saying what really happened.
        func words(_ path: String) -> String {
            switch self {
            case .file: "kept as \(path).corrupt"
            case .link: "the link was kept as \(path).corrupt; the file it names was left where it is"
            case .replaced: "nothing moved: the file at that path changed while it was read"
            case .failed(let reason): "nothing moved: cannot rename it to \(path).corrupt (\(reason))"
            }
        }
    }

    /// Renames the file at `path` to `<path>.corrupt` if it is still the file that was read (same
    /// device and inode, checked just before the rename; through the link when the path is a link,
    /// and then the link is what moves); `.replaced` when another file is there now (a writer renamed a
    /// new one in), which is left in place. A writer renaming in between the check and the rename — a
    /// window of one system call — can still lose its file to `.corrupt`; the next save writes it again.
    private func moveAside(_ identity: FileIdentity) -> MovedAside {
        var info = stat(), target = stat()
        guard lstat(path, &info) == 0 else { return .replaced }
        let isLink = info.st_mode & S_IFMT == S_IFLNK
        guard (isLink ? stat(path, &target) == 0 : true), FileIdentity(isLink ? target : info) == identity else {
            return .replaced
        }
        guard rename(path, path + ".corrupt") == 0 else { return .failed(Self.reason(errno)) }
        return isLink ? .link : .file
    }

    static func reason(_ code: Int32) -> String { SystemError.reason(code) }
}
