extension MarkdownReport {
    /// Scenarios meant to be read side by side: those that declare `Parameter("compare", "<key>")` and
    /// agree on every other parameter form a group, one row per value of `<key>` (e.g. the three touch
    /// locators on one layout), each with its headline figure (`HeadlineRule.figure`) and its ratio to the group's
    /// fastest.
    static func sideBySide(_ report: RunReport) -> String? {
        let groups = comparisonGroups(report.scenarios)
        guard !groups.isEmpty else { return nil }
        var parts = ["<details><summary><b>Side by side</b> — \(groups.count) group(s)</summary>", ""]
        for group in groups {
            parts.append("**\(group.title)**\n")
            parts.append(table(group) + "\n")
        }
        parts.append("</details>")
        return parts.joined(separator: "\n")
    }

    struct ComparisonGroup {
        let title: String
        let key: String
        let members: [(value: String, metric: MetricReport)]
    }

    static func comparisonGroups(_ scenarios: [ScenarioReport]) -> [ComparisonGroup] {
        var order: [String] = []
        var members: [String: (title: String, key: String, rows: [(String, MetricReport)])] = [:]
        for scenario in scenarios {
            guard let key = scenario.parameters["compare"], let value = scenario.parameters[key],
                let metric = scenario.metrics.first(where: { $0.id.kind == MetricCatalogue.wallTime.name }),
                metric.summary != nil
            else { continue }
            let rest = scenario.parameters.filter { $0.key != key && $0.key != "compare" }.sorted { $0.key < $1.key }
            let title =
                "\(metric.id.operation ?? metric.id.name) by \(key): "
                + rest.map { "\($0.key) \($0.value)" }.joined(separator: ", ")
            let id = "\(scenario.kind)|\(metric.id)|\(title)"
            if members[id] == nil { order.append(id) }
            members[id, default: (title, key, [])].rows.append((value, metric))
        }
        return order.compactMap { id in
            guard let group = members[id], group.rows.count > 1 else { return nil }
            return ComparisonGroup(title: group.title, key: group.key, members: group.rows)
        }
    }

    static func table(_ group: ComparisonGroup) -> String {
        let fastest = group.members.compactMap { $0.metric.headline }.min() ?? 1
        var table = ReportTable(header: [group.key, "headline", "× fastest"])
        table.rightAligned = [1, 2]
        table.rows = group.members.map { value, metric in
            let p50 = metric.headline ?? .nan
            return [
                value, UnitFormat.format(p50, metric.unit), fastest > 0 ? UnitFormat.fixed(p50 / fastest) + "×" : "–",
            ]
        }
        return table.markdown()
    }
}
