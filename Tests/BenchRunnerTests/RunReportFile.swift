import BenchReport
import Foundation

/// The reports one run wrote into an output directory.
struct RunReportFile {
    var report: RunReport
    var json: Data
    var markdown: String
    var runDirectory: URL

    init(directory: URL) throws {
        json = try Data(contentsOf: directory.appendingPathComponent("latest.json"))
        report = try ReportCoding.decode(json)
        markdown = try String(contentsOf: directory.appendingPathComponent("latest.md"), encoding: .utf8)
        runDirectory = directory.appendingPathComponent(report.runId)
    }

    func scenario(_ name: String) -> ScenarioReport? {
        report.scenarios.first { $0.name == name }
    }
}
