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
    var insert: OpaquePointer?
    var begin: OpaquePointer?
    var commit: OpaquePointer?
    var pending: [MorseAttempt] = []

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
        insert = try connection.prepare(
            "INSERT INTO morse_attempt(symbol, correct, input_ms, date_ms) VALUES (?, ?, ?, ?)")
        begin = try connection.prepare("BEGIN IMMEDIATE")
        commit = try connection.prepare("COMMIT")
        pending.reserveCapacity(self.batchSize)
    }

    deinit {
        try? close()
    }
}
