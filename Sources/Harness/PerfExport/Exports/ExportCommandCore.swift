import BenchReport
import BenchSafety
import Foundation
import PerfHistory
import PerfModel

/// What `keyboard-bench export` does, without the argument parsing.
public enum ExportCommandCore {
    /// Renders `report` (or, for `otava-csv`, the history at `history`, for machine `machine`) in `format`.
    /// `output` is checked before anything is read (`OutputFile`: `-` is stdout, devices and FIFOs are
    /// written through, a link loop and the input report itself are refused); then the text is written there, or
    /// returned for stdout.
    /// Exit 2 for bad input, 3 when the output could not be written. History files that do not read
    /// are skipped and named in `warnings`.
    public static func run(
        format: ExportFormat, report: String?, history: String = HistoryStore.defaultRoot,
        machine: String? = nil, output: String? = nil, input: ReportInput = .standard
    ) -> CommandResult {
        var warnings: [String] = []
        do {
            let target = try output.map { path throws(OutputPathError) in try OutputFile(path, option: "--output") }
            try target?.checkNotOverwriting(report.map { [$0] } ?? [], option: "--output")
            let text = try render(
                format: format, report: report, history: history, machine: machine, input: input, warnings: &warnings)
            guard let target, !target.isStandardOutput else { return CommandResult(text: text, warnings: warnings) }
            try target.write(Array(text.utf8))
            return CommandResult(warnings: warnings)
        } catch {
            return CommandResult(failure: error, warnings: warnings)
        }
    }

    /// The export as text.
    public static func render(
        format: ExportFormat, report: String?, history: String, machine: String?, input: ReportInput,
        warnings: inout [String]
    ) throws -> String {
        if format.needsHistory {
            let read = try HistoryStore(root: history, input: input).nonEmptyReadableRuns()
            warnings = read.unreadable
            return try OtavaExport.render(read.runs, fingerprint: machine)
        }
        guard let report else { throw PerfCIError("export --format \(format.rawValue) needs a REPORT.json") }
        return try render(
            format,
            try MachineSeries.exportView(try input.run(at: report), machine: machine, format: format, path: report))
    }

    /// `run` in a single-report format.
    public static func render(_ format: ExportFormat, _ run: RunReport) throws -> String {
        switch format {
        case .googleBenchmark: return try GoogleBenchmarkExport.render(run)
        case .bmf: return try BencherExport.render(run)
        case .gabSmaller: return try GitHubActionBenchmarkExport.render(run, polarity: .smallerIsBetter)
        case .gabBigger: return try GitHubActionBenchmarkExport.render(run, polarity: .largerIsBetter)
        case .influx: return InfluxExport.render(run)
        case .openmetrics: return OpenMetricsExport.render(run)
        case .otavaCSV: throw PerfCIError("otava-csv is made from a history: pass --history DIR")
        }
    }
}
