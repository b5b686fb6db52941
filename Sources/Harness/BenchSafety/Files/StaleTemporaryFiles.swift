#if canImport(Glibc)
    import Glibc
#endif

/// Removes what killed runs left behind: temporary files named by `TemporaryFileName` (and the first
/// harness's `.report.json.tmp-<n>` / `.write-probe-<n>`) and the staging folders of `StagedFolder`
/// (named the same way; the first profile writer's `.profiles-partial-<8 hex>` too) in the output
/// directory and in its run directories. A temporary is stale when the process in its name is gone, or
/// when it is older than `maximumAge` (a pid can be reused; the first harness's names carry none).
/// Nothing else is touched: only names of those forms; regular files and links, and folders only under
/// a staging folder's name (a run's own staging folder, `.<run-id>.tmp-<pid>-<nonce>` of `ReportWriter`, is one).
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

    /// Whether `name` is a stale staging folder (`StagedFolder`), given its age in seconds.
    /// A staging folder is removed only when its writer is known to be gone (or, for the old pid-less
    /// names, after `maximumAge`).
    func isStaleFolder(_ name: String, age: Int) -> Bool {
        if let parsed = TemporaryFileName.parse(name) {
            guard let pid = parsed.processID else { return age > maximumAge }
            return pid != getpid() && !isAlive(pid)
        }
        return Self.isLegacyStaging(name) && age > maximumAge
    }

    /// The first profile writer's staging folders (`.<folder>-partial-<8 hex>`), which carry no pid.
    static func isLegacyStaging(_ name: String) -> Bool {
        guard name.hasPrefix("."), let dash = name.lastIndex(of: "-") else { return false }
        let tail = name[name.index(after: dash)...]
        return name[..<dash].hasSuffix("-partial") && tail.count == 8 && tail.allSatisfy { $0.isHexDigit }
    }

    func removeStale(in directory: String, names: [String], now: Int) -> [String] {
        names.compactMap { name in
            let path = OutputPlan.join(directory, name)
            let kind = FileSystemProbe.kindOf(path, follow: false)
            guard let modified = DirectoryEntries.modificationTime(path) else { return nil }
            switch kind {
            case .regularFile, .symbolicLink:
                guard isStale(name, age: now - modified), unlink(path) == 0 else { return nil }
            case .directory:
                guard isStaleFolder(name, age: now - modified) else { return nil }
                ScratchFolder.remove(path)
            default:
                return nil
            }
            return path
        }
    }

    /// `kill(pid, 0)`: the process exists (even if owned by another user).
    @Sendable public static func processIsAlive(_ pid: Int32) -> Bool {
        kill(pid, 0) == 0 || errno == EPERM
    }
}
