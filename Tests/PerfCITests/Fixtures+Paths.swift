import BenchReport
import Foundation
import TestSupport
@testable import PerfHistory
@testable import PerfModel

/// Paths of the recorded fixture reports, and a history made of them.
enum Fixture {
    static var root: String {
        Bundle.module.url(forResource: "Fixtures", withExtension: nil)!.path
    }

    static func path(_ relative: String) -> String { "\(root)/\(relative)" }

    static func run(_ relative: String) throws -> RunReport { try ReportInput.standard.run(at: path(relative)) }

    /// The twelve recorded history reports, oldest first.
    static var historyReports: [String] { (1...12).map { path(String(format: "history/run-%02d.json", $0)) } }

    /// A history folder holding the twelve recorded runs.
    static func history() throws -> String {
        let folder = try TemporaryDirectory.untilExit("perfci-history") + "/history"
        let store = HistoryStore(root: folder)
        for report in historyReports { try store.add(reportAt: report) }
        return folder
    }
}
