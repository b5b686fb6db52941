import ArgumentParser
import BenchReport
import BenchRunner
import Foundation
import PerfModel

/// `list`: every registered scenario and benchmark with its kind, tags, metrics and budgets.
struct ListCommand: BenchSubcommand {
    static let configuration = CommandConfiguration(
        commandName: "list",
        abstract:
            "List the scenarios and benchmarks: name, kind, tags, time limit, budgets and (with --metrics) metrics."
    )

    @Flag(name: .long, help: "Print the list as JSON (snake_case keys) instead of a table.")
    var json = false

    @Flag(name: .long, help: "Show every metric of every scenario with its unit and which direction is better.")
    var metrics = false

    @OptionGroup var worker: WorkerOption

    func execute(output: CommandOutput) async throws -> CommandResult {
        let catalogue = try await worker.catalogue()
        if json {
            return CommandResult(text: String(decoding: try ReportCoding.encoder().encode(catalogue), as: UTF8.self))
        }
        return CommandResult(text: Self.table(catalogue, metrics: metrics))
    }

    /// One row per scenario, its budgets (and metrics) one per line below it.
    static func table(_ catalogue: [ScenarioInfo], metrics: Bool) -> String {
        var table = ReportTable(header: [
            "NAME", "KIND", "TAGS", "TIME LIMIT", metrics ? "BUDGETS / METRICS (unit, better)" : "BUDGETS",
        ])
        for info in catalogue {
            let limit = info.timeLimitSeconds.map { UnitFormat.format($0 * 1e9, .nanoseconds) } ?? "default"
            var lines = info.budgets.map(\.description)
            if let cap = info.repetitionCap { lines.append("repetitions ≤ \(cap.atMost): \(cap.reason)") }
            if let parts = info.parts { lines.append("measured in \(parts) workers side by side (parts)") }
            if metrics {
                lines += info.metrics.map { "· \($0.id) (\($0.unit), \($0.polarity.arrow) \($0.shape.rawValue))" }
            }
            table.rows.append([
                info.name, info.kind.rawValue, info.tags.joined(separator: ","), limit, lines.first ?? "-",
            ])
            table.rows += lines.dropFirst().map { ["", "", "", "", $0] }
        }
        return table.text() + "\n\n\(catalogue.count) scenario(s); ↓ smaller is better, ↑ larger is better"
    }
}
