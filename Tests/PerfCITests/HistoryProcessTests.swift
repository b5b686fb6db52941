import BenchReport
import Foundation
import TestSupport
import Testing
@testable import PerfHistory
@testable import PerfModel

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

    @Test(
        "a synthetic history is written through the store: N readable runs, the seed's shape, the same files every time"
    )
    func syntheticHistory() throws {
        let scratch = try TemporaryDirectory("perfci")
        let folders = [scratch.at("a"), scratch.at("b")]
        for folder in folders {
            let result = try launch([folder, "--generate", "20", "--repetitions", "3", Fixture.historyReports[0]])
                .finish(timeout: 120)
            #expect(result.exitCode == 0, "\(result)")
        }
        let runs = try HistoryStore(root: folders[0]).runs()
        let seed = try ReportInput.standard.record(at: Fixture.historyReports[0])
        #expect(runs.count == 20 && Set(runs.map(\.record.commit)).count == 20)
        #expect(runs.allSatisfy { $0.record.fingerprint == seed.fingerprint && $0.record.repetitions == 3 })
        #expect(runs.allSatisfy { $0.record.scenarios.map(\.name) == seed.scenarios.map(\.name) })
        #expect(
            runs.allSatisfy { $0.record.scenarios.allSatisfy { $0.metrics.allSatisfy { $0.repetitions.count == 3 } } })
        let files = try folders.map { try FileManager.default.subpathsOfDirectory(atPath: $0).sorted() }
        #expect(files[0] == files[1])
        for file in files[0] where file.hasSuffix(".json") {
            #expect(
                FileManager.default.contents(atPath: "\(folders[0])/\(file)")
                    == FileManager.default.contents(atPath: "\(folders[1])/\(file)"))
        }
    }
}
