#if canImport(Glibc)
    import Glibc
#endif

/// Publishes a folder assembled under another name (a run's staging folder) by one `rename`, never
/// over anything that exists: the target name is claimed first with `mkdir` (which fails when the name
/// is taken), and the rename then replaces that empty claim. A reader sees no folder or the whole one.
public enum RunFolderPublisher {
    /// Renames the folder `source` to `target`; throws when `target` exists or the rename fails.
    public static func rename(_ source: String, to target: String) throws(SystemError) {
        guard mkdir(target, 0o755) == 0 else { throw .current("publish the run folder '\(target)'") }
        try AtomicFileWriter.rename(source, over: target) { rmdir(target) }
    }
}
