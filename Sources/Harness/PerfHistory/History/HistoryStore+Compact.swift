import BenchReport
import Foundation
import PerfModel

extension HistoryStore {
    /// What `compact` did.
    public struct Compaction: Sendable, Equatable {
        /// Files rewritten as compact entries.
        public var rewritten: [String] = []
        /// Their size before, bytes.
        var bytesBefore = 0
        /// Their size after, bytes.
        var bytesAfter = 0
        /// `skipped <path>: <why>` for files that do not read (left as they are).
        public var unreadable: [String] = []
    }

    /// Rewrites every full report in the history (schema 1 or 2, stored verbatim by an earlier tool or
    /// copied in) as its compact entry, in place and atomically. Entries already compact and
    /// files that do not read are left alone; the file keeps its name, so merged copies stay merged.
    public func compact() throws -> Compaction {
        try ensureRoot(create: false)
        var done = Compaction()
        for relative in try reportPaths() {
            let path = "\(root)/\(relative)"
            do {
                let data = try ReportInput.bytes(at: path)
                guard !HistoryRecord.isEntry(data) else { continue }
                let compacted = try input.entry(from: data, named: path).stored
                guard compacted != data else { continue }
                try FileIO.atomicWrite(compacted, to: path)
                done.rewritten.append(relative)
                done.bytesBefore += data.count
                done.bytesAfter += compacted.count
            } catch {
                done.unreadable.append("skipped \(error)")
            }
        }
        return done
    }
}
