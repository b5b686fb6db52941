import Foundation
import Testing
@testable import BenchKit

@Suite("report coding")
struct ReportCodingTests {
    @Test("a report round-trips through JSON, infinities included")
    func roundTrip() throws {
        let report = SampleReports.report()
        let encoded = try ReportCoding.encode(report)
        let decoded = try ReportCoding.decode(encoded)
        // Compared as re-encoded bytes: a summary of samples with ∞ has a NaN stddev, and NaN ≠ NaN.
        #expect(try ReportCoding.encode(decoded) == encoded)
        #expect(decoded.scenarios.map(\.name) == report.scenarios.map(\.name))
        #expect(decoded.scenarios[0].metrics[0].summary.stddev.isNaN)
        #expect(decoded.scenarios[0].metrics[0].summary.max == .infinity)
    }

    @Test("keys are snake_case and sorted")
    func snakeCase() throws {
        let text = String(decoding: try ReportCoding.encode(SampleReports.report()), as: UTF8.self)
        #expect(text.contains("\"schema_version\" : 1"))
        #expect(text.contains("\"measured_iterations\""))
        #expect(text.contains("\"git_dirty\" : true"))
        #expect(text.contains("\"inf\""))
        #expect(!text.contains("schemaVersion"))
    }

    @Test("a report with another schema_version is rejected with a clear error")
    func wrongSchema() throws {
        var report = SampleReports.report()
        report.schemaVersion = 99
        #expect(throws: ReportDecodingError.unsupportedSchemaVersion(found: 99, supported: reportSchemaVersion)) {
            try ReportCoding.decode(try ReportCoding.encode(report))
        }
        #expect("\(ReportDecodingError.unsupportedSchemaVersion(found: 99, supported: 1))".contains("schema_version 99"))
    }

    @Test("data that is not a report is rejected")
    func notAReport() {
        #expect(throws: ReportDecodingError.self) { try ReportCoding.decode(Data("{\"a\":1}".utf8)) }
    }

    @Test("the writer refuses an unwritable directory and writes atomically")
    func writer() throws {
        let base = try TemporaryDirectory.make()
        let writer = ReportWriter(directory: base.appendingPathComponent("out"))
        try writer.checkWritable()
        #expect(TemporaryDirectory.files(in: base) == ["out"])
        let written = try writer.write(SampleReports.report())
        #expect(try Data(contentsOf: written.json) == Data(contentsOf: written.latestJSON))
        #expect(TemporaryDirectory.files(in: base.appendingPathComponent("out")).allSatisfy { !$0.contains("/.") && !$0.hasPrefix(".") })
    }
}

@Suite("markdown")
struct MarkdownTests {
    @Test("one row per scenario, the broken budgets, leaks by type and a budgets table")
    func content() {
        let markdown = MarkdownReport.render(SampleReports.report())
        #expect(markdown.contains("| ❌ failed | `switch-storm` | scenario | `switch/wall_time` | 2.00 ms | inf | inf | 12.0 MB |"))
        #expect(markdown.contains("| 💥 crashed | `crasher` |"))
        #expect(markdown.contains("| switch/wall_time max < 100 ms | inf | < 100 ms |"))
        #expect(markdown.contains("3 × `KeyNode` leaked (5 alive, 2 expected)"))
        #expect(markdown.contains("> killed by signal 11 (SIGSEGV)"))
        #expect(markdown.contains("### Budgets"))
        #expect(markdown.contains("`0123456789ab` (dirty)"))
        #expect(markdown.contains("**Verdict: 💥 CRASHED**"))
    }
}
