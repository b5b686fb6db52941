import BenchReport
import Foundation
import TestSupport
import Testing
@testable import PerfHistory

/// A history entry keeps each scenario's recorded cost (its workers' wall time over
/// their count), and the store reads this machine's newest costs for the progress ETA.
@Suite("Recorded costs")
struct RecordedCostTests {
    /// Fixture run `number` with every repetition of `scenario` taking `seconds`, `machine` as its machine id.
    func report(_ number: Int, scenario: String, seconds: [Double], machine: String? = nil) throws -> (Data, String) {
        let data = try #require(FileManager.default.contents(atPath: Fixture.historyReports[number - 1]))
        var report = try ReportCoding.decode(data)
        if let machine { report.environment.machineId = machine }
        let index = try #require(report.scenarios.firstIndex { $0.name == scenario })
        for (repetition, value) in seconds.enumerated() where repetition < report.scenarios[index].repetitions.count {
            report.scenarios[index].repetitions[repetition].durationSeconds = value
        }
        report.scenarios[index].durationSeconds = seconds.reduce(0, +)
        return (try ReportCoding.encode(report), report.environment.machineKey)
    }

    @Test func anEntryKeepsEachScenariosMeanWorkerSeconds() throws {
        let (data, _) = try report(1, scenario: "cached-switch", seconds: [1, 2, 3, 4, 5])
        let record = try HistoryRecord.decode(data)
        #expect(record.scenarios.first { $0.name == "cached-switch" }?.seconds == 3)
        #expect(record.scenarios.first { $0.name == "tree-build-letters" }?.seconds == 1.5)
        let again = try HistoryRecord.decode(try record.encoded())
        #expect(again == record, "the cost survives the entry's own format")
    }

    @Test func theStoreGivesTheMedianOfThisMachinesNewestRuns() throws {
        let scratch = try TemporaryDirectory("perfci")
        let store = HistoryStore(root: scratch.at("history"))
        var key = ""
        for (number, seconds) in [(1, 100.0), (2, 2.0), (3, 4.0), (4, 3.0)] {
            let (data, machineKey) = try report(
                number, scenario: "cached-switch", seconds: Array(repeating: seconds, count: 5))
            try store.add(data: data, named: "run-\(number)")
            key = machineKey
        }
        let (other, otherKey) = try report(
            5, scenario: "cached-switch", seconds: Array(repeating: 50, count: 5), machine: "another-machine")
        try store.add(data: other, named: "other")
        let costs = store.recordedCosts(machineKey: key, runs: 3)
        #expect(
            costs["cached-switch"] == 3,
            "median of the newest three (2, 4, 3); the oldest (100) and the other machine (50) left out")
        #expect(costs["tree-build-letters"] == 1.5)
        #expect(store.recordedCosts(machineKey: otherKey)["cached-switch"] == 50)
        #expect(store.recordedCosts(machineKey: "no such machine").isEmpty)
        #expect(HistoryStore(root: scratch.at("none")).recordedCosts(machineKey: key).isEmpty)
    }
}
