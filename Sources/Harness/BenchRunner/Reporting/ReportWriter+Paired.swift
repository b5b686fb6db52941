import BenchReport
import BenchSafety
import Foundation

extension ReportWriter {
    /// Writes another report of the same run into its staging folder (after `stage`), atomically:
    /// `<stem>.json` and `<stem>.md` — the baseline side of a paired run. Returns the JSON's published path.
    @discardableResult
    public func writeSide(_ report: RunReport, stem: String) throws -> String {
        let json = try ReportCoding.encodeCompact(report) + Data([0x0A])
        let markdown = MarkdownReport.render(try ReportCoding.decode(json))
        try AtomicFileWriter.write(Array(json), to: stagingDirectory + "/\(stem).json")
        try AtomicFileWriter.write(Array(markdown.utf8), to: stagingDirectory + "/\(stem).md")
        return plan.runDirectory + "/\(stem).json"
    }

    /// Writes `text` as `<name>` into the staging folder, atomically (the paired run's comparison).
    /// Returns its published path.
    @discardableResult
    public func writeFile(_ text: String, named name: String) throws -> String {
        try AtomicFileWriter.write(Array(text.utf8), to: stagingDirectory + "/" + name)
        return plan.runDirectory + "/" + name
    }
}
