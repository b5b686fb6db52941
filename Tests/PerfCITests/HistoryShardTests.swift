import BenchReport
import Foundation
@testable import PerfHistory
import TestSupport
import Testing

/// One shard's report is part of a run, not a run: `history add` refuses it (exit 2, one line saying to
/// merge the shards first) and the history is left as it was.
@Suite("history add of a shard")
struct HistoryShardTests {
    @Test func aShardReportIsRefusedAndNothingIsStored() throws {
        let scratch = try TemporaryDirectory("perfci")
        var run = try Fixture.run("history/run-01.json")
        run.shard = ShardInfo(
            index: 1, count: 2, selection: run.scenarios.map(\.name), plan: "p", costSource: "default", wireVersion: 1)
        let path = scratch.at("shard.json")
        try ReportCoding.encode(run).write(to: URL(fileURLWithPath: path))
        let result = HistoryCommandCore.add(report: path, history: scratch.at("history"))
        #expect(result.exitCode == .badInput, "\(result)")
        #expect(
            result.error?.contains("shard 1/2") == true && result.error?.contains("merge") == true,
            "\(String(describing: result.error))")
        #expect(!FileManager.default.fileExists(atPath: scratch.at("history")))
    }
}
