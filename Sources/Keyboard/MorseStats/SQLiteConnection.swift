import CSQLite

/// SQLite's "copy this value now" destructor (`SQLITE_TRANSIENT` is a cast macro Swift does not import).
let sqliteTransient = unsafeBitCast(-1, to: sqlite3_destructor_type.self)

/// One SQLite connection (Debian's libsqlite3 through `CSQLite`): statements run, errors named.
final class SQLiteConnection {
    let path: String
    private(set) var handle: OpaquePointer?

    /// Opens (`create`: or creates) the database at `path`.
    init(path: String, create: Bool) throws(MorseStatsError) {
        self.path = path
        var db: OpaquePointer?
        let flags = SQLITE_OPEN_READWRITE | (create ? SQLITE_OPEN_CREATE : 0) | SQLITE_OPEN_NOMUTEX
        let code = sqlite3_open_v2(path, &db, flags, nil)
        guard code == SQLITE_OK, let db else {
            let message = db.map { String(cString: sqlite3_errmsg($0)) } ?? "out of memory"
            sqlite3_close_v2(db)
            throw .cannotOpen(path: path, message: message)
        }
        handle = db
        sqlite3_busy_timeout(db, 2_000)
    }

    deinit { close() }

    /// Closes the connection (statements must be finalized first); safe to call twice.
    func close() {
        guard let handle else { return }
        sqlite3_close_v2(handle)
        self.handle = nil
    }

    /// Runs `sql` (one or more statements, no results wanted).
    func execute(_ sql: String) throws(MorseStatsError) {
        guard let handle else { throw .closed }
        var error: UnsafeMutablePointer<CChar>?
        let code = sqlite3_exec(handle, sql, nil, nil, &error)
        guard code == SQLITE_OK else {
            let message = error.map { String(cString: $0) } ?? String(cString: sqlite3_errstr(code))
            sqlite3_free(error)
            throw failure(sql, code: code, message: message)
        }
    }

    /// The rows of one query, each as text columns (`nil` for NULL); for small answers (pragmas, checks).
    func rows(_ sql: String) throws(MorseStatsError) -> [[String?]] {
        let statement = try prepare(sql)
        defer { sqlite3_finalize(statement) }
        var rows: [[String?]] = []
        while true {
            let code = sqlite3_step(statement)
            if code == SQLITE_DONE { return rows }
            guard code == SQLITE_ROW else { throw failure(sql, code: code, message: errorMessage) }
            rows.append(
                (0..<sqlite3_column_count(statement)).map { column in
                    sqlite3_column_text(statement, column).map { String(cString: $0) }
                })
        }
    }

    /// The first column of the first row as text, or `nil`.
    func value(_ sql: String) throws(MorseStatsError) -> String? { try rows(sql).first?.first ?? nil }

    /// A prepared statement the caller finalizes.
    func prepare(_ sql: String) throws(MorseStatsError) -> OpaquePointer {
        guard let handle else { throw .closed }
        var statement: OpaquePointer?
        let code = sqlite3_prepare_v2(handle, sql, -1, &statement, nil)
        guard code == SQLITE_OK, let statement else { throw failure(sql, code: code, message: errorMessage) }
        return statement
    }

    /// Runs a prepared statement that returns no rows, then resets it for the next run.
    func run(_ statement: OpaquePointer, _ name: String) throws(MorseStatsError) {
        let code = sqlite3_step(statement)
        sqlite3_reset(statement)
        guard code == SQLITE_DONE else { throw failure(name, code: code, message: errorMessage) }
    }

    /// The connection's last error message.
    var errorMessage: String { handle.map { String(cString: sqlite3_errmsg($0)) } ?? "connection closed" }

    /// The error for `sql` failing with `code`: corruption and foreign files named as such.
    func failure(_ sql: String, code: Int32, message: String) -> MorseStatsError {
        switch code & 0xFF {
        case SQLITE_NOTADB, SQLITE_CORRUPT: .corrupt(path: path, message: message)
        default: .sqlite(operation: String(sql.prefix(40)), code: code, message: message)
        }
    }
}
