/// The folded-stack text of `flamegraph.pl` and inferno: one line per distinct stack, frames from the
/// root joined by `;`, then one space and the stack's weight as a whole number (`main;run;draw 123`).
///
/// Frames are written so that the line stays one line and splits back into the same frames: `%`, `;`,
/// line feed and carriage return inside a frame are percent-encoded (`%25`, `%3B`, `%0A`, `%0D`); every
/// other character, spaces included, is written as it is (the weight is what follows the line's last
/// space). A frame with an empty name is written as `[unknown]`, as perf names a frame it cannot resolve.
/// Other tools read the text as usual and show an encoded frame with its `%3B`.
extension FoldedStacks {
    /// The folded text: one line per stack, sorted by the stack's text (byte order, as `LC_ALL=C sort`),
    /// each ending in a line feed; the same profile always gives the same text. An empty profile gives "".
    public func folded() -> String {
        let lines = weights.map { stack, weight in (Self.foldedText(of: stack), weight) }
            .sorted { $0.0.utf8.lexicographicallyPrecedes($1.0.utf8) }
        var text = ""
        for (stack, weight) in lines { text += "\(stack) \(weight)\n" }
        return text
    }

    /// Reads folded text (from `folded()`, `stackcollapse-*.pl` or inferno-collapse) counting `unit`.
    /// Blank lines are skipped; repeated stacks add up. A line without a frame, without a whole-number
    /// weight after its last space or tab, with an empty frame or a weight that does not fit in 64 bits
    /// is refused with an error naming its line number (from 1).
    public init(parsingFolded text: String, unit: Unit) throws(FoldedStacksError) {
        self.init(unit: unit)
        var number = 0
        // "\r\n" is one Character in Swift: both line ends are separators.
        for content in text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" }) {
            number += 1
            guard !content.allSatisfy({ $0 == " " || $0 == "\t" }) else { continue }
            let (stack, weight) = try Self.parse(content, line: number)
            let (sum, overflow) = weights[stack, default: 0].addingReportingOverflow(weight)
            guard !overflow else {
                throw FoldedStacksError(line: number, problem: "the stack's weights add up past 2^64")
            }
            if weight > 0 { weights[stack] = sum }
        }
    }

    /// One stack as folded text: frames encoded and joined by `;`.
    static func foldedText(of stack: [String]) -> String {
        stack.map(encodeFrame).joined(separator: ";")
    }

    /// A frame made safe for a folded line (see the type's notes).
    static func encodeFrame(_ frame: String) -> String {
        guard !frame.isEmpty else { return "[unknown]" }
        var encoded = ""
        for character in frame.unicodeScalars {
            switch character {
            case "%": encoded += "%25"
            case ";": encoded += "%3B"
            case "\n": encoded += "%0A"
            case "\r": encoded += "%0D"
            default: encoded.unicodeScalars.append(character)
            }
        }
        return encoded
    }

    /// The frame a folded line's text stands for: `%25`, `%3B`, `%0A`, `%0D` decoded; any other `%` kept.
    static func decodeFrame(_ text: Substring) -> String {
        guard text.contains("%") else { return String(text) }
        let codes: [String: String] = [
            "%25": "%", "%3B": ";", "%3b": ";", "%0A": "\n", "%0a": "\n", "%0D": "\r", "%0d": "\r",
        ]
        var decoded = ""
        var rest = text[...]
        while let percent = rest.firstIndex(of: "%") {
            decoded += rest[..<percent]
            let code = String(rest[percent...].prefix(3))
            if let character = codes[code] {
                decoded += character
                rest = rest[percent...].dropFirst(3)
            } else {
                decoded += "%"
                rest = rest[percent...].dropFirst()
            }
        }
        return decoded + rest
    }

    /// At most 40 characters of `text` for an error message, controls shown as `?` (one line stays one).
    private static func printable(_ text: Substring) -> String {
        String(text.prefix(40).map { $0.isNewline || $0.asciiValue.map { $0 < 0x20 } == true ? "?" : $0 })
    }

    private static func parse(_ line: Substring, line number: Int) throws(FoldedStacksError) -> ([String], UInt64) {
        guard let gap = line.lastIndex(where: { $0 == " " || $0 == "\t" }) else {
            throw FoldedStacksError(line: number, problem: "no weight after a space")
        }
        let count = line[line.index(after: gap)...]
        guard !count.isEmpty, count.allSatisfy({ $0.isASCII && $0.isNumber }) else {
            throw FoldedStacksError(line: number, problem: "the weight '\(printable(count))' is not a whole number")
        }
        guard let weight = UInt64(count) else {
            throw FoldedStacksError(line: number, problem: "the weight \(printable(count)) does not fit in 64 bits")
        }
        let stackText = line[..<gap].drop(while: { $0 == " " || $0 == "\t" })
        let trimmed = stackText.reversed().drop(while: { $0 == " " || $0 == "\t" }).count
        let frames = stackText.prefix(trimmed).split(separator: ";", omittingEmptySubsequences: false)
        guard trimmed > 0 else { throw FoldedStacksError(line: number, problem: "no frame before the weight") }
        guard !frames.contains(where: \.isEmpty) else {
            throw FoldedStacksError(line: number, problem: "an empty frame (two ';' in a row or one at an end)")
        }
        return (frames.map(decodeFrame), weight)
    }
}
