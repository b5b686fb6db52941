import BenchReport
import Determinism
import Foundation
@testable import PerfHistory
@testable import PerfModel
import TestSupport
import Testing

@Suite("History entries, index and scale")
struct HistoryIndexTests {
    /// The figures a run gives change points and trends, per scenario and metric, to the 6 significant
    /// digits a compact entry keeps of a noisy figure.
    static func figures(_ records: [HistoryRecord]) -> [String] {
        records.flatMap { record in
            record.scenarios.flatMap { s in
                s.metrics.map { metric in
                    let spec = record.spec(of: metric)
                    let figures = metric.repetitions.map(HistoryRecord.rounded)
                    return
                        "\(record.runId) \(s.name) \(record.name(metric.name)) \(spec.unit) \(spec.polarity) \(figures)"
                }
            }
        }
    }

    /// What a full report gives the history: its record (the one function that makes one).
    static func record(_ run: RunReport) -> HistoryRecord { HistoryRecord(run) }

    @Test func addStoresTheCompactEntryAndReadsTheSameFigures() throws {
        let folder = try Fixture.history()
        let store = HistoryStore(root: folder)
        let files = try FileManager.default.subpathsOfDirectory(atPath: folder).filter { $0.hasSuffix(".json") }
        for file in files {
            #expect(HistoryRecord.isEntry(try Data(contentsOf: URL(fileURLWithPath: "\(folder)/\(file)"))))
        }
        let direct = try Fixture.historyReports.map { Self.record(try ReportInput.standard.run(at: $0)) }
        let stored = try store.runs().map(\.record)
        #expect(Self.figures(stored) == Self.figures(direct))
        var scanned: [HistoryRecord] = []
        try store.scan { scanned.append($0.record) }
        #expect(Self.figures(scanned) == Self.figures(stored), "the index gives the files' figures")
    }

    @Test func oldFullReportsInAHistoryAreReadAndCompacted() throws {
        let scratch = try TemporaryDirectory("perfci")
        let folder = scratch.at("history")
        let store = HistoryStore(root: folder)
        let run = try Fixture.run("history/run-03.json")
        let v1 = try Fixture.run("v1/real-cached-switch.json")
        // What an earlier tool stored: the reports' original bytes.
        for (path, run) in [(Fixture.historyReports[2], run), (Fixture.path("v1/real-cached-switch.json"), v1)] {
            let target = "\(folder)/\(HistoryStore.entry(for: HistoryRecord(run)).path)"
            try FileIO.makeDirectory(DirectoryEntriesParent.of(target))
            try FileManager.default.copyItem(atPath: path, toPath: target)
        }
        let before = try store.runs().map(\.record)
        let done = try store.compact()
        #expect(done.rewritten.count == 2 && done.bytesAfter < done.bytesBefore && done.unreadable.isEmpty)
        #expect(try store.compact().rewritten.isEmpty, "compacting twice changes nothing")
        let after = try store.runs().map(\.record)
        #expect(Self.figures(after) == Self.figures(before))
        #expect(after.map(\.reportSchemaVersion).sorted() == [1, 2])
    }

    @Test func aCorruptOrStaleIndexIsRebuiltNeverTrusted() throws {
        let folder = try Fixture.history()
        let store = HistoryStore(root: folder)
        let expected = try HistoryCommandCore.changes(history: folder, json: true).text
        let index = "\(folder)/.index/runs.bin"
        #expect(FileManager.default.fileExists(atPath: index))
        // Torn: half the file.
        let bytes = try Data(contentsOf: URL(fileURLWithPath: index))
        try bytes.prefix(bytes.count / 2).write(to: URL(fileURLWithPath: index))
        #expect(HistoryCommandCore.changes(history: folder, json: true).text == expected)
        // Edited: one byte flipped in the middle (the checksum no longer matches).
        var edited = try Data(contentsOf: URL(fileURLWithPath: index))
        edited[edited.count / 2] ^= 0xFF
        try edited.write(to: URL(fileURLWithPath: index))
        #expect(HistoryCommandCore.changes(history: folder, json: true).text == expected)
        // Stale: a run removed and another copied in behind the index's back.
        let first = try #require(try store.runs().first)
        try FileManager.default.removeItem(atPath: "\(folder)/\(first.entry.path)")
        var count = try store.scan { _ in }.count
        #expect(count == 11)
        try store.add(reportAt: Fixture.historyReports[0])
        count = try store.scan { _ in }.count
        #expect(count == 12)
        #expect(HistoryCommandCore.changes(history: folder, json: true).text == expected)
    }

