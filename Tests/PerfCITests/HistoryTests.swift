import BenchReport
import Foundation
@testable import PerfHistory
import TestSupport
import Testing

@Suite("History store")
struct HistoryTests {
    @Test func addListAndPrune() throws {
        let folder = try Fixture.history()
        let store = HistoryStore(root: folder)
        let runs = try store.runs()
        #expect(runs.count == 12)
        #expect(runs.map(\.entry.startedAt) == runs.map(\.entry.startedAt).sorted())
        try store.add(reportAt: Fixture.historyReports[0])
        #expect(try store.runs().count == 12, "adding the same run twice is a no-op")
        let listing = HistoryCommandCore.list(history: folder)
        #expect(listing.exitCode == .success && listing.text.split(separator: "\n").count == 12)
        let removed = try store.prune(keepLast: 5)
        #expect(removed.count == 7)
        #expect(try store.runs().map(\.record.runId) == runs.suffix(5).map(\.record.runId))
    }

    @Test func filesAreKeyedByMachineAndCommit() throws {
        let run = try Fixture.run("history/run-07.json")
        let entry = HistoryStore.entry(for: HistoryRecord(run))
        #expect(entry.path.hasPrefix(HistoryStore.machineSlug(run.fingerprint) + "/"))
        #expect(entry.path.contains("c07000000000"))
        #expect(HistoryStore.machineSlug("a/b") != HistoryStore.machineSlug("a-b"))
    }

    @Test func everySchemaVersionStaysReadable() throws {
        let scratch = try TemporaryDirectory("perfci")
        let folder = scratch.at("history")
        let store = HistoryStore(root: folder)
        try store.add(reportAt: Fixture.path("v1/real-cached-switch.json"))
        try store.add(reportAt: Fixture.historyReports[0])
        let versions = try store.runs().map(\.entry.schemaVersion).sorted()
        #expect(versions == [1, 2])
        let v1 = try #require(try store.runs().first { $0.entry.schemaVersion == 1 }?.record)
        let scenario = try #require(v1.scenario(named: "tree-build-letters"))
        let wall = try #require(v1.metric(named: "build/wall_time", in: scenario))
        #expect(wall.repetitions.count == 1 && v1.spec(of: wall).unit == "ns")
        let allocations = try #require(v1.metric(named: "build/allocations", in: scenario))
        #expect(v1.spec(of: allocations).deterministic)
    }

    @Test func twoConcurrentWritersLeaveAWholeHistory() async throws {
        let scratch = try TemporaryDirectory("perfci")
        let folder = scratch.at("history")
        let reports = Fixture.historyReports
        await withTaskGroup(of: Void.self) { group in
            for writer in 0..<2 {
                group.addTask {
                    let store = HistoryStore(root: folder)
                    // Both writers add every report, in opposite orders, so they collide on each one.
                    for report in writer == 0 ? reports : reports.reversed() { _ = try? store.add(reportAt: report) }
                }
            }
        }
        let runs = try HistoryStore(root: folder).runs()
        #expect(runs.count == 12)
        let leftovers = try FileManager.default.subpathsOfDirectory(atPath: folder).filter { $0.contains(".tmp-") }
        #expect(leftovers.isEmpty)
    }

    @Test func aWriterKilledMidAddLeavesNoBrokenHistory() throws {
        let folder = try Fixture.history()
        var dying = HistoryStore(root: folder)
        struct Killed: Error {}
        // Dies after writing its temporary file, before the rename: what SIGKILL at that point leaves.
        dying.beforeRename = { _ in throw Killed() }
        #expect(throws: Killed.self) { try dying.add(reportAt: Fixture.path("compare/base-a.json")) }
        let leftovers = try FileManager.default.subpathsOfDirectory(atPath: folder).filter { $0.contains(".tmp-") }
        #expect(leftovers.count == 1)
        let store = HistoryStore(root: folder)
        #expect(try store.runs().count == 12, "the half-added run is invisible and the rest reads")
        store.removeAbandonedTemporaries(olderThan: -1)
        #expect(try FileManager.default.subpathsOfDirectory(atPath: folder).filter { $0.contains(".tmp-") }.isEmpty)
        try store.add(reportAt: Fixture.path("compare/base-a.json"))
        #expect(try store.runs().count == 13)
    }

    @Test func historiesOfTwoMachinesMergeByCopyingAndNeverMixInASeries() throws {
        let first = try Fixture.history()
        let scratch = try TemporaryDirectory("perfci")
        let second = scratch.at("history")
        try HistoryStore(root: second).add(reportAt: Fixture.path("compare/other-machine.json"))
        for machine in try FileManager.default.contentsOfDirectory(atPath: second) {
            try FileManager.default.copyItem(atPath: "\(second)/\(machine)", toPath: "\(first)/\(machine)")
        }
        let runs = try HistoryStore(root: first).runs()
        #expect(runs.count == 13)
        let series = MetricSeries.all(in: runs).filter {
            $0.scenario == "cached-switch" && $0.metric == "switch/wall_time"
        }
        #expect(series.count == 2)
        #expect(Set(series.map(\.fingerprint)).count == 2)
        #expect(series.map(\.points.count).sorted() == [1, 12])
    }
}
