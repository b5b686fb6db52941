import BenchSafety
import Foundation
import PerfModel

/// The newest profiles of each scenario and kind, kept in the history beside the runs.
///
/// ```
/// Reports/history/.profiles/
///   <scenario-slug>-<hash>/
///     cpu-<stamp>-<run-id>/     cpu.svg, cpu.folded, cpu-top.md, (cpu-diff.svg, cpu-diff.md,
///                               baseline-cpu.svg for a paired run), about.txt (scenario, commit, date, run)
///     instructions-<stamp>-<run-id>/ …
///     alloc-<stamp>-<run-id>/   …
/// ```
///
/// `history add` copies the profiles a run wrote (`<run>/profiles/<scenario>/`, and
/// `<run>/profiles-baseline/<scenario>/` for a paired run) here. Only the newest run per scenario and
/// kind is kept, so the folder stays bounded (three profile sets per scenario): a newer run's set is
/// written into a hidden staging folder, renamed into place, and only then are the older sets of that
/// scenario and kind removed; a run older than the kept one changes nothing. A reader takes the newest
/// complete set by name (the stamp sorts by time), so a killed add leaves at most a hidden folder that
/// is ignored and removed by the next add. The folder starts with a dot, so the history's run readers skip
/// it.
public struct HistoryProfiles: Sendable {
    /// The history folder.
    public var history: String

    /// The profile kinds kept, by their file stem (`run --profile cpu|instructions|alloc`).
    public static let kinds = ["cpu", "instructions", "alloc"]

    /// The profiles of the history at `history`.
    public init(history: String) { self.history = history }

    /// The folder the profiles are kept in.
    public var root: String { "\(history)/.profiles" }

    /// One kept profile set: where it is, and the run it came from.
    public struct Kept: Sendable, Equatable {
        /// The scenario.
        public var scenario: String
        /// `cpu`, `instructions` or `alloc`.
        public var kind: String
        /// The run's commit.
        public var commit: String
        /// When the run started.
        public var startedAt: String
        /// The run's id.
        public var runId: String
        /// The set's folder.
        public var folder: String
        /// The files in it (about.txt excluded), in name order.
        public var files: [String]
    }

    /// Keeps the profiles of the run in `runFolder` (stored in the history as `entry`); returns how many
    /// sets were kept and a line for each file skipped. A run without profiles changes nothing.
    @discardableResult
    public func keep(runFolder: String, entry: HistoryEntry) throws -> (kept: Int, skipped: [String]) {
        try keep(plan(runFolder: runFolder), entry: entry)
    }

    /// Keeps the sets of `plan` (checked by `plan(runFolder:)`, before the run was added): each file is
    /// read again without following a link and bounded; one that no longer reads is skipped by name.
    public func keep(_ plan: ProfilePlan, entry: HistoryEntry) throws -> (kept: Int, skipped: [String]) {
        var kept = 0, skipped = plan.skipped
        for set in plan.sets {
            if try keep(set, entry: entry, skipped: &skipped) { kept += 1 }
        }
        return (kept, skipped)
    }

    /// Stages one set and renames it into place unless a set as new or newer is kept; removes the older.
    private func keep(_ set: ProfileSet, entry: HistoryEntry, skipped: inout [String]) throws -> Bool {
        let folder = "\(root)/\(Self.folderName(set.scenario))"
        try FileIO.makeDirectory(folder)
        let name = "\(set.kind)-\(Self.stamp(entry.startedAt))-\(FileIO.slug(entry.runId, limit: 60))"
        let older = sets(in: folder, kind: set.kind)
        if let newest = older.last, newest >= name { return false }
        let staged = try StagedFolder(publishing: "\(folder)/\(name)")
        let staging = staged.path
        do {
            var copied = 0
            for file in set.files {
                do {
                    let bytes = try RegularFile.read(file.path, limit: Self.maximumFileBytes)
                    try AtomicFileWriter.write(bytes, to: "\(staging)/\(file.name)")
                    copied += 1
                } catch let refusal as RegularFile.Refusal {
                    skipped.append(Self.skipLine(file.path, refusal))
                }
            }
            guard copied > 0 else {
                staged.discard()
                return false
            }
            let about = [set.scenario, entry.commit ?? "unknown", entry.startedAt, entry.runId].joined(separator: "\n")
            try FileIO.atomicWrite(Data((about + "\n").utf8), to: "\(staging)/about.txt")
        } catch {
            staged.discard()
            throw error
        }
        try staged.publish()
        for old in older { try? FileManager.default.removeItem(atPath: "\(folder)/\(old)") }
        return true
    }

    /// The complete sets of `kind` in a scenario's folder, oldest first.
    func sets(in folder: String, kind: String) -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        return names.filter { $0.hasPrefix(kind + "-") }.sorted()
    }

    /// The folder of a scenario's sets: a readable part of its name and a hash of all of it.
    public static func folderName(_ scenario: String) -> String {
        "\(FileIO.slug(scenario, limit: 40))-\(FileIO.hashHex(scenario))"
    }

    /// A run's start time as a sortable stamp (digits, T and Z only).
    static func stamp(_ startedAt: String) -> String {
        startedAt.filter { $0.isNumber || $0 == "T" || $0 == "Z" }
    }
}
