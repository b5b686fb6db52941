import Foundation
@testable import PerfCompare
@testable import PerfDashboard
@testable import PerfExport
@testable import PerfHistory
import TestSupport
import Testing

@Suite("Bad input: one line, exit 2, nothing written")
struct BadInputTests {
    let good = Fixture.path("compare/base-a.json")

    func expectOneLine(_ error: String?, mentions text: String) {
        #expect(error?.contains(text) == true, "\(error ?? "no error") should mention \(text)")
        #expect(error?.contains("\n") == false)
    }

    @Test(arguments: [
        ("bad/malformed.json", "not a keyboard-bench report"),
        ("bad/unknown-version.json", "schema_version 99"),
        ("no/such/report.json", "no such file"),
        ("compare", "is a directory"),
    ])
    func compareRefuses(_ path: String, _ message: String) {
        let output = CompareCommandCore.run(baseline: good, current: Fixture.path(path))
        #expect(output.exitCode == .badInput && output.markdown.isEmpty && output.json.isEmpty)
        expectOneLine(output.error, mentions: message)
    }

    @Test func historyAddRefusesABadReportAndWritesNothing() throws {
        let scratch = try TemporaryDirectory("perfci")
        let folder = scratch.at("history")
        let output = HistoryCommandCore.add(report: Fixture.path("bad/unknown-version.json"), history: folder)
        #expect(output.exitCode == .badInput)
        expectOneLine(output.error, mentions: "schema_version 99")
        #expect(!FileManager.default.fileExists(atPath: folder))
    }

    @Test func emptyMissingOrFileHistoriesAreRefused() throws {
        let scratch = try TemporaryDirectory("perfci")
        let empty = scratch.at("empty")
        try FileManager.default.createDirectory(atPath: empty, withIntermediateDirectories: true)
        let file = scratch.at("history-file")
        try "x".write(toFile: file, atomically: true, encoding: .utf8)
        for (history, message) in [(empty, "is empty"), (scratch.at("missing"), "does not exist"), (file, "is a file")]
        {
            expectOneLine(HistoryCommandCore.list(history: history).error, mentions: message)
            expectOneLine(HistoryCommandCore.changes(history: history).error, mentions: message)
            expectOneLine(HistoryCommandCore.prune(history: history, keepLast: 1).error, mentions: message)
            let site = scratch.at("site-\(UUID().uuidString.prefix(6))")
            let dashboard = DashboardCommandCore.run(history: history, output: site)
            #expect(dashboard.exitCode == .badInput)
            expectOneLine(dashboard.error, mentions: message)
            #expect(!FileManager.default.fileExists(atPath: site))
            let export = ExportCommandCore.run(format: .otavaCSV, report: nil, history: history, output: site + ".csv")
            #expect(export.exitCode == .badInput && !FileManager.default.fileExists(atPath: site + ".csv"))
        }
        let add = HistoryCommandCore.add(report: good, history: file)
        #expect(add.exitCode == .badInput)
        expectOneLine(add.error, mentions: "is a file")
    }

    @Test func exportRefusesABadReportAndWritesNothing() throws {
        let scratch = try TemporaryDirectory("perfci")
        let target = scratch.at("out.prom")
        let output = ExportCommandCore.run(
            format: .openmetrics, report: Fixture.path("bad/malformed.json"), output: target)
        #expect(output.exitCode == .badInput && !FileManager.default.fileExists(atPath: target))
        expectOneLine(output.error, mentions: "malformed.json")
    }

    /// A corrupt file is named in a warning and every other run is still used.
    @Test func aCorruptFileInTheHistoryIsNamedAndSkipped() throws {
        let folder = try Fixture.history()
        let machine = try #require(try FileManager.default.contentsOfDirectory(atPath: folder).first)
        try "{".write(toFile: "\(folder)/\(machine)/zz-corrupt.json", atomically: true, encoding: .utf8)
        let list = HistoryCommandCore.list(history: folder)
        #expect(list.exitCode == .success && list.text.split(separator: "\n").count == 12)
        #expect(list.warnings.count == 1)
        expectOneLine(list.warnings.first, mentions: "zz-corrupt.json")
        #expect(HistoryCommandCore.changes(history: folder).warnings == list.warnings)
        let scratch = try TemporaryDirectory("perfci")
        let site = scratch.at("site")
        let dashboard = DashboardCommandCore.run(history: folder, output: site)
        #expect(dashboard.exitCode == .success && dashboard.warnings == list.warnings)
        let prune = HistoryCommandCore.prune(history: folder, keepLast: 3)
        #expect(prune.exitCode == .success && prune.text.hasSuffix("pruned 9 run(s)\n"))
        #expect(
            FileManager.default.fileExists(atPath: "\(folder)/\(machine)/zz-corrupt.json"),
            "an unreadable file is never removed")
    }
}
