import BenchModel

/// The "your code" section of a profile diff, fit for a pull-request comment.
extension ProjectDiff {
    /// A Markdown section: a heading, one line on the whole profile's change, and a table of the `top`
    /// project functions whose attributed weight changed most, each with its position and the leaves
    /// beneath it that took most of the change; then one line on the stacks outside the project. The
    /// whole text stays within `limit` UTF-8 bytes: rows are left out from the end, never cut.
    public func markdown(
        title: String = "Project functions that changed most", top: Int = 10, level: Int = 3,
        limit: Int = ProfileDiff.commentLimit
    ) -> String {
        let label = scale.label(unit)
        let changed = changedMost(top)
        let head = """
            \(ProfileFormat.heading(title, level: level))

            \(ProfileFormat.wholeProfile(baseTotal, currentTotal, label)). \
            \(changed.isEmpty ? "No function of the project's code changed." : Self.explanation)


            """
        let tail = "\n" + outsideLine(label)
        guard !changed.isEmpty else { return (head + tail.dropFirst()).clamped(to: limit) }
        let table = self.table(changed).rendered(limit: limit - head.utf8.count - tail.utf8.count)
        return (head + table + tail).clamped(to: limit)
    }

    static let explanation =
        "Each function of the project's code counts its own cost and all it calls outside the project "
        + "(standard library, runtime, kernel): the nearest project frame on each stack. Beneath: the "
        + "innermost frames that took its change."

    /// The changes as a table: function (position), change, base → current, change %, beneath.
    public func table(_ changes: [Change]) -> MarkdownTable {
        let rows = changes.enumerated().map { index, change in
            [
                "\(index + 1)", Self.name(change),
                ProfileFormat.signedWeight(change.change),
                "\(ProfileFormat.weight(change.base)) → \(ProfileFormat.weight(change.current))",
                UnitFormat.percentChange(
                    change.base == 0
                        ? (change.current == 0 ? nil : .infinity)
                        : change.current / change.base),
                Self.beneath(change),
            ]
        }
        return MarkdownTable(
            header: ["#", "function", "change (\(scale.label(unit)))", "base → current", "change %", "beneath"],
            rightAligned: [true, false, true, true, true, false], rows: rows)
    }

    /// `` `name` (`File.swift:12`) ``.
    static func name(_ change: Change) -> String {
        let name = MarkdownTable.code(change.function ?? "outside the project")
        return change.position.map { "\(name) (\(MarkdownTable.code($0)))" } ?? name
    }

    /// The (at most three) leaves that took most of the change, each as a share of it:
    /// `` `_Float64ToASCII` 40 %, itself 10 % ``.
    static func beneath(_ change: Change) -> String {
        guard change.change != 0 else { return "" }
        return change.beneath.filter { $0.change != 0 }.prefix(3).map { part in
            let share = ProfileFormat.percent(part.change / change.change * 100)
            return (part.frame == change.function ? "itself" : MarkdownTable.code(part.frame)) + " " + share
        }
        .joined(separator: ", ")
    }

    /// The line on the stacks with no project frame.
    func outsideLine(_ label: String) -> String {
        "Outside the project's code (stacks without a project frame): \(ProfileFormat.weight(outside.base)) → "
            + "\(ProfileFormat.weight(outside.current)) \(label) (\(ProfileFormat.signedWeight(outside.change)))."
    }
}
