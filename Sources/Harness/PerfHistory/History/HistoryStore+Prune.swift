import BenchSafety
import Foundation
import PerfModel

extension HistoryStore {
    /// Keeps the newest `keepLast` runs of each machine (or of the machine with `fingerprint` only) and
    /// removes the rest, plus temporary files abandoned by killed writers. Returns the removed entries.
    @discardableResult
    public func prune(keepLast: Int, fingerprint: String? = nil) throws -> [HistoryEntry] {
        try prune(keepLast: keepLast, fingerprint: fingerprint, among: try nonEmptyReadableRuns().runs)
    }

    /// `prune` over runs already read (a file that does not read is never removed).
    func prune(keepLast: Int, fingerprint: String?, among runs: [HistoryRun]) throws -> [HistoryEntry] {
        guard (1...100_000).contains(keepLast) else {
            throw PerfCIError(
                "invalid --keep-last '\(keepLast)': expected a whole number from 1 to 100000 (0 would remove every run)"
            )
        }
        let machines = Set(runs.map(\.entry.fingerprint))
        if let fingerprint, !machines.contains(fingerprint) {
            throw PerfCIError(
                "no such machine '\(fingerprint)' in history \(root) (machines: \(machines.sorted().joined(separator: ", ")))"
            )
        }
        removeAbandonedTemporaries()
        var removed: [HistoryEntry] = []
        for (machine, series) in Dictionary(grouping: runs, by: { $0.entry.fingerprint }) {
            if let fingerprint, fingerprint != machine { continue }
            for old in series.dropLast(keepLast) {
                try FileManager.default.removeItem(atPath: "\(root)/\(old.entry.path)")
                removed.append(old.entry)
            }
        }
        return removed.sorted { $0.startedAt < $1.startedAt }
    }

    /// Removes temporaries abandoned by killed writers in every machine folder (BenchSafety's
    /// `StaleTemporaryFiles`: a writer that is gone, or older than `age` seconds, and the legacy names).
    func removeAbandonedTemporaries(olderThan age: TimeInterval = 3600) {
        let machines = (try? DirectoryEntries.names(in: root)) ?? []
        for machine in machines where !machine.hasPrefix(".") {
            removeAbandonedTemporaries(in: "\(root)/\(machine)", olderThan: age)
        }
    }

    /// The same for one folder.
    func removeAbandonedTemporaries(in folder: String, olderThan age: TimeInterval = 3600) {
        StaleTemporaryFiles(maximumAge: Int(age)).remove(in: folder)
    }
}
