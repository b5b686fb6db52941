import Glibc
import Testing
import MorseInput
import TestSupport

@testable import MorseStats

func bytes(_ path: String) -> [UInt8] {
    guard let file = fopen(path, "rb") else { return [] }
    defer { fclose(file) }
    var result: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 4_096)
    while true {
        let count = fread(&buffer, 1, buffer.count, file)
        if count <= 0 { return result }
        result += buffer[0..<count]
    }
}

func write(_ content: [UInt8], to path: String) {
    let file = fopen(path, "wb")
    _ = content.withUnsafeBytes { fwrite($0.baseAddress, 1, content.count, file) }
    fclose(file)
}

func attempt(_ symbol: Character, _ correct: Bool, _ milliseconds: Double) -> MorseAttempt {
    MorseAttempt(
        symbol: .character(symbol), correct: correct, inputMilliseconds: milliseconds,
        unixMilliseconds: 1_800_000_000_000)
}

/// The statistics store: figures, batching, persistence across a reopen, corrupt and foreign files.
@Suite struct StoreTests {
    @Test func figuresSurviveAReopen() throws {
        let scratch = try TemporaryDirectory("morse-stats")
        let path = scratch.at("stats.sqlite")
        do {
            let store = try MorseStatsStore(path: path, batchSize: 4)
            #expect(store.opening == .created)
            for (symbol, correct, time) in [
                ("A", true, 1_000.0), ("A", false, 2_000), ("E", true, 400), ("A", true, 600), ("E", true, 200),
            ] {
                try store.record(attempt(Character(symbol), correct, time))
            }
            #expect(store.pendingCount == 1, "four written as one batch, one waiting")
            try store.close()
            #expect(throws: MorseStatsError.closed) { try store.attemptCount() }
        }
        let store = try MorseStatsStore(path: path)
        #expect(store.opening == .reopened)
        #expect(try store.attemptCount() == 5)
        let a = try store.statistics(for: .character("A"))
        #expect(a.attempts == 3 && a.correct == 2 && a.meanInputMilliseconds == 1_200)
        #expect(abs(a.accuracy - 2.0 / 3) < 1e-12)
        #expect(try store.statistics(for: .character("Z")).attempts == 0)
        #expect(try store.allStatistics().map(\.symbol) == ["A", "E"])
        #expect(try store.recentStreak() == 3)
        try store.record(
            MorseAttempt(symbol: .procedure(.error), correct: false, inputMilliseconds: 900, unixMilliseconds: 0))
        #expect(try store.recentStreak() == 0)
        #expect(try store.statistics(for: .procedure(.error)).attempts == 1)
        #expect(try store.connection.value("PRAGMA journal_mode") == "wal")
        #expect(try store.integrityCheck() == "ok")
        #expect(try store.totalsAgree())
    }

    @Test func aBatchIsOneTransaction() throws {
        let scratch = try TemporaryDirectory("morse-stats")
        let store = try MorseStatsStore(path: scratch.at("stats.sqlite"), batchSize: 3)
        try store.record(attempt("T", true, 1))
        try store.record(attempt("T", true, 2))
        let reader = try SQLiteConnection(path: store.path, create: false)
        #expect(try reader.value("SELECT COUNT(*) FROM morse_attempt") == "0")
        try store.record(attempt("T", true, 3))
        #expect(try reader.value("SELECT COUNT(*) FROM morse_attempt") == "3")
        #expect(store.pendingCount == 0)
    }

    @Test(arguments: ["garbage", "truncated", "empty-header"])
    func aCorruptFileIsReportedAndLeftAlone(kind: String) throws {
        let scratch = try TemporaryDirectory("morse-stats")
        let path = scratch.at("stats.sqlite")
        switch kind {
        case "garbage": write(Array("these are the user's notes, not a database\n".utf8), to: path)
        case "truncated":
            let store = try MorseStatsStore(path: path, batchSize: 1)
            for index in 0..<400 { try store.record(attempt("S", true, Double(index))) }
            try store.close()
            var content = bytes(path)
            for index in 4_096..<min(content.count, 16_384) { content[index] = 0xA5 }
            write(content, to: path)
        default: write(Array("SQLite format 3\0".utf8) + [UInt8](repeating: 0xFF, count: 4_080), to: path)
        }
        let before = bytes(path)
        let store = try MorseStatsStore(path: path)
        guard case .startedBeside(let original, let beside, let problem) = store.opening else {
            Issue.record("opened \(kind) file as \(store.opening)")
            return
        }
        #expect(original == path && beside == path + ".new" && store.path == beside)
        guard case .corrupt = problem else { Issue.record("\(problem)"); return }
        #expect(!problem.description.contains("\n"))
        #expect(bytes(path) == before, "the user's file was changed")
        #expect(try store.attemptCount() == 0)
        try store.record(attempt("E", true, 1))
        try store.close()
        // The next start does not reuse or overwrite either file.
        let again = try MorseStatsStore(path: path)
        #expect(again.path == path + ".new-2" && bytes(path) == before)
    }

    @Test func aForeignDatabaseIsReportedAndLeftAlone() throws {
        let scratch = try TemporaryDirectory("morse-stats")
        let path = scratch.at("notes.sqlite")
        do {
            let other = try SQLiteConnection(path: path, create: true)
            try other.execute("CREATE TABLE notes(text TEXT); INSERT INTO notes VALUES ('keep me')")
        }
        let before = bytes(path)
        let store = try MorseStatsStore(path: path)
        guard case .startedBeside(_, _, .foreign(let foreignPath, let reason)) = store.opening else {
            Issue.record("opened a foreign database as \(store.opening)")
            return
        }
        #expect(foreignPath == path && reason.contains("notes"))
        #expect(bytes(path) == before)
        let check = try SQLiteConnection(path: path, create: false)
        #expect(try check.value("SELECT text FROM notes") == "keep me")
    }

    @Test func aPathThatCannotBeOpenedIsNamedNotSetAside() throws {
        let scratch = try TemporaryDirectory("morse-stats")
        #expect(throws: MorseStatsError.self) { try MorseStatsStore(path: "/proc/no-such-dir/stats.sqlite") }
        // A directory where the file should be is an error, not a reason to start elsewhere.
        do {
            _ = try MorseStatsStore(path: scratch.path)
            Issue.record("a directory opened as a store")
        } catch {
            guard case .cannotOpen(let path, _) = error else { Issue.record("\(error)"); return }
            #expect(path == scratch.path && access(scratch.path + ".new", F_OK) != 0)
        }
    }
}
