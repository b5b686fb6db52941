import BenchReport
import BenchRunner
/// The summary printed on stdout at the end of `run`: one row per scenario, then why any did not pass.
enum ConsoleSummary {
    /// The table, the reasons, and a last line with the real outcome (`PASSED`, or why the run failed).
    static func render(_ report: RunReport, outcome: String, exitCode: BenchExitCode) -> String {
        var table = ReportTable(
            header: ["STATUS", "SCENARIO", "METRIC", "HEADLINE", "P99", "MAX", "PEAK RSS", "ABOVE FLOOR", "BUDGETS"],
            rightAligned: [3, 4, 5, 6, 7, 8]
        )
        table.rows = report.scenarios.map(row)
        var lines = [table.text()]
        if let floor = report.residentFloorBytes {
            lines.append("resident floor (the worker running an empty scenario): \(UnitFormat.format(floor, .bytes))")
        }
        let failed = report.scenarios.filter { $0.status != .passed }
        if !failed.isEmpty {
            lines.append("")
            lines += failed.map { "\($0.status.word) \($0.name): \($0.failure ?? "no reason given")" }
        }
        lines.append("")
        lines.append(
            "\(outcome): \(totals(report)) (exit \(exitCode.rawValue))")
        return lines.joined(separator: "\n")
    }

    /// The scenarios by status and the run's duration: `25 passed in 73.1 s`.
    static func totals(_ report: RunReport) -> String {
        "\(report.statusCounts) in \(UnitFormat.format(report.durationSeconds * 1e9, .nanoseconds))"
    }

    static func row(_ scenario: ScenarioReport) -> [String] {
        let latency = scenario.headlineMetric
        func figure(_ value: Double?) -> String {
            value.map { UnitFormat.format($0, latency?.unit ?? .nanoseconds) } ?? "-"
        }
        return [
            scenario.status.word, scenario.name, latency.map { $0.id.description } ?? "-",
            figure(latency?.headline), figure(latency?.summary?.p99), figure(latency?.summary?.max),
            scenario.peakResidentBytes.map { UnitFormat.format($0, .bytes) } ?? "-",
            scenario.metric(.residentAboveFloor)?.value.map { UnitFormat.format($0, .bytes) } ?? "-",
            scenario.budgetsHeld,
        ]
    }
}
