import BenchReport
import Foundation

/// The run history: a folder of compact run entries, one sub-folder per machine, one file per run.
///
/// ```
/// Reports/history/
///   <machine-slug>/                            one per environment fingerprint
///     20261122T040000Z-<commit12>-<run-id>.json   the run's compact entry (BenchReport `HistoryRecord`)
///   .index/runs.bin                            a cache of every entry's figures (rebuilt when stale)
/// ```
///
/// Why files and not SQLite: the store must diff and merge in git and merge across CI machines by
/// copying. One immutable file per run has a unique name, so two machines' folders merge by `cp -r`
/// (or a git merge) with no conflict, and a reviewer sees runs arrive as added files. `add` stores the
/// compact entry (≤ 100 KB for a nightly, issue 16); a full report of any schema version found in a
/// history (copied in, or stored by an older tool) is read and compacted on the fly, and `history
/// compact` rewrites it on disk. The `.index` cache is derived data: it is checked against the
/// folder listing (path, size, modification time) on every read, a stale entry is re-read from its
/// file, and a cache that does not read is rebuilt, never trusted (`HistoryIndex`).
///
/// Safety: a report is written to a dot-file in the machine folder, `fsync`ed, then `rename`d to its
/// unique final name (atomic on POSIX) and the folder `fsync`ed. Two concurrent writers never touch
/// the same temporary file, and a writer killed mid-add leaves at most a dot-file that readers ignore
/// and `prune` removes. No lock is needed because no file is ever rewritten in place.
public struct HistoryStore: Sendable {
    /// The history folder.
    public var root: String
    /// How reports are decoded.
    public var input: ReportInput
    /// Called with the temporary file's path after it is written and before the rename; throwing abandons
    /// the add. For tests that stop or kill a writer at that point.
    public var beforeRename: @Sendable (String) throws -> Void = { _ in }

    /// The default history folder.
    public static let defaultRoot = "Reports/history"

    /// A store at `root`.
    public init(root: String = HistoryStore.defaultRoot, input: ReportInput = .history) {
        self.root = root
        self.input = input
    }

    /// Adds the report at `path`; adding the same run again is a no-op. Returns its entry.
    @discardableResult
    public func add(reportAt path: String) throws -> HistoryEntry {
        try add(data: try ReportInput.bytes(at: path), named: path)
    }

    /// Adds a report from its bytes (decoded first: a report that does not decode is never stored),
    /// stored as its compact history entry (`ReportInput.compact`; issue 16).
    /// Leftovers of killed writers in its machine folder are removed first; a failed write removes
    /// the folders this add created (issue 18 item 16: no empty folders after a full disk).
    @discardableResult
    public func add(data: Data, named name: String) throws -> HistoryEntry {
        let (run, stored) = try input.entry(from: data, named: name)
        let entry = Self.entry(for: run)
        let folder = "\(root)/\(Self.machineSlug(run.fingerprint))"
        let missing = [root, folder].filter { !FileManager.default.fileExists(atPath: $0) }
        do {
            try ensureRoot(create: true)
            try FileIO.makeDirectory(folder)
            removeAbandonedTemporaries(in: folder)
            let final = "\(root)/\(entry.path)"
            if FileManager.default.fileExists(atPath: final) { return entry }
            try FileIO.atomicWrite(stored, to: final, beforeRename: beforeRename)
            return entry
        } catch {
            for created in missing.reversed() { rmdir(created) }
            throw error
        }
    }

    /// Every stored run (dot-files and non-JSON files ignored), oldest first; throws on a file that
    /// does not decode, naming it. The commands read with `readableRuns()` instead.
    public func runs() throws -> [HistoryRun] {
        let read = try readableRuns()
        if let first = read.unreadable.first { throw PerfCIError(first) }
        return read.runs
    }

    /// Every stored run that reads, oldest first, and one line for each file that does not (issue 18
    /// item 16: one corrupt file must not hide the whole history; the commands warn and go on).
    public func readableRuns() throws -> HistoryRead {
        try ensureRoot(create: false)
        var read = HistoryRead()
        for relative in try reportPaths() {
            do {
                let run = try input.run(from: try ReportInput.bytes(at: "\(root)/\(relative)"), named: "\(root)/\(relative)")
                var entry = Self.entry(for: run)
                entry.path = relative
                read.runs.append(HistoryRun(entry: entry, run: run))
            } catch {
                read.unreadable.append("skipped \(error)")
            }
        }
        read.runs.sort { ($0.entry.startedAt, $0.entry.runId) < ($1.entry.startedAt, $1.entry.runId) }
        return read
    }

    /// Every stored run, refusing an empty history.
    public func nonEmptyRuns() throws -> [HistoryRun] {
        let runs = try runs()
        guard !runs.isEmpty else { throw PerfCIError("history \(root) is empty: add a report with `keyboard-bench history add`") }
        return runs
    }

    /// The runs that read, refusing a history where none does; unreadable files are named in `unreadable`.
    public func nonEmptyReadableRuns() throws -> HistoryRead {
        let read = try readableRuns()
        guard !read.runs.isEmpty else {
            if let first = read.unreadable.first { throw PerfCIError("history \(root) has no readable run (\(first))") }
            throw PerfCIError("history \(root) is empty: add a report with `keyboard-bench history add`")
        }
        return read
    }

    /// The entry (and file name) a run is stored under.
    public static func entry(for run: RunReport) -> HistoryEntry {
        let stamp = run.startedAt.filter { $0.isNumber || $0 == "T" || $0 == "Z" }
        let file = "\(stamp)-\(FileIO.slug(run.shortCommit, limit: 12))-\(FileIO.slug(run.runId, limit: 60)).json"
        return HistoryEntry(
            path: "\(machineSlug(run.fingerprint))/\(file)", fingerprint: run.fingerprint,
            commit: run.commit, runId: run.runId, startedAt: run.startedAt, schemaVersion: run.schemaVersion
        )
    }

    /// The folder name of a machine: a readable part of its fingerprint and a hash of all of it.
    public static func machineSlug(_ fingerprint: String) -> String {
        "\(FileIO.slug(fingerprint, limit: 32))-\(FileIO.hashHex(fingerprint))"
    }

    func ensureRoot(create: Bool) throws {
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: root, isDirectory: &isDirectory) {
            guard isDirectory.boolValue else { throw PerfCIError("history \(root) is a file, not a folder") }
            return
        }
        guard create else { throw PerfCIError("history \(root) does not exist: add a report with `keyboard-bench history add`") }
        try FileIO.makeDirectory(root)
    }

    func reportPaths() throws -> [String] {
        let manager = FileManager.default
        let machines = try manager.contentsOfDirectory(atPath: root).filter { !$0.hasPrefix(".") }.sorted()
        return machines.flatMap { machine -> [String] in
            let files = (try? manager.contentsOfDirectory(atPath: "\(root)/\(machine)")) ?? []
            return files.filter { !$0.hasPrefix(".") && $0.hasSuffix(".json") }.sorted().map { "\(machine)/\($0)" }
        }
    }
}

/// The runs of a history that read, and a warning line for each file that does not.
public struct HistoryRead: Sendable {
    /// The runs, oldest first.
    public var runs: [HistoryRun] = []
    /// `skipped <path>: <why>`, one per unreadable file.
    public var unreadable: [String] = []
}
