#if canImport(Glibc)
    import Glibc
#endif

/// Removes what killed runs left behind: temporary files named by
/// `TemporaryFileName` (and the first harness's `.report.json.tmp-<n>` / `.write-probe-<n>`) in the
/// output directory and in its run directories, and the staging folders of runs killed before they were
/// published (`ReportWriter`). A temporary is stale when the process in its name is gone, or when it is
/// older than `maximumAge` (a pid can be reused; the first harness's names carry none). Nothing else is
/// touched: only names of those forms, only regular files and links, and folders named after a run id.
public struct StaleTemporaryFiles: Sendable {
    /// Older than this (seconds since last modified) counts as stale whatever its pid.
    public var maximumAge: Int
    /// Whether a process id belongs to a running process.
    public var isAlive: @Sendable (Int32) -> Bool

    /// A cleaner; by default an hour, and `kill(pid, 0)` to ask whether a writer still runs.
    public init(
        maximumAge: Int = 3600, isAlive: @escaping @Sendable (Int32) -> Bool = StaleTemporaryFiles.processIsAlive
    ) {
        self.maximumAge = maximumAge
        self.isAlive = isAlive
    }

    /// Removes stale temporaries in `directory` and in its run directories; returns the paths removed.
    /// A directory that cannot be read is skipped (cleaning up must never fail a run).
    @discardableResult
    public func remove(in directory: String, now: Int = Int(time(nil))) -> [String] {
        let names = (try? DirectoryEntries.names(in: directory)) ?? []
        var removed = removeStale(in: directory, names: names, now: now)
        for name in names
        where RunID.isValid(name)
            && FileSystemProbe.kindOf(OutputPlan.join(directory, name), follow: false) == .directory
        {
            let runDirectory = OutputPlan.join(directory, name)
            removed += removeStale(
                in: runDirectory, names: (try? DirectoryEntries.names(in: runDirectory)) ?? [], now: now)
        }
        return removed
    }

    /// Whether `name` in a directory is a stale temporary, given its age in seconds.
    public func isStale(_ name: String, age: Int) -> Bool {
        if let parsed = TemporaryFileName.parse(name) {
            if let pid = parsed.processID, pid != getpid(), !isAlive(pid) { return true }
            return age > maximumAge
        }
        return Self.isLegacy(name) && age > maximumAge
    }

    /// Names earlier writers used, which carry no live pid to ask: the first harness's write probe
    /// (`.write-probe-<n>`), the first PerfCI's temporaries (`.tmp-*`) and the first history index's
    /// (`runs.bin.tmp-<pid>`). They are stale after `maximumAge`.
    static func isLegacy(_ name: String) -> Bool {
        if name.hasPrefix(".write-probe-") || name.hasPrefix(".tmp-") { return true }
        guard !name.hasPrefix("."), let dash = name.lastIndex(of: "-") else { return false }
        let pid = name[name.index(after: dash)...]
        return name[..<dash].hasSuffix(".tmp") && !pid.isEmpty && pid.allSatisfy { $0.isASCII && $0.isNumber }
    }

    func removeStale(in directory: String, names: [String], now: Int) -> [String] {
        names.compactMap { name in
            let path = OutputPlan.join(directory, name)
            let kind = FileSystemProbe.kindOf(path, follow: false)
            if kind == .directory { return removeStaleStaging(path, name: name, now: now) }
            guard kind == .regularFile || kind == .symbolicLink, let modified = DirectoryEntries.modificationTime(path),
                isStale(name, age: now - modified), unlink(path) == 0
            else { return nil }
            return path
        }
    }

    /// A run's staging folder (`.<run-id>.tmp-<pid>-<nonce>`, see `ReportWriter`) whose run was killed
    /// before publishing it: removed with everything in it. Any other folder is left alone.
    func removeStaleStaging(_ path: String, name: String, now: Int) -> String? {
        guard let parsed = TemporaryFileName.parse(name), parsed.processID != nil, RunID.isValid(parsed.target),
            let modified = DirectoryEntries.modificationTime(path), isStale(name, age: now - modified),
            (try? RunRetention.removeTree(path)) != nil
        else { return nil }
        return path
    }

    /// `kill(pid, 0)`: the process exists (even if owned by another user).
    @Sendable public static func processIsAlive(_ pid: Int32) -> Bool {
        kill(pid, 0) == 0 || errno == EPERM
    }
}
