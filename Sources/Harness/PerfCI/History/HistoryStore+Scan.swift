import BenchReport
import Foundation

extension HistoryStore {
    /// Where the index lives.
    var indexPath: String { "\(root)/\(HistoryIndex.folder)/\(HistoryIndex.file)" }

    /// Visits every run that reads, oldest first, through the index (issue 16): files the index holds
    /// unchanged are not decoded again; the others are read (full reports compacted on the fly) and the
    /// index is rewritten. Runs visited carry repetition figures, not display statistics. Returns how
    /// many runs were visited and a `skipped <path>: <why>` line per file that does not read.
    @discardableResult
    public func scan(
        expecting: (Int) -> Void = { _ in }, _ visit: (HistoryRun) throws -> Void
    ) throws -> (count: Int, unreadable: [String]) {
        try ensureRoot(create: false)
        let stored = HistoryIndex.load(indexPath)
        var current = HistoryIndex()
        var unreadable: [String] = []
        var changed = false
        for relative in try reportPaths() {
            let path = "\(root)/\(relative)"
            guard let stamp = HistoryIndex.stamp(of: path) else { continue }
            if let record = stored.records[relative], record.stamp == stamp {
                current.records[relative] = record
                continue
            }
            do {
                let run = try input.run(from: try ReportInput.bytes(at: path), named: path)
                guard let record = RunCodec.encode(run) else { continue }
                changed = true
                current.records[relative] = HistoryIndex.Record(stamp: stamp, startedAt: run.startedAt, runId: run.runId, bytes: ArraySlice(record))
            } catch {
                unreadable.append("skipped \(error)")
            }
        }
        if changed || current.records.count != stored.records.count {
            try? FileIO.makeDirectory("\(root)/\(HistoryIndex.folder)")
            try? current.write(to: indexPath)
        }
        let order = current.records.sorted { ($0.value.startedAt, $0.value.runId) < ($1.value.startedAt, $1.value.runId) }
        expecting(order.count)
        var interner: [String: String] = [:]
        for (relative, record) in order {
            let run: RunReport
            if let decoded = try? RunCodec.decode(record.bytes, interner: &interner) {
                run = decoded
            } else {
                run = try input.run(from: try ReportInput.bytes(at: "\(root)/\(relative)"), named: "\(root)/\(relative)")
            }
            var entry = Self.entry(for: run)
            entry.path = relative
            try visit(HistoryRun(entry: entry, run: run))
        }
        return (order.count, unreadable)
    }
}
