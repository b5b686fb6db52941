/// A GitHub-flavoured Markdown table.
struct MarkdownTable {
    var header: [String]
    var rows: [[String]] = []
    /// Columns aligned right (numbers).
    var rightAligned: Set<Int> = []

    /// The table's lines.
    func render() -> String {
        let rule = header.indices.map { rightAligned.contains($0) ? "---:" : "---" }
        return ([header, rule] + rows).map(line).joined(separator: "\n")
    }

    func line(_ cells: [String]) -> String {
        "| " + cells.map(Self.escape).joined(separator: " | ") + " |"
    }

    /// A cell's text with `|` escaped and newlines folded.
    static func escape(_ text: String) -> String {
        text.split(whereSeparator: \.isNewline).joined(separator: " ")
            .split(separator: "|", omittingEmptySubsequences: false).joined(separator: "\\|")
    }
}
