import CSQLite
import Glibc
import MorseInput

/// The symbol card's statistics in an embedded SQLite database (Debian's libsqlite3, WAL mode):
/// attempts (symbol, correct, input time, date), per-symbol accuracy and mean input time, the recent
/// streak.
///
/// Attempts are written in batches: `record` keeps an attempt in memory and writes the batch in one
/// transaction when `batchSize` are waiting; `flush`, every query and `close` write what waits. A
/// batch is all or nothing: a process killed mid-write leaves the database with whole batches only.
/// A file that is corrupt or belongs to something else is reported (`opening`), left untouched, and
/// the store starts empty beside it. A store released without `close()` writes what waits as it goes;
/// call `close()` to hear about a failure then.
public final class MorseStatsStore: MorseAttemptRecorder {
    /// The file the store writes.
    public let path: String
    /// How the file was found.
    public let opening: MorseStatsOpening
    /// Attempts per transaction.
    public let batchSize: Int

    let connection: SQLiteConnection
    private var insert: OpaquePointer?
    private var begin: OpaquePointer?
    private var commit: OpaquePointer?
    private var pending: [MorseAttempt] = []

    /// This store's `application_id` ("MORS").
    static let applicationID: Int32 = 0x4D4F_5253
    /// Attempts are appended (each transaction dirties the table's last pages only); a trigger keeps
    /// per-symbol totals in a small table in the same transaction, so figures never disagree with the
    /// attempts and a batch writes a handful of pages, not one index page per symbol.
    static let schema = """
        CREATE TABLE IF NOT EXISTS morse_attempt(
            id INTEGER PRIMARY KEY, symbol TEXT NOT NULL, correct INTEGER NOT NULL CHECK (correct IN (0, 1)),
            input_ms REAL NOT NULL, date_ms INTEGER NOT NULL);
        CREATE TABLE IF NOT EXISTS morse_symbol(
            symbol TEXT PRIMARY KEY, attempts INTEGER NOT NULL, correct INTEGER NOT NULL, total_input_ms REAL NOT NULL
        ) WITHOUT ROWID;
        CREATE TRIGGER IF NOT EXISTS morse_symbol_totals AFTER INSERT ON morse_attempt BEGIN
            INSERT INTO morse_symbol(symbol, attempts, correct, total_input_ms) VALUES (NEW.symbol, 1, NEW.correct, NEW.input_ms)
            ON CONFLICT(symbol) DO UPDATE SET attempts = attempts + 1, correct = correct + excluded.correct,
                total_input_ms = total_input_ms + excluded.total_input_ms;
        END;
        """

    /// Opens the store at `path` (created when missing); attempts are written `batchSize` at a time.
    /// A corrupt or foreign file is set aside (see `opening`); any other failure (no permission, a
    /// directory, a database locked past the busy timeout) throws, naming the file.
    public init(path: String, batchSize: Int = 64) throws(MorseStatsError) {
        self.batchSize = max(1, batchSize)
        let existed = access(path, F_OK) == 0
        do {
            connection = try Self.openChecked(path: path)
            self.path = path
            opening = existed ? .reopened : .created
        } catch {
            // Only a file that is not this store's is set aside; a busy or unreadable one is an error.
            switch error {
            case .corrupt, .foreign: break
            default: throw error
            }
            let beside = Self.freePath(beside: path)
            connection = try Self.openChecked(path: beside)
            self.path = beside
            opening = .startedBeside(original: path, path: beside, problem: error)
        }
        insert = try connection.prepare("INSERT INTO morse_attempt(symbol, correct, input_ms, date_ms) VALUES (?, ?, ?, ?)")
        begin = try connection.prepare("BEGIN IMMEDIATE")
        commit = try connection.prepare("COMMIT")
        pending.reserveCapacity(self.batchSize)
    }

    deinit {
        try? close()
    }

    /// Opens `path`, checks it is this store's (or empty) and intact, and sets it up.
    static func openChecked(path: String) throws(MorseStatsError) -> SQLiteConnection {
        let connection = try SQLiteConnection(path: path, create: true)
        let check = try connection.value("PRAGMA quick_check") ?? ""
        guard check == "ok" else { throw .corrupt(path: path, message: "quick_check: \(check.prefix(200))") }
        let application = Int32(try connection.value("PRAGMA application_id") ?? "") ?? 0
        let tables = try connection.rows("SELECT name FROM sqlite_schema WHERE type = 'table'").compactMap { $0.first ?? nil }
        if application != applicationID {
            guard application == 0, tables.isEmpty else {
                throw .foreign(path: path, reason: application == 0 ? "it has tables \(tables.prefix(5)) and no application id" : "application id \(application)")
            }
        }
        guard try connection.value("PRAGMA journal_mode = WAL")?.lowercased() == "wal" else {
            throw .sqlite(operation: "PRAGMA journal_mode", code: SQLITE_ERROR, message: "WAL mode refused")
        }
        try connection.execute("PRAGMA synchronous = NORMAL; PRAGMA application_id = \(applicationID); PRAGMA cache_size = -256")
        try connection.execute(schema)
        return connection
    }

    /// A path beside `path` that does not exist yet: `path.new`, then `path.new-2`, `path.new-3` …
    static func freePath(beside path: String) -> String {
        var candidate = path + ".new"
        var number = 2
        while access(candidate, F_OK) == 0 {
            candidate = path + ".new-\(number)"
            number += 1
        }
        return candidate
    }

    /// Keeps `attempt`; writes the batch when `batchSize` attempts wait.
    public func record(_ attempt: MorseAttempt) throws(MorseStatsError) {
        pending.append(attempt)
        if pending.count >= batchSize { try flush() }
    }

    /// Attempts kept in memory, not written yet.
    public var pendingCount: Int { pending.count }

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
            sqlite3_bind_text(statement, 1, text.baseAddress.map { UnsafeRawPointer($0).assumingMemoryBound(to: CChar.self) }, Int32(text.count), sqliteTransient)
        }
        sqlite3_bind_int(statement, 2, attempt.correct ? 1 : 0)
        sqlite3_bind_double(statement, 3, attempt.inputMilliseconds.isFinite ? attempt.inputMilliseconds : 0)
        sqlite3_bind_int64(statement, 4, attempt.unixMilliseconds)
        let code = sqlite3_step(statement)
        guard bound == SQLITE_OK, code == SQLITE_DONE else {
            throw connection.failure("INSERT INTO morse_attempt", code: code == SQLITE_DONE ? bound : code, message: connection.errorMessage)
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
