import BenchReport
import Foundation

extension HistoryStore {
    /// Where the index lives.
    var indexPath: String { "\(root)/\(HistoryIndex.folder)/\(HistoryIndex.file)" }

    /// Visits every run that reads, oldest first, through the index: files the index holds unchanged
    /// are not decoded again; the others are read (full reports compacted on the fly) and the index is
    /// rewritten. A run visited through the index carries what the index keeps (`HistoryRecord.indexEncoded()`):
    /// repetition
    /// figures, not display statistics. Returns how many runs were visited and a `skipped <path>: <why>`
    /// line per file that does not read.
    @discardableResult
    public func scan(
        expecting: (Int) -> Void = { _ in }, _ visit: (HistoryRun) throws -> Void
    ) throws -> (count: Int, unreadable: [String]) {
        try ensureRoot(create: false)
        let (index, unreadable) = try refreshedIndex()
        let order = index.records.sorted { ($0.value.startedAt, $0.value.runId) < ($1.value.startedAt, $1.value.runId) }
        expecting(order.count)
        var interner: [String: String] = [:]
        for (relative, stored) in order {
            var run: HistoryRun
            if let record = try? HistoryRecord(indexEncoded: stored.bytes, interner: &interner) {
                run = HistoryRun(entry: Self.entry(for: record), record: record)
                run.entry.path = relative
            } else {
                run = try self.run(at: relative)
            }
            try visit(run)
        }
        return (order.count, unreadable)
    }

    /// The index brought up to date with the folder (written back when it changed), and a line per
    /// file that does not read.
    private func refreshedIndex() throws -> (index: HistoryIndex, unreadable: [String]) {
        let stored = HistoryIndex.load(indexPath)
        var current = HistoryIndex()
        var unreadable: [String] = []
        var changed = false
        for relative in try reportPaths() {
            guard let stamp = HistoryIndex.stamp(of: "\(root)/\(relative)") else { continue }
            if let known = stored.records[relative], known.stamp == stamp {
                current.records[relative] = known
                continue
            }
            do {
                let record = try input.record(at: "\(root)/\(relative)")
                guard let bytes = record.indexEncoded() else { continue }
                changed = true
                current.records[relative] = HistoryIndex.Record(
                    stamp: stamp, startedAt: record.startedAt, runId: record.runId, bytes: ArraySlice(bytes))
            } catch {
                unreadable.append("skipped \(error)")
            }
        }
        if changed || current.records.count != stored.records.count {
            try? FileIO.makeDirectory("\(root)/\(HistoryIndex.folder)")
            try? current.write(to: indexPath)
        }
        return (current, unreadable)
    }
}
