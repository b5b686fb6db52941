import BenchReport
import BenchSafety
import Determinism
import Foundation
import TestSupport
import Testing
@testable import PerfCompare
@testable import PerfDashboard
@testable import PerfExport
@testable import PerfHistory
@testable import PerfModel

/// One median, one headline, one unit formatter, one exit code for every consumer of a run —
/// report.md, compare, the dashboard.
@Suite("One median, one headline, one formatter, one exit code")
struct OnePlumbingTests {
    /// Two repetition figures whose mean-of-the-middle-two differs in the last bit from a type-7
    /// interpolation (`a + (b − a) · 0.5`): a second median definition would show here.
    static let ulpApart = [0.4453871940548014, 2.1646200970223477]

    /// The recorded report with its headline figures set: `cached-switch` to `ulpApart`, `touch-accuracy`
    /// to 1.4 and 1.6 ms (headline 1.50 ms), written to a scratch file.
    static func report() throws -> (report: RunReport, path: String) {
        var report = try ReportCoding.decode(
            Data(contentsOf: URL(fileURLWithPath: Fixture.path("compare/base-a.json"))))
        for (index, figures) in [(0, ulpApart), (1, [1_400_000, 1_600_000])] {
            let scenario = report.scenarios[index]
            let metric = try #require(scenario.metrics.firstIndex { $0.id == scenario.headlineMetric?.id })
            report.scenarios[index].metrics[metric].repetitions = figures
        }
        let path = try TemporaryDirectory.untilExit("perfci-report") + "/report.json"
        try ReportCoding.encode(report).write(to: URL(fileURLWithPath: path))
        return (report, path)
    }

    @Test("the same run's headline figure is the same number in report.md, compare and the dashboard digest")
    func oneHeadlineFigure() throws {
        let (report, path) = try Self.report()
        let headline = try #require(report.scenarios[0].headlineMetric)
        let expected = try #require(headline.headline)
        #expect(expected == Median.of(Self.ulpApart))
        #expect(expected.bitPattern != (Self.ulpApart[0] + (Self.ulpApart[1] - Self.ulpApart[0]) * 0.5).bitPattern)

        let compare = CompareCommandCore.run(baseline: path, current: path)
        // JSONDecoder reads the number exactly (Foundation's JSONSerialization here is one ulp off).
        let comparison = try JSONOutput.decode(Comparison.self, from: Data(compare.json.utf8))
        let row = try #require(
            comparison.rows.first { $0.scenario == "cached-switch" && $0.metric == headline.id.name })
        #expect(row.current?.bitPattern == expected.bitPattern)
        #expect(row.baseline?.bitPattern == expected.bitPattern)

        // The history keeps figures to 6 significant digits: the record gets the unrounded pair back.
        var record = HistoryRecord(try ReportInput.standard.run(at: path))
        let slot = try #require(record.scenarios[0].metrics.firstIndex { record.name($0.name) == headline.id.name })
        record.scenarios[0].metrics[slot].repetitions = Self.ulpApart
        var digest = HistoryDigest()
        digest.add(record)
        let series = try #require(
            digest.series.first { $0.scenario == "cached-switch" && $0.metric == headline.id.name })
        #expect(series.points.last?.figure.bitPattern == expected.bitPattern)
    }

    @Test("a figure reads the same in report.md, compare's Markdown and the dashboard page (1.50 ms)")
    func oneRendering() throws {
        let (_, path) = try Self.report()
        let markdown = MarkdownReport.render(try ReportCoding.decode(Data(contentsOf: URL(fileURLWithPath: path))))
        #expect(markdown.contains("| `touch-accuracy` | ✅ passed | locate 1.50 ms |"))
        let compare = CompareCommandCore.run(baseline: path, current: path)
        #expect(compare.markdown.contains("| 1.50 ms | 1.50 ms |"), "\(compare.markdown)")
        let scratch = try TemporaryDirectory("perfci")
        #expect(HistoryCommandCore.add(report: path, history: scratch.at("history")).exitCode == .success)
        let site = DashboardCommandCore.run(history: scratch.at("history"), output: scratch.at("site"))
        #expect(site.exitCode == .success, "\(site.error ?? "")")
        let index = try String(contentsOfFile: scratch.at("site/index.html"), encoding: .utf8)
        #expect(index.contains("locate/wall_time 1.50 ms"))
    }

    @Test("a write that fails is exit 3 in every command (BenchExitCode.crashed), bad input 2")
    func oneExitCode() throws {
        let good = Fixture.path("compare/base-a.json")
        let full = ExportCommandCore.run(format: .bmf, report: good, output: "/dev/full")
        #expect(full.exitCode == .crashed && full.exitCode.rawValue == 3, "\(full.error ?? "")")
        #expect(full.error?.contains("No space left on device") == true)
        let bad = ExportCommandCore.run(format: .bmf, report: Fixture.path("bad/malformed.json"))
        #expect(bad.exitCode == .badInput)
    }
}

@Suite("One atomic writer and one cleaner for the history index")
struct IndexWriterTests {
    @Test("the index is written by the one atomic writer, and a killed writer's temporary in .index is removed")
    func indexTemporaries() throws {
        let folder = try Fixture.history()
        let index = folder + "/.index"
        try FileManager.default.createDirectory(atPath: index, withIntermediateDirectories: true)
        let dead = TemporaryFileName(target: "runs.bin", processID: Int32.max - 1, nonce: 1).name
        FileManager.default.createFile(atPath: "\(index)/\(dead)", contents: Data([1, 2, 3]))
        FileManager.default.createFile(
            atPath: "\(index)/runs.bin.tmp-42", contents: Data([1]),
            attributes: [.modificationDate: Date(timeIntervalSinceNow: -7200)])
        _ = try HistoryStore(root: folder).digest()
        #expect(try FileManager.default.contentsOfDirectory(atPath: index) == ["runs.bin"])
    }
}
