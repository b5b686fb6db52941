/// The "top functions" tables of a profile, in Markdown.
extension FunctionTable {
    /// Two tables, the `top` functions by self weight and the `top` by total weight, each with the weight
    /// in the profile's unit and as a share of the whole profile, under level-`level` headings.
    public func markdown(top: Int = 20, level: Int = 3) -> String {
        let hashes = String(repeating: "#", count: max(1, min(6, level)))
        let whole = "\(ProfileFormat.grouped(totalWeight)) \(unit.rawValue)"
        return """
            \(hashes) Top functions by self \(unit.rawValue)

            Of \(whole) in all; self: where the function is the innermost frame.

            \(table(topBySelf(top)).rendered())
            \(hashes) Top functions by total \(unit.rawValue)

            Total: on the stack at all (its callees included, each stack counted once).

            \(table(topByTotal(top)).rendered())
            """
    }

    /// The rows of `costs` as a table: rank, function, self, self %, total, total %.
    public func table(_ costs: [FunctionCost]) -> MarkdownTable {
        let rows = costs.enumerated().map { index, cost in
            [
                "\(index + 1)", MarkdownTable.code(cost.name),
                ProfileFormat.grouped(cost.selfWeight), ProfileFormat.percent(percent(cost.selfWeight)),
                ProfileFormat.grouped(cost.totalWeight), ProfileFormat.percent(percent(cost.totalWeight)),
            ]
        }
        return MarkdownTable(
            header: ["#", "function", "self (\(unit.rawValue))", "self %", "total (\(unit.rawValue))", "total %"],
            rightAligned: [true, false, true, true, true, true], rows: rows)
    }
}
