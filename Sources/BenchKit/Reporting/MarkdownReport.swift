/// The Markdown form of a run report, made from the report value (as read back from JSON),
/// for a pull request or a CI job summary.
public enum MarkdownReport {
    /// The whole document: header, scenario table, failures, budgets.
    public static func render(_ report: RunReport) -> String {
        [header(report), scenarioTable(report), failures(report), budgetTable(report)]
            .filter { !$0.isEmpty }
            .joined(separator: "\n\n") + "\n"
    }

    static func header(_ report: RunReport) -> String {
        let env = report.environment
        let icon = report.exitCode == .success ? "✅" : report.exitCode == .budgetFailed ? "❌" : "💥"
        var commit = env.gitCommit.map { "`\(String($0.prefix(12)))`" } ?? "unknown"
        if env.gitDirty == true { commit += " (dirty)" }
        var lines = [
            "## keyboard-bench run `\(report.runId)`",
            "",
            "**Verdict: \(icon) \(report.verdict)** — \(report.statusCounts) (exit \(report.exitCode.rawValue))",
            "",
        ]
        if env.buildConfiguration != "release" {
            lines += ["> ⚠️ **\(env.buildConfiguration) build**: the figures are not representative.", ""]
        }
        lines += [
            "- **Commit:** \(commit)",
            "- **Machine:** \(env.hostname) (`\(String(env.machineId.prefix(12)))`) — \(env.cpuModel), \(env.cores) cores",
            "- **System:** \(env.os), \(env.kernel)",
            "- **Build:** \(env.buildConfiguration), Swift \(env.swiftVersion), jemalloc \(env.jemallocVersion ?? "not reported")",
            "- **Run:** started \(report.startedAt), \(UnitFormat.format(report.durationSeconds * 1e9, .nanoseconds)),"
                + " seed \(report.settings.seed)\(report.settings.quick ? ", quick" : "")",
            "- **Clock:** " + clockLine(report),
        ]
        return lines.joined(separator: "\n")
    }

    static func scenarioTable(_ report: RunReport) -> String {
        var table = MarkdownTable(
            header: ["Status", "Scenario", "Kind", "Metric", "p50", "p99", "max", "Peak resident", "Heap growth", "Leaked", "Budgets"],
            rightAligned: [4, 5, 6, 7, 8, 9, 10]
        )
        table.rows = report.scenarios.map(scenarioRow)
        return "### Scenarios\n\n" + table.render()
    }

    static func scenarioRow(_ scenario: ScenarioReport) -> [String] {
        let latency = scenario.mainLatency
        let percentiles = [\Summary.p50, \Summary.p99, \Summary.max].map { path in
            latency.map { UnitFormat.format($0.summary[keyPath: path], .nanoseconds) } ?? "–"
        }
        return ["\(scenario.status.icon) \(scenario.status.rawValue)", "`\(scenario.name)`", scenario.kind.rawValue,
                latency.map { "`\($0.id)`" } ?? "–"]
            + percentiles
            + [bytes(scenario.peakResidentBytes), bytes(scenario.heapGrowthBytes),
               scenario.leakedObjectCount.map(String.init) ?? "–", scenario.budgetsHeld]
    }

    static func bytes(_ value: Double?) -> String {
        value.map { UnitFormat.format($0, .bytes) } ?? "–"
    }

    /// The workers' measured cost of one monotonic clock read (median over scenarios).
    static func clockLine(_ report: RunReport) -> String {
        let overheads = report.scenarios.compactMap(\.clockOverheadNanoseconds)
        guard !overheads.isEmpty else { return "overhead not measured (no worker completed)" }
        let median = Summary(of: overheads).p50
        return "monotonic read overhead \(UnitFormat.format(median, .nanoseconds)) (median of \(overheads.count) workers)"
    }
}
