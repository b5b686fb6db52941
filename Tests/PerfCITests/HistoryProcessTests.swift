import Foundation
import TestSupport
import Testing
@testable import PerfCI

/// The history's safety with real writer processes (`perfci-history-writer`), not threads.
@Suite("History store with writer processes")
struct HistoryProcessTests {
    /// The writer executable, built beside this test bundle.
    static let writer = TestProducts.path("perfci-history-writer")

    func launch(_ arguments: [String]) throws -> RunningProcess {
        try TestProcess.start(Self.writer, arguments, options: TestProcessOptions(stderr: .inherit))
    }

    @Test func twoWriterProcessesAddingAtOnceLeaveAWholeHistory() throws {
        let scratch = try TemporaryDirectory("perfci")
        let folder = scratch.at("history")
        let reports = Fixture.historyReports
        let first = try launch([folder] + reports)
        let second = try launch([folder] + reports.reversed())
        let (one, two) = (first.finish(timeout: 120), second.finish(timeout: 120))
        #expect(one.exitCode == 0 && two.exitCode == 0, "\(one); \(two)")
        #expect(try HistoryStore(root: folder).runs().count == 12)
        #expect(try FileManager.default.subpathsOfDirectory(atPath: folder).filter { $0.contains(".tmp-") }.isEmpty)
    }

    @Test func aWriterProcessKilledMidAddLeavesNoBrokenHistory() throws {
        let folder = try Fixture.history()
        let process = try launch([folder, "--pause-before-rename", "30", Fixture.path("compare/base-a.json")])
        process.waitForStdout(containing: "\n", timeout: 60)
        #expect(process.stdout.hasPrefix("paused "), "the writer should stop before its rename: \(process.stdout)")
        process.send(SIGKILL)
        #expect(process.finish(timeout: 60).signal == SIGKILL)
        let store = HistoryStore(root: folder)
        #expect(try store.runs().count == 12, "the killed add is invisible; every other run reads")
        #expect(try FileManager.default.subpathsOfDirectory(atPath: folder).filter { $0.contains(".tmp-") }.count == 1)
        store.removeAbandonedTemporaries(olderThan: -1)
        try store.add(reportAt: Fixture.path("compare/base-a.json"))
        #expect(try store.runs().count == 13)
    }
}
