#if canImport(Glibc)
    import Glibc
#endif

/// What a prune keeps and removes.
public struct RetentionPlan: Equatable, Sendable {
    /// Run directories kept, oldest first.
    public var kept: [String]
    /// Run directories removed, oldest first.
    public var removed: [String]

    /// A plan.
    init(kept: [String], removed: [String]) {
        self.kept = kept
        self.removed = removed
    }
}

/// Retention of run directories: `run --keep N` after writing, or `prune --keep N`.
/// Keeps the newest `N` run directories (names sorted as text are in time order) and the one
/// `latest` points at; removes the older ones. Touches nothing else: only entries whose name is a
/// `RunID` and which are real directories (not links) are ever candidates.
///
/// Call it after `LatestLink.point`: the run just written is then protected even when a clock set
/// back gave it an id older than existing runs.
public enum RunRetention {
    /// Which of `names` to keep and remove: the newest `keep` (at least 1) run ids, plus `protected`.
    /// Names that are not run ids are neither kept nor removed (not listed at all).
    public static func plan(names: [String], keep: Int, protected: Set<String> = []) -> RetentionPlan {
        let runs = names.filter(RunID.isValid).sorted()
        let newest = Set(runs.suffix(max(keep, 1)))
        let kept = runs.filter { newest.contains($0) || protected.contains($0) }
        return RetentionPlan(kept: kept, removed: runs.filter { !newest.contains($0) && !protected.contains($0) })
    }

    /// Prunes `directory`: plans over its real run directories, protecting `latest`'s target, and
    /// removes each planned directory with everything in it. Returns the plan carried out; throws the
    /// first removal that failed (the directories before it are gone).
    @discardableResult
    public static func prune(directory: String, keep: Int) throws(SystemError) -> RetentionPlan {
        let names = try DirectoryEntries.names(in: directory).filter { name in
            FileSystemProbe.kindOf(OutputPlan.join(directory, name), follow: false) == .directory
        }
        let protected = LatestLink.currentRunID(in: directory).map { Set([$0]) } ?? []
        let plan = plan(names: names, keep: keep, protected: protected)
        for name in plan.removed { try removeTree(OutputPlan.join(directory, name)) }
        return plan
    }

    /// Removes `path` and everything below it, never following a link (a link is removed, not its target).
    static func removeTree(_ path: String, depth: Int = 0) throws(SystemError) {
        guard depth < 16 else { throw SystemError("remove '\(path)' (nested too deep)", code: ELOOP) }
        for name in try DirectoryEntries.names(in: path) {
            let child = OutputPlan.join(path, name)
            if FileSystemProbe.kindOf(child, follow: false) == .directory {
                try removeTree(child, depth: depth + 1)
            } else if unlink(child) != 0 {
                throw .current("remove '\(child)'")
            }
        }
        guard rmdir(path) == 0 else { throw .current("remove '\(path)'") }
    }
}
