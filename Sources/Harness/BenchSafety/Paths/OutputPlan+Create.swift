#if canImport(Glibc)
    import Glibc
#endif

extension OutputPlan {
    /// Creates the missing output directories and the run directory (mode 0755) — or, given
    /// `runDirectory`, that folder in its place (a run's staging folder, see `ReportWriter`). On failure
    /// removes the directories it created, so a failed attempt leaves nothing behind, and throws.
    /// Returns the directories created, outermost first, the run's own folder last.
    @discardableResult
    public func createDirectories(runDirectory last: String? = nil) throws(SystemError) -> [String] {
        var created: [String] = []
        let last = last ?? runDirectory
        for path in directoryPrefixes + [last] {
            if mkdir(path, 0o755) == 0 {
                created.append(path)
                continue
            }
            let code = errno
            if code == EEXIST, FileSystemProbe.kindOf(path, follow: true) == .directory, path != last {
                continue
            }
            for made in created.reversed() { rmdir(made) }
            throw SystemError("create directory '\(OutputPathError.shortened(path))'", code: code)
        }
        return created
    }
}
