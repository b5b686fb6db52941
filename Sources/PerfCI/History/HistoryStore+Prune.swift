import Foundation

extension HistoryStore {
    /// Keeps the newest `keepLast` runs of each machine (or of the machine with `fingerprint` only) and
    /// removes the rest, plus temporary files abandoned by killed writers. Returns the removed entries.
    @discardableResult
    public func prune(keepLast: Int, fingerprint: String? = nil) throws -> [HistoryEntry] {
        guard keepLast >= 0 else { throw PerfCIError("--keep-last must be 0 or more") }
        let runs = try nonEmptyRuns()
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

    /// Removes `.tmp-*` files older than a minute (a writer still running finishes well within that).
    func removeAbandonedTemporaries(olderThan age: TimeInterval = 60) {
        let manager = FileManager.default
        let machines = (try? manager.contentsOfDirectory(atPath: root)) ?? []
        for machine in machines {
            let folder = "\(root)/\(machine)"
            for file in (try? manager.contentsOfDirectory(atPath: folder)) ?? [] where file.hasPrefix(".tmp-") {
                let path = "\(folder)/\(file)"
                let modified = (try? manager.attributesOfItem(atPath: path)[.modificationDate] as? Date) ?? Date()
                if Date().timeIntervalSince(modified) > age { try? manager.removeItem(atPath: path) }
            }
        }
    }
}
