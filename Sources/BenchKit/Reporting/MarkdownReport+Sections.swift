extension MarkdownReport {
    /// A section per scenario that did not pass: reason, broken budgets, leaks by type.
    static func failures(_ report: RunReport) -> String {
        let failed = report.scenarios.filter { $0.status != .passed }
        guard !failed.isEmpty else { return "" }
        return "### Failures\n\n" + failed.map(failureSection).joined(separator: "\n\n")
    }

    static func failureSection(_ scenario: ScenarioReport) -> String {
        var parts = ["#### \(scenario.status.icon) `\(scenario.name)` — \(scenario.status.rawValue)"]
        parts.append("> " + (scenario.failure ?? "no reason given"))
        let broken = scenario.brokenBudgets.filter { $0.measured != nil }
        if !broken.isEmpty {
            var table = MarkdownTable(header: ["Broken budget", "Measured", "Limit"], rightAligned: [1, 2])
            table.rows = broken.map { verdict in
                [verdict.budget.description, measured(verdict), limit(verdict.budget)]
            }
            parts.append(table.render())
        }
        if let leaks = leakLines(scenario) { parts.append(leaks) }
        return parts.joined(separator: "\n\n")
    }

    /// `- 12 × KeyNode leaked (52 alive, 40 expected)` per leaking type, and the heap growth.
    static func leakLines(_ scenario: ScenarioReport) -> String? {
        guard let leaks = scenario.leaks else { return nil }
        var lines = leaks.objects.filter { $0.leaked > 0 }.map { object in
            "- \(object.leaked) × `\(object.type)` leaked (\(object.live) alive, \(object.expected) expected)"
        }
        if let growth = leaks.heapGrowthBytes, growth > 0 {
            lines.append("- heap grew by \(UnitFormat.format(growth, .bytes)) over the measured phase")
        }
        return lines.isEmpty ? nil : "Leaks:\n\n" + lines.joined(separator: "\n")
    }

    /// Every declared budget of every scenario with its verdict.
    static func budgetTable(_ report: RunReport) -> String {
        var table = MarkdownTable(header: ["Scenario", "Budget", "Measured", "Verdict"], rightAligned: [2])
        for scenario in report.scenarios {
            for verdict in scenario.budgets {
                table.rows.append(["`\(scenario.name)`", verdict.budget.description, measured(verdict), verdictWord(verdict, scenario)])
            }
        }
        return table.rows.isEmpty ? "" : "### Budgets\n\n" + table.render()
    }

    static func verdictWord(_ verdict: BudgetVerdict, _ scenario: ScenarioReport) -> String {
        if verdict.passed { return "✅ held" }
        return verdict.measured == nil && scenario.status != .failed ? "⚪ not measured" : "❌ broken"
    }

    static func measured(_ verdict: BudgetVerdict) -> String {
        verdict.measured.map { UnitFormat.format($0, verdict.budget.metric.unit) } ?? "–"
    }

    static func limit(_ budget: BudgetSpec) -> String {
        "\(budget.comparison.symbol) \(UnitFormat.format(budget.limit, budget.metric.unit))"
    }
}
