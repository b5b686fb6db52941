/// The one table renderer of keyboard-bench: a header, rows and right-aligned
/// columns, rendered as a GitHub-flavoured Markdown table (report.md, compare) or as padded plain
/// text for terminals (`list`, the console summary).
public struct ReportTable: Sendable, Equatable {
    /// The column titles.
    public var header: [String]
    /// The rows, one cell per column.
    public var rows: [[String]]
    /// Columns aligned right (numbers).
    public var rightAligned: Set<Int>

    /// A table with the given columns.
    public init(header: [String], rows: [[String]] = [], rightAligned: Set<Int> = []) {
        self.header = header
        self.rows = rows
        self.rightAligned = rightAligned
    }

    /// The Markdown table's lines: `| a | b |`, a `| --- | ---: |` rule, cells with `|` escaped and
    /// newlines folded.
    public func markdown() -> String {
        let rule = header.indices.map { rightAligned.contains($0) ? "---:" : "---" }
        return ([header, rule] + rows).map { "| " + $0.map(Self.escape).joined(separator: " | ") + " |" }.joined(
            separator: "\n")
    }

    /// The plain-text table's lines: columns padded to their widest cell, two spaces between them,
    /// trailing spaces trimmed.
    public func text() -> String {
        let all = [header] + rows
        let widths = header.indices.map { column in all.map { $0[column].count }.max() ?? 0 }
        return all.map { cells in
            let padded = cells.enumerated().map { column, cell in
                let pad = String(repeating: " ", count: widths[column] - cell.count)
                return rightAligned.contains(column) ? pad + cell : cell + pad
            }
            var line = padded.joined(separator: "  ")
            while line.last == " " { line.removeLast() }
            return line
        }.joined(separator: "\n")
    }

    /// A Markdown cell's text with `|` escaped and newlines folded.
    public static func escape(_ text: String) -> String {
        text.split(whereSeparator: \.isNewline).joined(separator: " ")
            .split(separator: "|", omittingEmptySubsequences: false).joined(separator: "\\|")
    }
}
