import BenchReport
import Foundation
import TestSupport
import Testing
@testable import PerfDashboard
@testable import PerfExport
@testable import PerfHistory

/// Files and output of the history code before it read its own type (Fixtures/entries, index/runs-main.bin,
/// Fixtures/outputs, written from the twelve recorded reports): the formats are unchanged byte for byte,
/// and history, change points, the dashboard and the Otava export say the same.
@Suite("History formats and output as the earlier code wrote them")
struct HistoryFormatTests {
    /// The stored entries, by path under `entries/`.
    static func entries() throws -> [String: Data] {
        let root = Fixture.path("entries")
        let paths = try FileManager.default.subpathsOfDirectory(atPath: root).filter { $0.hasSuffix(".json") }
        return try Dictionary(
            uniqueKeysWithValues: paths.map { ($0, try Data(contentsOf: URL(fileURLWithPath: "\(root)/\($0)"))) })
    }

    static func output(_ name: String) throws -> String {
        try String(contentsOfFile: Fixture.path("outputs/\(name)"), encoding: .utf8)
    }

    @Test("entries written earlier read and write back byte for byte; a report added today gives the same bytes")
    func entriesAreUnchanged() throws {
        let entries = try Self.entries()
        #expect(entries.count == 12)
        let folder = try Fixture.history()
        for (path, bytes) in entries {
            #expect(try HistoryRecord.decode(bytes).encoded() == bytes, "\(path)")
            #expect(
                FileManager.default.contents(atPath: "\(folder)/\(path)") == bytes, "\(path) is written differently")
        }
    }

    @Test("the index written earlier reads as its entries do, and today's index holds the same bytes per run")
    func indexIsUnchanged() throws {
        let earlier = HistoryIndex.load(Fixture.path("index/runs-main.bin"))
        let entries = try Self.entries()
        #expect(earlier.records.count == 12 && Set(earlier.records.keys) == Set(entries.keys))
        let folder = try Fixture.history()
        try HistoryStore(root: folder).scan { _ in }
        let today = HistoryIndex.load("\(folder)/.index/runs.bin")
        var interner: [String: String] = [:]
        for (path, stored) in earlier.records {
            let entry = try HistoryRecord.decode(try #require(entries[path]))
            #expect(
                try HistoryRecord(indexEncoded: stored.bytes, interner: &interner) == OneModelTests.indexed(entry),
                "\(path)")
            #expect(today.records[path].map { Array($0.bytes) } == Array(stored.bytes), "\(path)")
        }
    }

    @Test("list, changes and the Otava export say what they said")
    func textOutputIsUnchanged() throws {
        let folder = try Fixture.history()
        #expect(HistoryCommandCore.list(history: folder).text == (try Self.output("list.txt")))
        #expect(HistoryCommandCore.changes(history: folder).text == (try Self.output("changes.txt")))
        #expect(HistoryCommandCore.changes(history: folder, json: true).text == (try Self.output("changes.json")))
        #expect(
            HistoryCommandCore.changes(history: folder).text == (try Self.output("changes.txt")), "through the index")
        #expect(
            ExportCommandCore.run(format: .otavaCSV, report: nil, history: folder).text
                == (try Self.output("otava.csv")))
    }

    @Test("the dashboard draws the same pages")
    func dashboardIsUnchanged() throws {
        let scratch = try TemporaryDirectory("perfci")
        let site = scratch.at("site")
        let result = DashboardCommandCore.run(history: try Fixture.history(), output: site)
        #expect(result.exitCode == .success, "\(result.error ?? "")")
        let expected = try FileManager.default.contentsOfDirectory(atPath: Fixture.path("outputs/site")).sorted()
        let written = try FileManager.default.contentsOfDirectory(atPath: site).filter { $0.hasSuffix(".html") }
            .sorted()
        #expect(written == expected)
        for page in expected {
            #expect(
                try String(contentsOfFile: "\(site)/\(page)", encoding: .utf8) == (try Self.output("site/\(page)")),
                "\(page)")
        }
    }
}
