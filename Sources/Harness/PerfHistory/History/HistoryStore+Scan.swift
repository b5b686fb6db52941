import BenchReport
import Foundation
import PerfModel

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
        // Decoded on every core a batch at a time, visited in order: the batch bounds the records in memory.
        for batch in stride(from: 0, to: order.count, by: Self.decodeBatch) {
            let files = Array(order[batch..<min(batch + Self.decodeBatch, order.count)])
            let decoded = ParallelMap.map(files) { _, stored in
                var interner: [String: String] = [:]
                return try? HistoryRecord(indexEncoded: stored.bytes, interner: &interner)
            }
            for ((relative, _), record) in zip(files, decoded) {
                var run: HistoryRun
                if let record {
                    run = HistoryRun(entry: Self.entry(for: record), record: record)
                    run.entry.path = relative
                } else {
                    run = try self.run(at: relative)
                }
                try visit(run)
            }
        }
        return (order.count, unreadable)
    }

    /// Index records decoded at once by `scan`.
    static let decodeBatch = 64

    /// The index brought up to date with the folder (written back when it changed), and a line per
    /// file that does not read. The files the index does not hold are decoded on every core (a history
    /// checked out without its index reads them all).
    private func refreshedIndex() throws -> (index: HistoryIndex, unreadable: [String]) {
        let stored = HistoryIndex.load(indexPath)
        var current = HistoryIndex()
        var stale: [(relative: String, stamp: HistoryIndex.Stamp)] = []
        for relative in try reportPaths() {
            guard let stamp = HistoryIndex.stamp(of: "\(root)/\(relative)") else { continue }
            if let known = stored.records[relative], known.stamp == stamp {
                current.records[relative] = known
            } else {
                stale.append((relative, stamp))
            }
        }
        let read = ParallelMap.map(stale) { file in Result { try indexRecord(file.relative, stamp: file.stamp) } }
        var unreadable: [String] = []
        var changed = false
        for (file, outcome) in zip(stale, read) {
            switch outcome {
            case .success(let record?):
                current.records[file.relative] = record
                changed = true
            case .success(nil): continue
            case .failure(let error): unreadable.append("skipped \(error)")
            }
        }
        if changed || current.records.count != stored.records.count {
            try? FileIO.makeDirectory("\(root)/\(HistoryIndex.folder)")
            try? current.write(to: indexPath)
        }
        return (current, unreadable)
    }

    /// The index record of the file at `relative`, read and checked; `nil` when the index cannot hold it.
    private func indexRecord(_ relative: String, stamp: HistoryIndex.Stamp) throws -> HistoryIndex.Record? {
        let record = try input.record(at: "\(root)/\(relative)")
        guard let bytes = record.indexEncoded() else { return nil }
        return HistoryIndex.Record(
            stamp: stamp, startedAt: record.startedAt, runId: record.runId, bytes: ArraySlice(bytes))
    }
}
