import BenchReport
import Foundation
import Testing
@testable import PerfCI

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
            for b in kept.scenarios[s].budgets.indices { kept.scenarios[s].budgets[b].measured = nil }
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

    @Test("an index written by the first index code reads, each run as its entry reads, and writes back byte for byte")
    func indexOfTheFirstFormatReads() throws {
        let index = HistoryIndex.load(Fixture.path("index/runs-first-writer.bin"))
        #expect(index.records.count == 12)
        let records = try Self.records()
        var interner: [String: String] = [:]
        for stored in index.records.values {
            let record = try HistoryRecord(indexEncoded: stored.bytes, interner: &interner)
            #expect(record.indexEncoded() == Array(stored.bytes), "\(record.runId) re-encodes differently")
            let entry = try #require(records[record.runId])
            #expect(record == Self.indexed(entry), "\(record.runId)")
            for (scenario, expected) in zip(record.scenarios, entry.scenarios) {
                let headline = record.headlineMetric(of: scenario).map { record.name($0.name) }
                #expect(headline == entry.headlineMetric(of: expected).map { entry.name($0.name) })
            }
        }
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
