#if canImport(Glibc)
    import Glibc
#endif

/// Writes a file so readers see the old content or the whole new content, never a part: a
/// `TemporaryFileName` beside it (the writer's pid in its name), `fsync`, `rename`, `fsync` of the
/// directory. A failure removes the temporary and throws; a kill leaves it for `StaleTemporaryFiles`.
public enum AtomicFileWriter {
    /// Writes `bytes` to `path` atomically (mode 0644). `beforeRename` sees the written temporary just
    /// before the rename; when it throws, the temporary is left as a kill at that point would leave it
    /// (for tests of the cleaners) and its error is thrown.
    public static func write(
        _ bytes: [UInt8], to path: String, beforeRename: (String) throws(SystemError) -> Void = { _ in }
    ) throws(SystemError) {
        try write(to: path, beforeRename: beforeRename) { writer throws(SystemError) in
            try bytes.withUnsafeBufferPointer { buffer throws(SystemError) in try writer.write(buffer) }
        }
    }

    /// Writes what `contents` streams into the writer it is given to `path` atomically (mode 0644), for
    /// a file too large to assemble first (the history index). The same temporary, sync and rename as
    /// `write(_:to:)`; an error `contents` throws removes the temporary and is thrown.
    public static func write(
        to path: String, beforeRename: (String) throws(SystemError) -> Void = { _ in },
        contents: (FileDescriptorWriter) throws(SystemError) -> Void
    ) throws(SystemError) {
        let directory = DirectoryEntries.parent(of: path)
        let temporary = OutputPlan.join(
            directory, TemporaryFileName(target: DirectoryEntries.lastComponent(of: path)).name)
        do throws(SystemError) {
            try writeSynced(to: temporary, contents: contents)
        } catch {
            unlink(temporary)
            throw error
        }
        try beforeRename(temporary)
        guard rename(temporary, path) == 0 else {
            let failure = SystemError.current("rename to '\(path)'")
            unlink(temporary)
            throw failure
        }
        DirectoryEntries.sync(directory)
    }

    /// Creates `path` (which must not exist), writes what `contents` gives, syncs and closes it.
    static func writeSynced(to path: String, contents: (FileDescriptorWriter) throws(SystemError) -> Void)
        throws(SystemError)
    {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw .current("create '\(path)'") }
        let writer = FileDescriptorWriter(fileDescriptor: descriptor, name: "'\(path)'")
        let written = Result { () throws(SystemError) in try contents(writer) }
        let synced = fsync(descriptor) == 0 ? nil : SystemError.current("fsync '\(path)'")
        let closed = close(descriptor) == 0 ? nil : SystemError.current("close '\(path)'")
        try written.get()
        if let failure = synced ?? closed { throw failure }
    }
}
