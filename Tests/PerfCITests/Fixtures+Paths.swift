import BenchReport
import Foundation
@testable import PerfCI

/// Paths of the recorded fixture reports and scratch folders for tests.
enum Fixture {
    static var root: String {
        Bundle.module.url(forResource: "Fixtures", withExtension: nil)!.path
    }

    static func path(_ relative: String) -> String { "\(root)/\(relative)" }

    static func run(_ relative: String) throws -> RunReport { try ReportInput.standard.run(at: path(relative)) }

    /// The twelve recorded history reports, oldest first.
    static var historyReports: [String] { (1...12).map { path(String(format: "history/run-%02d.json", $0)) } }

    /// A fresh empty scratch folder.
    static func scratch(_ name: String = #function) -> String {
        let clean = name.filter { $0.isLetter || $0.isNumber }
        let path = "\(NSTemporaryDirectory())perfci-tests-\(clean)-\(UUID().uuidString.prefix(8))"
        try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    /// A history folder holding the twelve recorded runs.
    static func history(_ name: String = #function) throws -> String {
        let folder = scratch(name) + "/history"
        let store = HistoryStore(root: folder)
        for report in historyReports { try store.add(reportAt: report) }
        return folder
    }
}