    @Test func aMalformedEntryIsRefusedByAddAndSkippedByReaders() throws {
        let folder = try Fixture.history()
        let scratch = try TemporaryDirectory("perfci")
        let bad = scratch.at("bad-entry.json")
        // Names the entry format but a metric is not `[name, spec, figures]`.
        let text = #"{"format":"keyboard-bench-history-entry","format_version":1,"scenarios":[{"metrics":[["x"]]}]}"#
        try Data(text.utf8).write(to: URL(fileURLWithPath: bad))
        let added = HistoryCommandCore.add(report: bad, history: folder)
        #expect(
            added.exitCode == .badInput && (added.error ?? "").contains("bad-entry.json")
                && !(added.error ?? "").contains("\n"))
        let machine = try #require(
            try FileManager.default.contentsOfDirectory(atPath: folder).first { !$0.hasPrefix(".") })
        try FileManager.default.copyItem(atPath: bad, toPath: "\(folder)/\(machine)/zz-bad.json")
        let changes = HistoryCommandCore.changes(history: folder)
        #expect(
            changes.exitCode == .success && changes.warnings.count == 1 && changes.warnings[0].contains("zz-bad.json"))
    }

    @Test func theFastSplitScanMatchesTheQuadraticDefinition() {
        var generator = SplitMix64(seed: 16)
        for trial in 0..<40 {
            let n = 6 + trial * 3
            let values = (0..<n).map { i in
                Double(Int.random(in: 0..<(trial % 3 == 0 ? 4 : 1000), using: &generator)) + (i > n / 2 ? 50 : 0)
            }
            let fast = EDivisive.bestSplit(values, minimumSegment: 3)
            let exact = Self.quadraticStatistics(values, minimumSegment: 3)
            let best = exact.values.max() ?? 0
            let chosen = fast.flatMap { exact[$0.index] }
            // The split chosen is a best one (ties may resolve either way) and its statistic is the same.
            #expect(chosen.map { abs($0 - best) <= 1e-9 * max(1, abs(best)) } == true, "trial \(trial)")
            if let fast { #expect(abs(fast.statistic - best) <= 1e-9 * max(1, abs(best)), "trial \(trial)") }
        }
    }

    /// The energy statistic of every allowed split straight from its definition, O(n²) per split.
    static func quadraticStatistics(_ values: [Double], minimumSegment: Int) -> [Int: Double] {
        let n = values.count
        var statistics: [Int: Double] = [:]
        for tau in minimumSegment...(n - minimumSegment) {
            var cross = 0.0, left = 0.0, right = 0.0
            for i in 0..<tau { for j in tau..<n { cross += abs(values[i] - values[j]) } }
            for i in 0..<tau { for j in (i + 1)..<tau { left += abs(values[i] - values[j]) } }
            for i in tau..<n { for j in (i + 1)..<n { right += abs(values[i] - values[j]) } }
            statistics[tau] = EDivisive.statistic(cross: cross, left: left, right: right, tau: tau, n: n)
        }
        return statistics
    }
}

/// The folder part of a path.
enum DirectoryEntriesParent {
    static func of(_ path: String) -> String { (path as NSString).deletingLastPathComponent }
}
