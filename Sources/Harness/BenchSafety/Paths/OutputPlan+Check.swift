#if canImport(Glibc)
    import Glibc
#endif

extension OutputPlan {
    /// Checks, without creating anything, that every file the run will write can be written:
    /// a non-empty path; names within `NAME_MAX` and the whole within `PATH_MAX`; every existing
    /// component a directory; the first missing one creatable in a writable parent; space and inodes
    /// on that file system; no run directory of this id yet; `latest.*` not directories.
    public func check(fileSystem probe: FileSystemProbe = .live) throws(OutputPathError) {
        try checkPathText()
        let (existing, missing) = try split(using: probe)
        try checkLengths(nameMax: probe.nameMax(existing))
        try checkWritable(existing, using: probe)
        try checkSpace(existing, creating: missing + 1 + runFiles.count + 2 + Self.latestNames.count, using: probe)
        if missing == 0 { try checkPlannedEntries(using: probe) }
    }

    /// The folder part of `check()` alone, for a command that writes a folder of its own (a site): the
    /// path readable, every existing component a directory (a link loop or a link to nothing refused),
    /// the first missing one creatable in a writable folder on a writable file system. Creates nothing.
    public func checkFolder(fileSystem probe: FileSystemProbe = .live) throws(OutputPathError) {
        try checkPathText()
        let (existing, _) = try split(using: probe)
        try checkWritable(existing, using: probe)
        if probe.space(existing)?.readOnly == true {
            throw OutputPathError(directory: directory, "is on a read-only file system")
        }
    }

    /// A non-empty path without NUL bytes; a relative one needs an existing working directory.
    func checkPathText() throws(OutputPathError) {
        guard !directory.isEmpty else {
            throw OutputPathError(directory: directory, "is empty; give a directory, e.g. --output Reports")
        }
        guard !directory.utf8.contains(0) else { throw OutputPathError(directory: directory, "contains a NUL byte") }
        if !directory.hasPrefix("/"), !Self.workingDirectoryExists() {
            throw OutputPathError(
                directory: directory,
                "is relative, and the working directory no longer exists; cd to a directory that does")
        }
    }

    /// Whether the working directory still exists (`getcwd` fails once it was removed).
    static func workingDirectoryExists() -> Bool {
        guard let path = getcwd(nil, 0) else { return false }
        free(path)
        return true
    }

    /// The deepest existing directory of the path and how many components below it are missing.
    func split(using probe: FileSystemProbe) throws(OutputPathError) -> (existing: String, missing: Int) {
        var existing = directory.hasPrefix("/") ? "/" : "."
        let prefixes = directoryPrefixes
        for (index, prefix) in prefixes.enumerated() {
            switch probe.kind(prefix) {
            case .directory: existing = prefix
            case .missing where probe.linkKind(prefix) == .symbolicLink:
                throw OutputPathError(
                    directory: directory,
                    "'\(OutputPathError.shortened(prefix))' is a symbolic link to nothing; remove it or point it at a directory"
                )
            case .missing: return (existing, prefixes.count - index)
            case .unreachable(let code):
                throw OutputPathError(
                    directory: directory,
                    "cannot reach '\(OutputPathError.shortened(prefix))': \(SystemError.reason(code))")
            default:
                throw OutputPathError(
                    directory: directory, "'\(OutputPathError.shortened(prefix))' exists and is not a directory")
            }
        }
        return (existing, 0)
    }

    /// Each name within `nameMax` bytes; the longest path the run writes within `PATH_MAX`.
    func checkLengths(nameMax: Int) throws(OutputPathError) {
        if let long = namesToCreate.first(where: { $0.utf8.count > nameMax }) {
            throw OutputPathError(
                directory: directory,
                "the name '\(OutputPathError.shortened(long, to: 24))' is \(long.utf8.count) bytes long; this file system allows \(nameMax)"
            )
        }
        let longest =
            runFiles.map { Self.join(stagingDirectoryLongest, TemporaryFileName.longestName(for: $0)) }.map(
                \.utf8.count
            )
            .max()
            ?? 0
        guard longest < Int(PATH_MAX) else {
            throw OutputPathError(
                directory: directory,
                "the report paths would be \(longest) bytes long; at most \(Int(PATH_MAX) - 1) are allowed")
        }
    }

    /// Entries can be created in the deepest existing directory (mkdir there, or the files themselves).
    func checkWritable(_ existing: String, using probe: FileSystemProbe) throws(OutputPathError) {
        guard probe.canCreateEntries(existing) else {
            throw OutputPathError(
                directory: directory, "cannot create entries in '\(OutputPathError.shortened(existing))' (not writable)"
            )
        }
    }

    /// The file system is writable and has the inodes and bytes the run needs.
    func checkSpace(_ existing: String, creating inodes: Int, using probe: FileSystemProbe) throws(OutputPathError) {
        guard let space = probe.space(existing) else { return }
        guard !space.readOnly else { throw OutputPathError(directory: directory, "is on a read-only file system") }
        if space.totalInodes > 0, space.availableInodes < UInt64(inodes) {
            throw OutputPathError(
                directory: directory,
                "no inodes left on its file system (\(space.availableInodes) free, the run creates \(inodes))")
        }
        guard space.availableBytes >= expectedBytes else {
            throw OutputPathError(
                directory: directory,
                "only \(space.availableBytes) bytes free on its file system; the reports need about \(expectedBytes)")
        }
    }

    /// In an existing output directory: no run directory of this id, `latest` a link if present,
    /// `latest.json` / `latest.md` not directories.
    func checkPlannedEntries(using probe: FileSystemProbe) throws(OutputPathError) {
        guard probe.linkKind(runDirectory) == .missing else {
            throw OutputPathError(directory: directory, "'\(runID)' already exists in it")
        }
        for name in Self.latestNames {
            let path = Self.join(directory, name)
            switch (probe.linkKind(path), probe.kind(path)) {
            case (.missing, _), (.symbolicLink, .missing), (.regularFile, _): continue
            case (.symbolicLink, .directory) where name == LatestLink.directoryLinkName: continue
            case (.symbolicLink, let target) where target != .directory: continue
            default:
                throw OutputPathError(
                    directory: directory, "'\(name)' in it is a directory or special file; move it away")
            }
        }
    }
}
