import FuzzSupport
import BenchSafety

extension ReportFuzz {
    /// A `--filter` pattern and a name (BenchSafety's matcher): the harness's second fuzz subject.
    public static func filterPattern(_ payload: [UInt8]) -> FuzzFinding? {
        var input = FuzzBytes(payload)
        return FuzzFinding.catching { () throws(FuzzFinding) in try FilterPatternFuzz.run(&input) }
    }
}

/// The `--filter` matcher over arbitrary patterns and names: it compiles or names a place in the
/// pattern, never traps, and an escaped literal matches exactly where the text contains it.
enum FilterPatternFuzz {
    /// Characters patterns are made of: every special one, and a few letters.
    static let alphabet: [Character] = Array("()[]{}|*+?.^$\\-abcdwsDWS01X é")

    /// Reads a pattern and a name from `input` and checks the matcher on them.
    static func run(_ input: inout FuzzBytes) throws(FuzzFinding) {
        let source = String((0..<input.index(below: 48)).map { _ in input.pick(alphabet) })
        let name = input.string(maxLength: 48)
        do {
            let pattern = try FilterPattern(source)
            _ = pattern.matches(name)
        } catch {
            try expect(
                (0...source.unicodeScalars.count).contains(error.offset), "filter",
                "error offset \(error.offset) outside '\(source)'")
        }
        try checkLiteral(String(name.unicodeScalars.prefix(input.index(below: 8)).map(Character.init)), in: name)
    }

    /// The characters with a meaning in a pattern (escaped with `\` to stand for themselves).
    static let specials = Set("()[]{}|*+?.^$\\".unicodeScalars)

    /// A literal, its special characters escaped, matches `name` exactly when `name` contains it.
    static func checkLiteral(_ literal: String, in name: String) throws(FuzzFinding) {
        let escaped = literal.unicodeScalars.map { specials.contains($0) ? "\\" + String($0) : String($0) }.joined()
        guard let pattern = try? FilterPattern(escaped) else {
            throw FuzzFinding("filter", "escaped literal '\(escaped)' refused")
        }
        let contains = Array(name.unicodeScalars).containsSubsequence(Array(literal.unicodeScalars))
        try expect(pattern.matches(name) == contains, "filter", "'\(escaped)' on '\(name)' gave \(!contains)")
    }
}

extension Array where Element: Equatable {
    /// Whether `other` occurs in this array as a contiguous run.
    func containsSubsequence(_ other: [Element]) -> Bool {
        guard other.count <= count else { return false }
        return (0...(count - other.count)).contains { start in self[start..<(start + other.count)].elementsEqual(other)
        }
    }
}
