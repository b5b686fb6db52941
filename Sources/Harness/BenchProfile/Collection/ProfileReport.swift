import Foundation

/// The files of one scenario's profile of one kind: `<kind>.folded` (the folded stacks) and
/// `<kind>-top.md` (the functions with the most self and total weight).
public enum ProfileReport {
    /// Functions listed in the top table.
    public static let topCount = 25

    /// The files made from `stacks`; `note` says how they were collected (rate, event).
    public static func artifacts(_ stacks: FoldedStacks, kind: ProfileKind, scenario: String, note: String)
        -> [ProfileArtifact]
    {
        [
            ProfileArtifact(name: kind.fileStem + ".folded", text: foldedText(stacks)),
            ProfileArtifact(
                name: kind.fileStem + "-top.md", text: topTable(stacks, kind: kind, scenario: scenario, note: note)),
        ]
    }

    /// One line per stack, `root;…;leaf weight`, heaviest first.
    public static func foldedText(_ stacks: FoldedStacks) -> String {
        stacks.weights.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key.lexicographicallyPrecedes($1.key) }
            .map { $0.key.joined(separator: ";") + " \($0.value)\n" }.joined()
    }

    /// Self and total weight of every function: self is the weight of stacks it ends; total, of stacks it
    /// appears in (once per stack, however often it recurs).
    public static func functions(_ stacks: FoldedStacks) -> [(name: String, selfWeight: UInt64, total: UInt64)] {
        var own: [String: UInt64] = [:], total: [String: UInt64] = [:]
        for (stack, weight) in stacks.weights {
            if let leaf = stack.last { own[leaf, default: 0] += weight }
            for frame in Set(stack) { total[frame, default: 0] += weight }
        }
        return total.map { (name: $0.key, selfWeight: own[$0.key] ?? 0, total: $0.value) }
            .sorted { $0.selfWeight != $1.selfWeight ? $0.selfWeight > $1.selfWeight : $0.name < $1.name }
    }

    /// The Markdown table of the functions with the most self weight.
    public static func topTable(_ stacks: FoldedStacks, kind: ProfileKind, scenario: String, note: String) -> String {
        let all = stacks.totalWeight
        let percent = { (value: UInt64) in all == 0 ? "–" : String(format: "%.1f %%", Double(value) * 100 / Double(all))
        }
        var lines = [
            "# \(scenario): \(kind.rawValue) profile, top functions", "",
            "\(all) \(stacks.unit.rawValue) of the measured phase (\(note)).", "",
            "| # | function | self | self % | total | total % |", "| ---: | --- | ---: | ---: | ---: | ---: |",
        ]
        for (index, function) in functions(stacks).prefix(topCount).enumerated() {
            let name = function.name.replacingOccurrences(of: "|", with: "\\|")
            lines.append(
                "| \(index + 1) | `\(name)` | \(function.selfWeight) | \(percent(function.selfWeight)) | \(function.total) | \(percent(function.total)) |"
            )
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
