import BenchReport
import Foundation
import PerfHistory
import PerfModel

/// Apache Otava's CSV input, from a history: one row per run of one machine, oldest first, with columns
/// `time` (ISO 8601 UTC), `commit`, `run_id`, then one column per scenario metric named
/// `<scenario>__<metric with / as _>` (letters, digits, `_`, `-` only) holding the run's figure. Otava's reader needs a
/// number in every
/// cell, so a metric some runs of the machine lack is left out of the CSV.
/// Otava reads it with `type: csv`, `time_column: time`, `attributes: [commit, run_id]`.
enum OtavaExport {
    static func render(_ runs: [HistoryRun], fingerprint: String?) throws -> String {
        let machines = Array(Set(runs.map(\.record.fingerprint))).sorted()
        let chosen = try fingerprint.map { try MachineChoice.key($0, among: machines) ?? $0 }
        guard let machine = chosen ?? (machines.count == 1 ? machines.first : nil) else {
            throw PerfCIError(
                "the history holds \(machines.count) machines (\(machines.joined(separator: ", "))): choose one with --machine"
            )
        }
        let mine = runs.filter { $0.record.fingerprint == machine }
        guard !mine.isEmpty else { throw PerfCIError("the history has no runs of machine \(machine)") }
        let series = MetricSeries.all(in: mine).filter { $0.points.count == mine.count }
        let columns = series.map { column($0.scenario, $0.metric) }
        var lines = [(["time", "commit", "run_id"] + columns).map(quote).joined(separator: ",")]
        for stored in mine {
            let record = stored.record
            var cells = [record.startedAt, record.commit ?? "", record.runId]
            for line in series {
                let scenario = record.scenario(named: line.scenario)
                let metric = scenario.flatMap { $0.hasFigures ? record.metric(named: line.metric, in: $0) : nil }
                cells.append(metric.map { String($0.figure) } ?? "nan")
            }
            lines.append(cells.map(quote).joined(separator: ","))
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The column name of a scenario metric.
    static func column(_ scenario: String, _ metric: String) -> String {
        let raw = "\(scenario)__\(metric)"
        return String(raw.map { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_" || $0 == "-") ? $0 : "_" })
    }

    private static func quote(_ cell: String) -> String {
        guard cell.contains(where: { $0 == "," || $0 == "\"" || $0 == "\n" }) else { return cell }
        return "\"\(cell.replacingOccurrences(of: "\"", with: "\"\""))\""
    }
}
