import CSQLite
import Glibc

/// Opening the database: checking it is this store's, setting it up, or finding a free path beside it.
extension MorseStatsStore {
    /// Opens `path`, checks it is this store's (or empty) and intact, and sets it up.
    static func openChecked(path: String) throws(MorseStatsError) -> SQLiteConnection {
        let connection = try SQLiteConnection(path: path, create: true)
        let check = try connection.value("PRAGMA quick_check") ?? ""
        guard check == "ok" else { throw .corrupt(path: path, message: "quick_check: \(check.prefix(200))") }
        let application = Int32(try connection.value("PRAGMA application_id") ?? "") ?? 0
        let tables = try connection.rows("SELECT name FROM sqlite_schema WHERE type = 'table'").compactMap {
            $0.first ?? nil
        }
        if application != applicationID {
            guard application == 0, tables.isEmpty else {
                throw .foreign(
                    path: path,
                    reason: application == 0
                        ? "it has tables \(tables.prefix(5)) and no application id" : "application id \(application)")
            }
        }
        guard try connection.value("PRAGMA journal_mode = WAL")?.lowercased() == "wal" else {
            throw .sqlite(operation: "PRAGMA journal_mode", code: SQLITE_ERROR, message: "WAL mode refused")
        }
        try connection.execute(
            "PRAGMA synchronous = NORMAL; PRAGMA application_id = \(applicationID); PRAGMA cache_size = -256")
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
}
