/// The bisect's own lines on stderr, each prefixed `bisect:`.
enum BisectConsole {
    /// Writes `bisect: <text>` on stderr.
    static func line(_ text: String) {
        Console.writeErr("bisect: \(Console.oneLine(text))\n")
    }
}
