import BenchReport
import Foundation
@testable import PerfExport
@testable import PerfHistory
import TestSupport
import Testing

@Suite("Exports")
struct ExportTests {
    let run: RunReport

    init() throws { run = try Fixture.run("compare/slow-6pct.json") }

    func json(_ text: String) throws -> Any { try JSONSerialization.jsonObject(with: Data(text.utf8)) }

    /// What `format`'s peer reader saw in `text` (`scripts/peers/check-export.py`).
    func peer(_ format: String, _ text: String) throws -> [String: Any] {
        try ToolAvailability.require(.peerReaders)
        let scratch = try TemporaryDirectory("perfci-export")
        let file = scratch.at("export.\(format)")
        try text.write(toFile: file, atomically: true, encoding: .utf8)
        let result = try Shell.run(["python3", "scripts/peers/check-export.py", format, file])
        #expect(result.status == 0, "\(format) rejected by its reader: \(result.stderr)")
        return Shell.json(result) ?? [:]
    }

    @Test func googleBenchmarkJSONHasRepetitionsAndAggregates() throws {
        let text = try ExportCommandCore.render(.googleBenchmark, run)
        let document = try #require(try json(text) as? [String: Any])
        let benchmarks = try #require(document["benchmarks"] as? [[String: Any]])
        let iterations = benchmarks.filter {
            $0["run_type"] as? String == "iteration" && $0["name"] as? String == "cached-switch/switch/wall_time"
        }
        #expect(iterations.count == 15)
        #expect(benchmarks.contains { $0["aggregate_name"] as? String == "median" })
        #expect(benchmarks.allSatisfy { $0["time_unit"] as? String == "ns" })
    }

    @Test(.needs(.peerReaders)) func googleBenchmarkJSONReadsInItsPeer() throws {
        let seen = try peer("google-benchmark", try ExportCommandCore.render(.googleBenchmark, run))
        #expect((seen["families"] as? [String])?.contains("touch-accuracy/locate/wall_time") == true)
    }

    @Test func bencherMetricFormat() throws {
        let document = try #require(
            try json(ExportCommandCore.render(.bmf, run)) as? [String: [String: [String: Double]]])
        let measure = try #require(document["cached-switch"]?["switch-wall-time"])
        #expect(Set(measure.keys) == ["value", "lower_value", "upper_value"])
        let (lower, value, upper) = (
            try #require(measure["lower_value"]), try #require(measure["value"]), try #require(measure["upper_value"])
        )
        #expect(lower <= value && value <= upper)
        #expect(document["touch-accuracy"]?["accuracy"]?["value"] == 0.994)
    }

    @Test func githubActionBenchmarkFormatsSplitByPolarity() throws {
        let smaller = try #require(try json(ExportCommandCore.render(.gabSmaller, run)) as? [[String: Any]])
        let bigger = try #require(try json(ExportCommandCore.render(.gabBigger, run)) as? [[String: Any]])
        for item in smaller + bigger {
            #expect(item["name"] is String && item["unit"] is String && item["value"] is Double)
            #expect((item["range"] as? String)?.hasPrefix("± ") == true)
        }
        #expect(smaller.contains { $0["name"] as? String == "cached-switch switch/wall_time" })
        #expect(bigger.map { $0["name"] as? String } == ["touch-accuracy accuracy"])
    }

    @Test func influxLineProtocol() throws {
        let text = try ExportCommandCore.render(.influx, run)
        let first = try #require(text.split(separator: "\n").first)
        #expect(first.hasPrefix("keyboard_bench,scenario=cached-switch,metric=switch/wall_time,unit=ns,"))
        #expect(first.hasSuffix(" 1795317600000000000"))
        #expect(InfluxExport.escapeTag("a b,c=d") == "a\\ b\\,c\\=d")
    }

    @Test(.needs(.peerReaders)) func influxLineProtocolReadsInItsPeer() throws {
        let text = try ExportCommandCore.render(.influx, run)
        let seen = try peer("influx", text)
        #expect(seen["points"] as? Int == text.split(separator: "\n").count)
    }

    @Test func openMetricsText() throws {
        let text = try ExportCommandCore.render(.openmetrics, run)
        #expect(text.hasSuffix("# EOF\n"))
        #expect(text.contains("# TYPE keyboard_bench_value gauge"))
        #expect(OpenMetricsExport.escape("a\"b\\c\nd") == "a\\\"b\\\\c\\nd")
    }

    @Test(.needs(.peerReaders)) func openMetricsTextReadsInItsPeer() throws {
        let seen = try peer("openmetrics", try ExportCommandCore.render(.openmetrics, run))
        #expect(
            (seen["families"] as? [String])?.sorted() == ["keyboard_bench_scenario_passed", "keyboard_bench_value"])
        #expect((seen["samples"] as? Int ?? 0) > 20)
    }

    @Test func otavaCSVFromAHistoryHasARowPerRun() throws {
        let output = ExportCommandCore.run(format: .otavaCSV, report: nil, history: try Fixture.history())
        #expect(output.exitCode == .success)
        let lines = output.text.split(separator: "\n")
        #expect(lines.count == 13)
        #expect(lines[0].hasPrefix("time,commit,run_id,cached-switch__switch_wall_time"))
    }

    @Test(.needs(.peerReaders)) func otavaFindsTheStepInTheExportedHistory() throws {
        let output = ExportCommandCore.run(format: .otavaCSV, report: nil, history: try Fixture.history())
        #expect(output.exitCode == .success)
        let seen = try peer("otava-csv", output.text)
        let analysis = try #require(seen["analysis"] as? String)
        let rows: [String] = analysis.split(separator: "\n").map(String.init)
        let mark: Int = try #require(
            rows.firstIndex { $0.contains("+1") && $0.contains("%") }, "Otava reported no change: \(analysis)")
        let nextRun: String? = rows[(mark + 1)...].first { $0.hasPrefix("2026") }
        #expect(nextRun?.contains(" c07") == true, "Otava should mark the step before commit c07: \(analysis)")
    }

    @Test func otavaCSVRefusesAMixOfMachinesWithoutAChoice() throws {
        let history = try Fixture.history()
        try HistoryStore(root: history).add(reportAt: Fixture.path("compare/other-machine.json"))
        let mixed = ExportCommandCore.run(format: .otavaCSV, report: nil, history: history)
        let error = try #require(mixed.error)
        #expect(mixed.exitCode == .badInput && error.contains("--machine"))
        let chosen = ExportCommandCore.run(format: .otavaCSV, report: nil, history: history, machine: run.fingerprint)
        #expect(chosen.exitCode == .success && chosen.text.split(separator: "\n").count == 13)
    }
}
