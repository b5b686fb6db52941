import BenchReport
import Foundation
import PerfModel

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
/// compact entry (≤ 100 KB for a nightly); a full report of any schema version found in a
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
    /// stored as its compact history entry (`ReportInput.compact`). Leftovers of killed writers in its
    /// machine folder are removed first; a failed write removes the folders this add created (no empty
    /// folders after a full disk).
    @discardableResult
    public func add(data: Data, named name: String) throws -> HistoryEntry {
        let (record, stored) = try input.entry(from: data, named: name)
        let entry = Self.entry(for: record)
        let folder = "\(root)/\(Self.machineSlug(record.fingerprint))"
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

    /// The entry (and file name) a run is stored under.
    public static func entry(for record: HistoryRecord) -> HistoryEntry {
        let stamp = record.startedAt.filter { $0.isNumber || $0 == "T" || $0 == "Z" }
        let file = "\(stamp)-\(FileIO.slug(record.shortCommit, limit: 12))-\(FileIO.slug(record.runId, limit: 60)).json"
        return HistoryEntry(
            path: "\(machineSlug(record.fingerprint))/\(file)", fingerprint: record.fingerprint,
            commit: record.commit, runId: record.runId, startedAt: record.startedAt,
            schemaVersion: record.reportSchemaVersion
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
        guard create else {
            throw PerfCIError("history \(root) does not exist: add a report with `keyboard-bench history add`")
        }
        try FileIO.makeDirectory(root)
    }

    /// Every run file under the root (`<machine>/<file>.json`), machines and files in name order.
    func reportPaths() throws -> [String] {
        let machines = try FileManager.default.contentsOfDirectory(atPath: root).filter { !$0.hasPrefix(".") }.sorted()
        return machines.flatMap { reportPaths(inMachine: $0) }
    }

    /// The run files of one machine folder (dot-files and non-JSON files ignored), in name order.
    func reportPaths(inMachine machine: String) -> [String] {
        let files = (try? FileManager.default.contentsOfDirectory(atPath: "\(root)/\(machine)")) ?? []
        return files.filter { !$0.hasPrefix(".") && $0.hasSuffix(".json") }.sorted().map { "\(machine)/\($0)" }
    }
}
