import ArgumentParser
import PerfExport
import PerfHistory
import PerfModel

extension ExportFormat: ExpressibleByArgument {}

/// `keyboard-bench export --format FORMAT REPORT.json [--output FILE]`.
struct ExportCommand: BenchSubcommand {
    static let configuration = CommandConfiguration(
        commandName: "export",
        abstract: "Writes a run report in a format other dashboards read.",
        discussion:
            "Formats: \(ExportFormat.allCases.map(\.rawValue).joined(separator: ", ")). otava-csv is made from a history (--history)."
    )

    @Option(help: "The output format.")
    var format: ExportFormat

    @Argument(help: "The run report (not needed for otava-csv).")
    var report: String?

    @Option(help: "The history folder (otava-csv).")
    var history: String = HistoryStore.defaultRoot

    @Option(
        help:
            "The machine to export when the history (otava-csv) or a merged report holds several: its full key (id|cpu|cores|os|swift|config), its machine id, or its history folder name."
    )
    var machine: String?

    @Option(
        parsing: .unconditional,
        help: "Write to this file instead of stdout (- is stdout; a device or FIFO is written through).")
    var output: String?

    /// Stdout is the main output unless `--output` names a file.
    var mainOutputIsStdout: Bool { output == nil || output == "-" }

    func execute(output out: CommandOutput) async throws -> CommandResult {
        ExportCommandCore.run(format: format, report: report, history: history, machine: machine, output: output)
    }
}
