import BenchModel

/// The "changed most" section of a profile diff, fit for a pull-request comment.
extension ProfileDiff {
    /// GitHub's limit on a comment's length, in characters.
    public static let commentLimit = 65_536

    /// A Markdown section: a heading, one line on the whole profile's change, and a table of the `top`
    /// functions whose self weight changed most (base → current, change, relative change, and the total
    /// weight base → current). The whole text stays within `limit` UTF-8 bytes (so within as many
    /// characters): rows are left out from the end, never cut, with a note saying how many.
    public func markdown(
        title: String = "Functions that changed most", top: Int = 10, level: Int = 3, limit: Int = commentLimit
    )
        -> String
    {
        let label = scale.label(unit)
        let changed = changedMost(top)
        let head = """
            \(ProfileFormat.heading(title, level: level))

            \(ProfileFormat.wholeProfile(baseTotal, currentTotal, label)); \
            \(changed.isEmpty ? "no function's self weight changed." : "self: the function's own \(label), total: with its callees.")


            """
        guard !changed.isEmpty else { return String(head.dropLast()).clamped(to: limit) }
        let budget = limit - head.utf8.count
        let table = self.table(changed).rendered(limit: budget)
        return (table.isEmpty ? String(head.dropLast()) : head + table).clamped(to: limit)
    }

    /// The changes as a table: function, self base → current, change, %, total base → current.
    public func table(_ changes: [FunctionChange]) -> MarkdownTable {
        let label = scale.label(unit)
        let rows = changes.enumerated().map { index, change in
            [
                "\(index + 1)", MarkdownTable.code(change.name),
                "\(ProfileFormat.weight(change.selfBase)) → \(ProfileFormat.weight(change.selfCurrent))",
                ProfileFormat.signedWeight(change.selfChange),
                UnitFormat.percentChange(change.selfRatioChange.map { $0 + 1 }),
                "\(ProfileFormat.weight(change.totalBase)) → \(ProfileFormat.weight(change.totalCurrent))",
            ]
        }
        return MarkdownTable(
            header: ["#", "function", "self (\(label))", "change", "change %", "total (\(label))"],
            rightAligned: [true, false, true, true, true, true], rows: rows)
    }
}

extension String {
    /// The string, or as many whole lines of it as fit within `limit` UTF-8 bytes.
    public func clamped(to limit: Int) -> String {
        guard utf8.count > limit else { return self }
        var text = ""
        for line in split(separator: "\n", omittingEmptySubsequences: false) {
            guard text.utf8.count + line.utf8.count + 1 <= limit else { break }
            text += line + "\n"
        }
        return text
    }
}
