import Foundation
import Testing
@testable import PerfCI

/// The history's safety with real writer processes (`perfci-history-writer`), not threads.
@Suite("History store with writer processes")
struct HistoryProcessTests {
    /// The writer executable, built beside this test bundle.
    static var writer: String {
        Bundle.module.bundleURL.deletingLastPathComponent().appendingPathComponent("perfci-history-writer").path
    }

    func launch(_ arguments: [String]) throws -> (Process, Pipe) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: Self.writer)
        process.arguments = arguments
        let out = Pipe()
        process.standardOutput = out
        try process.run()
        return (process, out)
    }

    @Test func twoWriterProcessesAddingAtOnceLeaveAWholeHistory() throws {
        let folder = Fixture.scratch() + "/history"
        let reports = Fixture.historyReports
        let first = try launch([folder] + reports)
        let second = try launch([folder] + reports.reversed())
        first.0.waitUntilExit()
        second.0.waitUntilExit()
        #expect(first.0.terminationStatus == 0 && second.0.terminationStatus == 0)
        #expect(try HistoryStore(root: folder).runs().count == 12)
        #expect(try FileManager.default.subpathsOfDirectory(atPath: folder).filter { $0.contains(".tmp-") }.isEmpty)
    }

    @Test func aWriterProcessKilledMidAddLeavesNoBrokenHistory() throws {
        let folder = try Fixture.history()
        let (process, out) = try launch([folder, "--pause-before-rename", "30", Fixture.path("compare/base-a.json")])
        let line = String(decoding: out.fileHandleForReading.availableData, as: UTF8.self)
        #expect(line.hasPrefix("paused "), "the writer should stop before its rename: \(line)")
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
        #expect(process.terminationReason == .uncaughtSignal)
        let store = HistoryStore(root: folder)
        #expect(try store.runs().count == 12, "the killed add is invisible; every other run reads")
        #expect(try FileManager.default.subpathsOfDirectory(atPath: folder).filter { $0.contains(".tmp-") }.count == 1)
        store.removeAbandonedTemporaries(olderThan: -1)
        try store.add(reportAt: Fixture.path("compare/base-a.json"))
        #expect(try store.runs().count == 13)
    }
}
