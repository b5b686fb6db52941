import ArgumentParser
import BenchReport
import BenchRunner
import BenchSafety
import Foundation
import PerfModel

/// `merge`: joins the shard reports of one sharded run (`run --shard K/N`) into one report.
struct MergeCommand: BenchSubcommand {
    static let configuration = CommandConfiguration(
        commandName: "merge",
        abstract:
            "Join the shard reports of one sharded run (run --shard K/N) into one report, each scenario keeping its machine.",
        discussion: """
            Refuses (exit 2, one line, nothing written) reports that are not shards, of different commits, \
            schema or wire versions, settings or plans, a shard given twice, a scenario in two reports, a missing \
            shard. Writes <output>/<run-id>/report.json and report.md atomically and points <output>/latest at \
            them, like run; exits with the merged run's code (0, 1 a budget failed, 3 a scenario crashed).
            """
    )

    @Argument(help: ArgumentHelp("The shard reports (report.json of each shard).", valueName: "shard.json"))
    var reports: [String] = []

    @Option(
        parsing: .unconditional,
        help: ArgumentHelp("Directory the merged report is written to; created if missing.", valueName: "dir"))
    var output = "Reports"

    var mainOutputIsStdout: Bool { false }

    func execute(output out: CommandOutput) async throws -> CommandResult {
        guard !reports.isEmpty else { throw UsageError("merge needs the shard reports to join (shard.json …)") }
        let identity = RunIdentity()
        let writer = ReportWriter(directory: output, runID: identity.runId)
        do { try writer.check() } catch { throw UsageError(error.description) }
        let merged: RunReport
        do {
            merged = try RunReport.merge(try reports.map(Self.read), runId: identity.runId)
        } catch let error as MergeError {
            throw UsageError(error.description)
        }
        let written: ReportWriter.Written
        do { written = try writer.write(merged) } catch {
            throw ToolFailure("could not write the merged report: \(error)")
        }
        let lines = [
            ConsoleSummary.render(merged, outcome: merged.verdict, exitCode: merged.exitCode), "",
            "merged:   \(reports.count) shard report(s), \(merged.scenarios.count) scenarios, \(merged.machines.count) machine(s)",
            "report:   \(written.json)",
            "markdown: \(written.markdown)",
        ]
        return CommandResult(text: lines.joined(separator: "\n"), exitCode: merged.exitCode)
    }

    /// A shard report, read; a file that cannot be read or is not a report is one line (exit 2).
    static func read(_ path: String) throws -> ShardReport {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), !isDirectory.boolValue,
            let data = FileManager.default.contents(atPath: path)
        else {
            throw UsageError("\(path): no such report file")
        }
        do {
            let (report, version) = try ReportCoding.decodeVersioned(data)
            return ShardReport(name: path, report: report, schemaVersion: version)
        } catch {
            throw UsageError("\(path): \(error)")
        }
    }
}
