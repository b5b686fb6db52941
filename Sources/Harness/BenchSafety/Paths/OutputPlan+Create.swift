#if canImport(Glibc)
    import Glibc
#endif

extension OutputPlan {
    /// Creates the missing output directories and the run directory (mode 0755). On failure removes
    /// the directories it created, so a failed attempt leaves nothing behind, and throws.
    /// Returns the directories created, outermost first.
    @discardableResult
    public func createDirectories() throws(SystemError) -> [String] {
        var created: [String] = []
        for path in directoryPrefixes + [runDirectory] {
            if mkdir(path, 0o755) == 0 {
                created.append(path)
                continue
            }
            let code = errno
            if code == EEXIST, FileSystemProbe.kindOf(path, follow: true) == .directory, path != runDirectory {
                continue
            }
            for made in created.reversed() { rmdir(made) }
            throw SystemError("create directory '\(OutputPathError.shortened(path))'", code: code)
        }
        return created
    }
}
