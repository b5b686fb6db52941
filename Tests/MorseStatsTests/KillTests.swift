import Glibc
import Testing
import MorseInput
import TestSupport

@testable import MorseStats

/// kill -9 during writes (a real process, `morse-stats-writer`, killed at random moments): the database
/// reopens intact, holds whole batches only, with no attempt lost before the last committed one.
@Suite(.serialized) struct KillTests {
    /// The fixture sits beside the test bundle in the build directory.
    static let writer = TestProducts.path("morse-stats-writer")

    /// Starts the writer; returns it once it printed "ready" (its first batch is committed).
    static func start(_ path: String, batch: Int, first: Int) throws -> RunningProcess {
        let writer = try TestProcess.start(
            Self.writer, [path, "\(batch)", "\(first)"], options: TestProcessOptions(stderr: .inherit))
        try #require(
            writer.waitForStdout(containing: "ready", timeout: 60), "the writer never became ready: \(writer.stdout)")
        return writer
    }

    @Test func killedMidWriteLeavesWholeBatches() throws {
        let scratch = try TemporaryDirectory("morse-stats")
        let path = scratch.at("stats.sqlite")
        let batch = 50
        var random = SystemRandomNumberGenerator()
        var total = 0
        for round in 0..<6 {
            let writer = try Self.start(path, batch: batch, first: total)
            usleep(UInt32.random(in: 5_000...120_000, using: &random))
            writer.send(SIGKILL)
            let outcome = writer.finish(timeout: 60)
            #expect(outcome.signal == SIGKILL, "round \(round): the writer ended before the kill")

            let store = try MorseStatsStore(path: path, batchSize: batch)
            #expect(store.opening == .reopened, "round \(round): \(store.opening)")
            #expect(try store.integrityCheck() == "ok")
            #expect(try store.totalsAgree(), "round \(round): per-symbol totals disagree with the attempts")
            let times = try store.inputTimes()
            #expect(times.count % batch == 0, "round \(round): \(times.count) rows is not whole batches")
            #expect(times.count > total, "round \(round): nothing written")
            #expect(times == (0..<times.count).map(Double.init), "round \(round): rows missing or out of order")
            total = times.count
            try store.close()
        }
    }
}
