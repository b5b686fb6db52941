#if canImport(Glibc)
    import Glibc
#endif

/// A folder published whole or not at all — a run's profiles, a history's profile set, the dashboard's
/// site: its files are written into a hidden staging folder beside it, named as a temporary file is
/// (`.<name>.tmp-<pid>-<16 hex>`, a `TemporaryFileName`), which is renamed into place when complete. A
/// failure removes the staging folder. A staging folder a killed run left behind is removed by a later
/// run once its writer is gone: by the next `StagedFolder` beside it, and by `StaleTemporaryFiles` (run
/// at the start of every run), which removes stale temporary files the same way.
public struct StagedFolder: Sendable {
    /// Where the folder is published.
    public let target: String
    /// The staging folder its files are written into.
    public let path: String

    /// Removes what dead runs left beside `target` (`cleaner`), then makes a new, empty staging folder
    /// (mode 0755) for `target`.
    public init(publishing target: String, cleaner: StaleTemporaryFiles = StaleTemporaryFiles()) throws(SystemError) {
        let parent = DirectoryEntries.parent(of: target)
        cleaner.remove(in: parent)
        self.target = target
        path = OutputPlan.join(parent, TemporaryFileName(target: DirectoryEntries.lastComponent(of: target)).name)
        guard mkdir(path, 0o755) == 0 else { throw .current("create folder '\(path)'") }
    }

    /// Renames the staging folder to `target` (which must not exist, or be an empty folder) and flushes
    /// the parent folder; on failure the staging folder is removed and the error thrown.
    public func publish() throws(SystemError) {
        try AtomicFileWriter.rename(path, over: target, discard: discard)
    }

    /// Removes the staging folder and everything in it (a link in it is removed, never followed).
    public func discard() { ScratchFolder.remove(path) }
}
