/// A GitHub-flavoured Markdown table whose rows are kept whole: when the table must fit a length, rows
/// are left out from the end and a note says how many.
public struct MarkdownTable: Equatable, Sendable {
    /// The header cells.
    public var header: [String]
    /// `true` for the columns aligned right (numbers).
    public var rightAligned: [Bool]
    /// The rows' cells, as Markdown (see `code(_:)` for names).
    public var rows: [[String]]

    /// A table with `header` and `rows`; the columns flagged in `rightAligned` are aligned right.
    public init(header: [String], rightAligned: [Bool], rows: [[String]]) {
        self.header = header
        self.rightAligned = rightAligned
        self.rows = rows
    }

    /// The header and alignment lines, each ending in a line feed.
    public var head: String {
        let rule = rightAligned.map { $0 ? "---:" : "---" }
        return Self.line(header) + Self.line(rule)
    }

    /// The table's lines; with `limit` (in UTF-8 bytes, never fewer than a character count), as many
    /// whole rows as fit together with a closing note "N more rows left out", or "" if not even the head
    /// and the note fit.
    public func rendered(limit: Int = .max) -> String {
        var text = head
        let all = rows.map(Self.line)
        let whole = all.reduce(text.utf8.count) { $0 + $1.utf8.count }
        guard whole > limit else { return text + all.joined() }
        for (index, row) in all.enumerated() {
            let note = Self.note(leftOut: all.count - index)
            guard text.utf8.count + row.utf8.count + Self.note(leftOut: all.count - index - 1).utf8.count <= limit
            else {
                return text.utf8.count + note.utf8.count <= limit ? text + note : ""
            }
            text += row
        }
        return text
    }

    /// `name` as an inline code span safe inside a table cell: `|` escaped, a line break made a space,
    /// backticks in the name fenced by a longer run of them; names longer than 200 characters are cut
    /// with an ellipsis.
    public static func code(_ name: String) -> String {
        var text = name.count > 200 ? String(name.prefix(199)) + "…" : name
        text = text.replacingAll("\n", with: " ").replacingAll("\r", with: " ").replacingAll("|", with: "\\|")
        let fence = text.contains("`") ? "``" : "`"
        let pad = text.hasPrefix("`") || text.hasSuffix("`") ? " " : ""
        return fence + pad + text + pad + fence
    }

    static func note(leftOut count: Int) -> String {
        "\n*\(count) more row\(count == 1 ? "" : "s") left out to keep the text under its length limit.*\n"
    }

    private static func line(_ cells: [String]) -> String { "| " + cells.joined(separator: " | ") + " |\n" }
}

extension String {
    /// The string with every `target` replaced by `replacement` (no Foundation needed).
    func replacingAll(_ target: Character, with replacement: String) -> String {
        guard contains(target) else { return self }
        var result = ""
        for character in self { if character == target { result += replacement } else { result.append(character) } }
        return result
    }
}
