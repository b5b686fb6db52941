import BenchReport
import Foundation

/// The reports one run wrote into an output directory.
public struct RunReportFile {
    /// The report, decoded from `latest.json`.
    public var report: RunReport
    /// `latest.json` as written.
    public var json: Data
    /// `latest.md` as written.
    public var markdown: String
    /// The run's own directory (`<output>/<run-id>`).
    public var runDirectory: URL

    /// Reads the latest reports in `directory`.
    public init(directory: URL) throws {
        json = try Data(contentsOf: directory.appendingPathComponent("latest.json"))
        report = try ReportCoding.decode(json)
        markdown = try String(contentsOf: directory.appendingPathComponent("latest.md"), encoding: .utf8)
        runDirectory = directory.appendingPathComponent(report.runId)
    }

    /// The scenario named `name`, if the report has it.
    public func scenario(_ name: String) -> ScenarioReport? {
        report.scenarios.first { $0.name == name }
    }
}
