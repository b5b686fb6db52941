import CSQLite
import MorseInput

/// One symbol's figures.
public struct SymbolStatistics: Sendable, Equatable {
    /// The symbol (as `MorseSymbol.description` writes it).
    public var symbol: String
    /// Attempts made.
    public var attempts: Int
    /// Attempts keyed correctly.
    public var correct: Int
    /// Mean input time over every attempt, in milliseconds.
    var meanInputMilliseconds: Double

    /// Correct attempts over attempts (0 when there were none).
    public var accuracy: Double { attempts == 0 ? 0 : Double(correct) / Double(attempts) }
}

/// What the statistics screen asks (each writes waiting attempts first).
extension MorseStatsStore {
    /// Attempts stored.
    public func attemptCount() throws(MorseStatsError) -> Int {
        try flush()
        return Int(try connection.value("SELECT COUNT(*) FROM morse_attempt") ?? "") ?? 0
    }

    /// The figures of `symbol` (zero attempts when it was never tried).
    public func statistics(for symbol: MorseSymbol) throws(MorseStatsError) -> SymbolStatistics {
        let name = symbol.description
        return try allStatistics().first { $0.symbol == name }
            ?? SymbolStatistics(symbol: name, attempts: 0, correct: 0, meanInputMilliseconds: 0)
    }

    /// The figures of every symbol tried, by symbol.
    func allStatistics() throws(MorseStatsError) -> [SymbolStatistics] {
        try flush()
        let rows = try connection.rows(
            "SELECT symbol, attempts, correct, total_input_ms / attempts FROM morse_symbol WHERE attempts > 0 ORDER BY symbol"
        )
        return rows.map { row in
            SymbolStatistics(
                symbol: row[0] ?? "", attempts: Int(row[1] ?? "") ?? 0, correct: Int(row[2] ?? "") ?? 0,
                meanInputMilliseconds: Double(row[3] ?? "") ?? 0
            )
        }
    }

    /// Correct attempts in a row, counted back from the most recent (of any symbol).
    func recentStreak() throws(MorseStatsError) -> Int {
        try flush()
        // The last failure is found scanning back from the newest attempt; the streak is counted forward from it.
        let last = "(SELECT id FROM morse_attempt WHERE correct = 0 ORDER BY id DESC LIMIT 1)"
        let sql = "SELECT COUNT(*) FROM morse_attempt WHERE id > COALESCE(\(last), 0)"
        return Int(try connection.value(sql) ?? "") ?? 0
    }

    /// Whether the per-symbol totals agree with the attempts (they are kept in the same transactions).
    func totalsAgree() throws(MorseStatsError) -> Bool {
        try flush()
        let sql = """
            SELECT COUNT(*) FROM (SELECT symbol, COUNT(*) AS n, SUM(correct) AS c FROM morse_attempt GROUP BY symbol) AS a
            FULL JOIN morse_symbol AS s USING (symbol) WHERE a.n IS NOT s.attempts OR a.c IS NOT s.correct
            """
        return try connection.value(sql) == "0"
    }

    /// SQLite's `integrity_check` answer ("ok" for a sound file).
    func integrityCheck() throws(MorseStatsError) -> String {
        try connection.rows("PRAGMA integrity_check").compactMap { $0.first ?? nil }.joined(separator: "; ")
    }

    /// The input times stored, oldest first (for checks and exports).
    func inputTimes() throws(MorseStatsError) -> [Double] {
        try flush()
        return try connection.rows("SELECT input_ms FROM morse_attempt ORDER BY id").map {
            Double($0.first.flatMap { $0 } ?? "") ?? .nan
        }
    }
}
