import Glibc
import Testing
import MorseInput

@testable import MorseStats

/// kill -9 during writes (a real process, `morse-stats-writer`, killed at random moments): the database
/// reopens intact, holds whole batches only, with no attempt lost before the last committed one.
@Suite(.serialized) struct KillTests {
    /// The fixture sits beside the test bundle in the build directory.
    static let writer: String = {
        let me = CommandLine.arguments[0]
        return (me.lastIndex(of: "/").map { String(me[..<$0]) } ?? ".") + "/morse-stats-writer"
    }()

    /// Starts the writer; returns its pid once it printed "ready" (its first batch is committed).
    static func start(_ path: String, batch: Int, first: Int) throws -> pid_t {
        var fds: [Int32] = [-1, -1]
        try #require(pipe(&fds) == 0)
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, fds[1], 1)
        var pid: pid_t = 0
        let words: [String] = [writer, path, "\(batch)", "\(first)"]
        let argv: [UnsafeMutablePointer<CChar>?] = words.map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        try #require(posix_spawn(&pid, writer, &actions, nil, argv, environ) == 0, "spawn \(writer)")
        close(fds[1])
        var byte: UInt8 = 0
        let count = read(fds[0], &byte, 1)
        close(fds[0])
        try #require(count == 1, "the writer never became ready")
        return pid
    }

    @Test func killedMidWriteLeavesWholeBatches() throws {
        let scratch = Scratch()
        let path = scratch.file("stats.sqlite")
        let batch = 50
        var random = SystemRandomNumberGenerator()
        var total = 0
        for round in 0..<6 {
            let pid = try Self.start(path, batch: batch, first: total)
            usleep(UInt32.random(in: 5_000...120_000, using: &random))
            kill(pid, SIGKILL)
            var status: Int32 = 0
            waitpid(pid, &status, 0)
            #expect(status & 0x7F == SIGKILL, "round \(round): the writer ended before the kill")

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
