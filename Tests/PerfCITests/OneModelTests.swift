import BenchReport
import Foundation
import Testing
@testable import PerfCompare
@testable import PerfHistory
@testable import PerfModel

/// The history reads one type, `HistoryRecord`, in its two encodings — the compact JSON entry and a
/// run of the binary index — and every file written before stays readable.
@Suite("One history type: entries and the index")
struct OneModelTests {
    /// The twelve recorded reports as a history keeps them, by run id.
    static func records() throws -> [String: HistoryRecord] {
        var records: [String: HistoryRecord] = [:]
        for path in Fixture.historyReports {
            let record = try ReportInput.standard.compact(try ReportInput.bytes(at: path))
            records[record.runId] = record
        }
        return records
    }

    /// `record` as the index keeps it: without what only the JSON entry holds.
    static func indexed(_ record: HistoryRecord) -> HistoryRecord {
        var kept = record
        kept.durationSeconds = nil
        kept.tags = nil
        kept.quick = nil
        kept.environment.kernel = ""
        kept.environment.jemallocVersion = nil
        kept.environment.buildId = nil
        for s in kept.scenarios.indices {
            kept.scenarios[s].seconds = nil
            for m in kept.scenarios[s].metrics.indices { kept.scenarios[s].metrics[m].quantiles = nil }
        }
        return kept
    }

    @Test("both encodings round-trip: the entry whole, the index what it keeps, byte for byte")
    func encodingsRoundTrip() throws {
        var interner: [String: String] = [:]
        for record in try Self.records().values {
            #expect(try HistoryRecord.decode(try record.encoded()) == record, "\(record.runId) entry")
            let bytes = try #require(record.indexEncoded())
            let read = try HistoryRecord(indexEncoded: bytes[...], interner: &interner)
            #expect(read == Self.indexed(record), "\(record.runId) index")
            #expect(read.indexEncoded() == bytes, "\(record.runId) re-encodes differently")
        }
    }

    @Test("an index of an earlier layout (the first index code's, without measured budget figures) is rebuilt")
    func indexOfAnEarlierLayoutIsRebuilt() throws {
        #expect(HistoryIndex.load(Fixture.path("index/runs-first-writer.bin")).records.isEmpty)
        let folder = try Fixture.history()
        let index = "\(folder)/\(HistoryIndex.folder)/\(HistoryIndex.file)"
        try? FileManager.default.removeItem(atPath: index)
        try FileManager.default.createDirectory(
            atPath: "\(folder)/\(HistoryIndex.folder)", withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: Fixture.path("index/runs-first-writer.bin"), toPath: index)
        var budgets: [Double?] = []
        try HistoryStore(root: folder).scan { run in
            budgets += run.record.scenarios.flatMap { $0.budgets.map(\.measured) }
        }
        #expect(!budgets.isEmpty && budgets.allSatisfy { $0 != nil }, "read from the rebuilt index")
        #expect(HistoryIndex.load(index).records.count == 12)
    }

    @Test("a full report and a history entry are refused where the other is read: compare needs the full report")
    func reportsAndEntriesKeepToTheirReaders() throws {
        let entries = try FileManager.default.subpathsOfDirectory(atPath: Fixture.path("entries"))
        let entry = try #require(entries.first { $0.hasSuffix(".json") })
        let path = Fixture.path("entries/\(entry)")
        #expect(throws: PerfCIError.self) { try ReportInput.standard.run(at: path) }
        #expect(try ReportInput.standard.record(at: path).runId.hasPrefix("20261110-"))
        let compared = CompareCommandCore.run(baseline: path, current: Fixture.historyReports[1])
        #expect(compared.exitCode == .badInput && (compared.error ?? "").contains("a history entry, not a run report"))
    }
}
