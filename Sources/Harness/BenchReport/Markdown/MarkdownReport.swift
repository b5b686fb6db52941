/// The Markdown made from a run report, for a pull request or a CI job summary: a summary table that
/// stays short, then one collapsible block per scenario with every metric, budget, leak verdict,
/// the slowest calls and the noise indicators.
public enum MarkdownReport {
    /// The whole document.
    public static func render(_ report: RunReport) -> String {
        var parts = [header(report), summaryTable(report)]
        if let sideBySide = sideBySide(report) { parts.append(sideBySide) }
        parts += report.scenarios.map(details)
        return parts.joined(separator: "\n\n") + "\n"
    }

    static func header(_ report: RunReport) -> String {
        let env = report.environment
        let counts = Dictionary(grouping: report.scenarios, by: \.status).mapValues(\.count)
        let outcome = [ScenarioStatus.passed, .failed, .crashed, .timedOut, .error]
            .compactMap { status in counts[status].map { "\($0) \(status.rawValue)" } }.joined(separator: ", ")
        var lines = [
            "# keyboard-bench run `\(report.runId)`",
            "",
            "**\(outcome.isEmpty ? "nothing ran" : outcome)** · \(UnitFormat.format(report.durationSeconds * 1e9, .nanoseconds)) · "
                + "\(report.settings.repetitions) repetition\(report.settings.repetitions == 1 ? "" : "s") per scenario"
                + cappedNote(report)
                + (report.settings.quick ? " · quick" : ""),
            "",
            "- Machine: \(env.cpuModel), \(env.cores) cores, \(env.os), \(env.kernel)",
            "- Build: Swift \(env.swiftVersion), \(env.buildConfiguration), jemalloc \(env.jemallocVersion ?? "unknown"); "
                + "commit `\(ShortCommit.of(env.gitCommit))`\(env.gitDirty == true ? " (dirty)" : "")"
                + (env.buildId.map { ", build `\($0)`" } ?? ""),
            "- Seed \(report.settings.seed); started \(report.startedAt)",
        ]
        if let priority = report.settings.priority { lines.append("- \(priority.summary)") }
        if let floor = report.residentFloorBytes {
            lines.append("- Resident floor (the worker running an empty scenario): \(UnitFormat.format(floor, .bytes))")
        }
        if env.buildConfiguration != "release" {
            lines += ["", "> ⚠️ A \(env.buildConfiguration) build: figures are not representative."]
        }
        return lines.joined(separator: "\n")
    }

    /// ` (capped: vision-conditions 2)`: the scenarios that ran fewer repetitions by their declared cap.
    static func cappedNote(_ report: RunReport) -> String {
        let capped = report.scenarios.compactMap { scenario in
            scenario.cappedRepetitions.flatMap { $0.applied ? "\(scenario.name) \($0.ran)" : nil }
        }
        return capped.isEmpty ? "" : " (capped: \(capped.joined(separator: ", ")))"
    }

    static func summaryTable(_ report: RunReport) -> String {
        var table = ReportTable(header: [
            "Scenario", "Status", "Headline", "Peak resident", "Above floor", "Heap growth", "Leaked",
        ])
        table.rightAligned = [2, 3, 4, 5, 6]
        table.rows = report.scenarios.map { scenario in
            [
                "`\(scenario.name)`", statusCell(scenario), headline(scenario),
                format(scenario.metric(.peakResident)), format(scenario.metric(.residentAboveFloor)),
                format(scenario.metric(.heapGrowth)), scenario.leaks.map { String($0.leakedObjects) } ?? "–",
            ]
        }
        return table.markdown()
    }

    static func statusCell(_ scenario: ScenarioReport) -> String {
        let icon = scenario.status == .passed ? "✅" : scenario.status == .failed ? "❌" : "💥"
        return "\(icon) \(scenario.status.rawValue)"
    }

    /// The headline (`HeadlineRule`): its metric's operation and the median of its repetitions' figures
    /// (`switch 550 ns`).
    static func headline(_ scenario: ScenarioReport) -> String {
        guard let metric = scenario.headlineMetric,
            let value = metric.headline
        else { return "–" }
        return "\(metric.id.operation ?? metric.id.name) \(UnitFormat.format(value, metric.unit))"
    }

    static func format(_ metric: MetricReport?) -> String {
        guard let metric, let value = metric.headline else { return "–" }
        return UnitFormat.format(value, metric.unit)
    }
}
