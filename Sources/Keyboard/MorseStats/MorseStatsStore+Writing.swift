import CSQLite
import MorseInput

/// Writing attempts in batches, one transaction each, and closing.
extension MorseStatsStore {
    /// Keeps `attempt`; writes the batch when `batchSize` attempts wait.
    public func record(_ attempt: MorseAttempt) throws(MorseStatsError) {
        pending.append(attempt)
        if pending.count >= batchSize { try flush() }
    }

    /// Attempts kept in memory, not written yet.
    var pendingCount: Int { pending.count }

    /// Writes every waiting attempt in one transaction; on failure nothing is written and they keep waiting.
    public func flush() throws(MorseStatsError) {
        guard !pending.isEmpty else { return }
        guard let insert, let begin, let commit else { throw .closed }
        try connection.run(begin, "BEGIN IMMEDIATE")
        do {
            for attempt in pending { try write(attempt, with: insert) }
            try connection.run(commit, "COMMIT")
        } catch {
            try? connection.execute("ROLLBACK")
            throw error
        }
        pending.removeAll(keepingCapacity: true)
    }

    private func write(_ attempt: MorseAttempt, with statement: OpaquePointer) throws(MorseStatsError) {
        defer { sqlite3_reset(statement) }
        var symbol = attempt.symbol.description
        let bound = symbol.withUTF8 { text in
            sqlite3_bind_text(
                statement, 1, text.baseAddress.map { UnsafeRawPointer($0).assumingMemoryBound(to: CChar.self) },
                Int32(text.count), sqliteTransient)
        }
        sqlite3_bind_int(statement, 2, attempt.correct ? 1 : 0)
        sqlite3_bind_double(statement, 3, attempt.inputMilliseconds.isFinite ? attempt.inputMilliseconds : 0)
        sqlite3_bind_int64(statement, 4, attempt.unixMilliseconds)
        let code = sqlite3_step(statement)
        guard bound == SQLITE_OK, code == SQLITE_DONE else {
            throw connection.failure(
                "INSERT INTO morse_attempt", code: code == SQLITE_DONE ? bound : code, message: connection.errorMessage)
        }
    }

    /// Writes what waits and closes the database (also when that write fails: the error is thrown after).
    /// Later calls throw `.closed`; closing twice does nothing.
    public func close() throws(MorseStatsError) {
        guard insert != nil else { return }
        defer {
            for statement in [insert, begin, commit] { sqlite3_finalize(statement) }
            (insert, begin, commit) = (nil, nil, nil)
            connection.close()
        }
        try flush()
    }
}
