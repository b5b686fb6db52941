import BenchReport
import BenchSafety
import Foundation

extension ReportWriter {
    /// Writes another report of the same run into its (already written) run directory, atomically:
    /// `<dir>/<run-id>/<stem>.json` and `<stem>.md` — the baseline side of a paired run. Returns the JSON's path.
    @discardableResult
    public func writeSide(_ report: RunReport, stem: String) throws -> String {
        let json = try ReportCoding.encodeCompact(report) + Data([0x0A])
        let markdown = MarkdownReport.render(try ReportCoding.decode(json))
        let path = plan.runDirectory + "/\(stem).json"
        try AtomicFileWriter.write(Array(json), to: path)
        try AtomicFileWriter.write(Array(markdown.utf8), to: plan.runDirectory + "/\(stem).md")
        return path
    }

    /// Writes `text` as `<dir>/<run-id>/<name>`, atomically (the paired run's comparison). Returns the path.
    @discardableResult
    public func writeFile(_ text: String, named name: String) throws -> String {
        let path = plan.runDirectory + "/" + name
        try AtomicFileWriter.write(Array(text.utf8), to: path)
        return path
    }
}
