#if canImport(Glibc)
    import Glibc
#endif

/// Writes a file so readers see the old content or the whole new content, never a part, in a folder
/// other processes may write to: the bytes go to a new temporary beside it, named by
/// `TemporaryFileName` (`.<name>.tmp-<pid>-<16 hex digits from the system's random source>`, so a
/// later writer can tell a dead writer's leftover) and created exclusively (`O_CREAT | O_EXCL |
/// O_NOFOLLOW`: a file or link planted at that name is never opened, let alone written through); they
/// are flushed (`fsync`), the temporary replaces `path` by `rename(2)` (which replaces a link at `path`
/// itself, never its target) and the folder is flushed. A failure removes the temporary, leaves the old
/// file intact and throws; a kill leaves the temporary for the callers' cleaners.
public enum AtomicFileWriter {
    /// Names tried before giving up (64 random bits clash only when someone plants names on purpose).
    static let attempts = 8

    /// Writes `bytes` to `path` atomically, the new file with `mode`. `beforeRename` sees the written
    /// temporary just before the rename; when it throws, the temporary is left as a kill at that point
    /// would leave it (for tests of the cleaners) and its error is thrown.
    public static func write(
        _ bytes: [UInt8], to path: String, mode: mode_t = 0o644,
        beforeRename: (String) throws(SystemError) -> Void = { _ in }
    ) throws(SystemError) {
        try write(to: path, mode: mode, beforeRename: beforeRename) { writer throws(SystemError) in
            try bytes.withUnsafeBufferPointer { buffer throws(SystemError) in try writer.write(buffer) }
        }
    }

    /// Writes what `contents` streams into the writer it is given to `path` atomically, for a file too
    /// large to assemble first (the history index). The same temporary, flushes and rename as
    /// `write(_:to:mode:beforeRename:)`; an error `contents` throws removes the temporary and is thrown.
    public static func write(
        to path: String, mode: mode_t = 0o644, beforeRename: (String) throws(SystemError) -> Void = { _ in },
        contents: (FileDescriptorWriter) throws(SystemError) -> Void
    ) throws(SystemError) {
        let (temporary, descriptor) = try createTemporary(beside: path, mode: mode)
        do throws(SystemError) {
            try finish(descriptor, temporary, contents: contents)
        } catch {
            unlink(temporary)
            throw error
        }
        try beforeRename(temporary)
        try rename(temporary, over: path) { unlink(temporary) }
    }

    /// Renames `source` to `target` (replacing a file or link there, or an empty folder for a folder) and
    /// flushes the folder holding `target`, so the rename survives a crash. When the rename fails,
    /// `discard` removes what `source` was (the temporary) and the failure is thrown.
    public static func rename(_ source: String, over target: String, discard: () -> Void) throws(SystemError) {
        guard Glibc.rename(source, target) == 0 else {
            let failure = SystemError.current("rename to '\(target)'")
            discard()
            throw failure
        }
        syncDirectory(directory(of: target))
    }

    /// Creates `path` for writing with `mode` only if nothing — not even a dangling link — is there;
    /// -1 (and `errno`) otherwise.
    public static func createExclusively(_ path: String, mode: mode_t = 0o644) -> Int32 {
        open(path, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, mode)
    }

    /// Flushes the folder `path` so renames in it are durable; best effort.
    public static func syncDirectory(_ path: String) {
        let descriptor = open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else { return }
        fsync(descriptor)
        close(descriptor)
    }

    /// The folder holding `path` (`.` for a bare name, `/` for a file at the root).
    public static func directory(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    /// A new temporary beside `path`, created exclusively; a taken name is retried with a new one.
    static func createTemporary(beside path: String, mode: mode_t) throws(SystemError) -> (String, Int32) {
        let name = String(path[(path.lastIndex(of: "/").map { path.index(after: $0) } ?? path.startIndex)...])
        let folder = path.contains("/") ? directory(of: path) + "/" : ""
        for attempt in 1...attempts {
            let temporary = folder + TemporaryFileName(target: name).name
            let descriptor = createExclusively(temporary, mode: mode)
            if descriptor >= 0 { return (temporary, descriptor) }
            guard errno == EEXIST, attempt < attempts else { throw .current("create '\(temporary)'") }
        }
        throw SystemError("create a temporary beside '\(path)'", code: EEXIST)
    }

    /// Writes what `contents` gives to the open temporary, flushes and closes it.
    static func finish(
        _ descriptor: Int32, _ temporary: String, contents: (FileDescriptorWriter) throws(SystemError) -> Void
    ) throws(SystemError) {
        let writer = FileDescriptorWriter(fileDescriptor: descriptor, name: "'\(temporary)'")
        let written = Result { () throws(SystemError) in try contents(writer) }
        let synced = fsync(descriptor) == 0 ? nil : SystemError.current("fsync '\(temporary)'")
        let closed = close(descriptor) == 0 ? nil : SystemError.current("close '\(temporary)'")
        try written.get()
        if let failure = synced ?? closed { throw failure }
    }
}
