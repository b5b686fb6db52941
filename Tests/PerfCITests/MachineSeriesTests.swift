import BenchReport
import Foundation
import TestSupport
import Testing
@testable import PerfCompare
@testable import PerfExport
@testable import PerfHistory

/// A report merged from shards of two machines: each scenario's machine survives into
/// compare (refused across machines), the history (one entry per machine, no mixed series) and the
/// exports (labelled per scenario, still read by the peer parsers).
@Suite("Per-scenario machines")
struct MachineSeriesTests {
    /// `compare/slow-6pct.json` with its first scenario moved to another machine, written to a scratch
    /// file; and that scenario's name and machine.
    static func merged() throws -> (path: String, moved: String, machine: EnvironmentFingerprint) {
        var report = try ReportCoding.decode(
            try Data(contentsOf: URL(fileURLWithPath: Fixture.path("compare/slow-6pct.json"))))
        var other = report.environment
        other.machineId = "shard-runner-b"
        other.hostname = "runner-b"
        report.scenarios[0].machine = other
        let path = try TemporaryDirectory.untilExit("perfci-merged") + "/merged.json"
        try ReportCoding.encode(report).write(to: URL(fileURLWithPath: path))
        return (path, report.scenarios[0].name, other)
    }

    @Test("compare refuses a scenario that ran on another machine, in one line naming both; allowed on request")
    func compareRefuses() throws {
        let (path, moved, other) = try Self.merged()
        let refused = CompareCommandCore.run(baseline: Fixture.path("compare/base-a.json"), current: path)
        #expect(refused.exitCode == .badInput)
        let error = try #require(refused.error)
        #expect(
            error.contains("scenario '\(moved)' ran on different machines")
                && error.contains("runner-b (\(other.machineKey))"))
        #expect(!error.contains("\n"))
        let allowed = CompareCommandCore.run(
            baseline: Fixture.path("compare/base-a.json"), current: path,
            options: CompareOptions(allowDifferentMachines: true))
        #expect(allowed.exitCode != .badInput, "\(allowed.error ?? "")")
    }

    @Test(
        "history add stores one entry per machine, so no series mixes machines; a copied merged report is refused by name"
    )
    func historySplits() throws {
        let (path, moved, other) = try Self.merged()
        let scratch = try TemporaryDirectory("perfci")
        let history = scratch.at("history")
        let added = HistoryCommandCore.add(report: path, history: history)
        #expect(added.exitCode == .success, "\(added.error ?? "")")
        #expect(added.text.split(separator: "\n").count == 2)
        let runs = try HistoryStore(root: history).runs()
        #expect(runs.count == 2)
        let movedRun = try #require(runs.first { $0.record.fingerprint == other.machineKey })
        #expect(movedRun.record.scenarios.map(\.name) == [moved])
        #expect(runs.first { $0 != movedRun }?.record.scenarios.contains { $0.name == moved } == false)
        let series = MetricSeries.all(in: runs).filter { $0.scenario == moved }
        #expect(!series.isEmpty && series.allSatisfy { $0.fingerprint == other.machineKey })

        let copied = scratch.at("copied")
        try FileManager.default.createDirectory(atPath: copied + "/m", withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: path, toPath: copied + "/m/merged.json")
        let read = try HistoryStore(root: copied).readableRuns()
        #expect(read.runs.isEmpty)
        #expect(read.unreadable.first?.contains("holds scenarios of 2 machines") == true)
    }

    @Test("Influx and OpenMetrics label each scenario with its machine; BMF asks for one machine")
    func exports() throws {
        let (path, moved, other) = try Self.merged()
        let influx = ExportCommandCore.run(format: .influx, report: path)
        #expect(influx.exitCode == .success)
        let lines = influx.text.split(separator: "\n")
        let movedLines = lines.filter { $0.hasPrefix("keyboard_bench,scenario=\(InfluxExport.escapeTag(moved)),") }
        #expect(
            !movedLines.isEmpty
                && movedLines.allSatisfy { $0.contains("machine=\(InfluxExport.escapeTag(other.machineKey))") })
        #expect(
            lines.filter { $0.contains("machine=\(InfluxExport.escapeTag(other.machineKey))") }.count
                == movedLines.count)
        let openMetrics = ExportCommandCore.run(format: .openmetrics, report: path)
        #expect(openMetrics.text.contains("scenario=\"\(moved)\",status=\"passed\",machine=\"\(other.machineKey)\""))
        let bmf = ExportCommandCore.run(format: .bmf, report: path)
        #expect(bmf.exitCode == .badInput && bmf.error?.contains("export each with --machine") == true)
        let one = ExportCommandCore.run(format: .bmf, report: path, machine: other.machineKey)
        let document = try #require(try JSONSerialization.jsonObject(with: Data(one.text.utf8)) as? [String: Any])
        #expect(Array(document.keys) == [moved])
    }

    @Test(
        "Influx and OpenMetrics labelled by machine still read in their parsers, which see both machines",
        .needs(.peerReaders))
    func exportsReadInTheirParsers() throws {
        try ToolAvailability.require(.peerReaders)
        let (path, _, other) = try Self.merged()
        let scratch = try TemporaryDirectory("perfci-export")
        for format in [ExportFormat.influx, .openmetrics] {
            let file = scratch.at("export.\(format.rawValue)")
            try ExportCommandCore.run(format: format, report: path).text.write(
                toFile: file, atomically: true, encoding: .utf8)
            let peer = try Shell.run(["python3", "scripts/peers/check-export.py", format.rawValue, file])
            #expect(peer.status == 0, "\(format): \(peer.stderr)")
            guard format == .influx else { continue }
            let tags = try Shell.run(["python3", "-c", Self.machineTags, file])
            #expect(
                tags.stdout.split(separator: "\n").map(String.init).sorted()
                    == [other.machineKey, try Fixture.run("compare/slow-6pct.json").fingerprint].sorted())
        }
    }

    /// The distinct `machine` tags the peer parser (line-protocol-parser) reads, one a line.
    static let machineTags =
        "import sys\nfrom line_protocol_parser import parse_line\nprint('\\n'.join(sorted({parse_line(l)['tags']['machine'] for l in open(sys.argv[1]) if l.strip()})))"

    @Test("reports without per-scenario machines (every recorded fixture) read as one machine, as before")
    func oldReports() throws {
        for name in ["compare/base-a.json", "v1/real-cached-switch.json", "v2/real-run-a.json", "history/run-01.json"] {
            let run = try Fixture.run(name)
            #expect(
                run.scenarios.allSatisfy { $0.machine == nil && run.machine(of: $0) == run.environment }
                    && run.machines.count == 1)
            let scratch = try TemporaryDirectory("perfci")
            #expect(try HistoryStore(root: scratch.at("h")).addByMachine(reportAt: Fixture.path(name)).count == 1)
        }
    }
}
