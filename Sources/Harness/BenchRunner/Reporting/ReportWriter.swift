import BenchReport
import BenchSafety
import Foundation

/// Writes a run's reports: `<dir>/<run-id>/report.json` (compact) and `report.md`, each atomically,
/// then publishes the run by pointing the `latest` link at it (`latest.json` and `latest.md` resolve
/// through that one link, so they always describe the same run). Everything it will write is checked
/// before the run starts (`check()`), creating nothing; leftovers of killed runs are removed; with
/// `keep`, older run directories are pruned after publishing.
public struct ReportWriter: Sendable {
    /// What the run writes where.
    public let plan: OutputPlan
    /// Run directories kept after writing (`--keep`); `nil` keeps every run.
    public let keep: Int?

    /// The paths one run's reports were written to.
    public struct Written: Sendable, Equatable {
        /// `<dir>/<run-id>/report.json`.
        public var json: String
        /// `<dir>/<run-id>/report.md`.
        public var markdown: String
        /// Run directories removed by retention.
        public var pruned: [String]
    }

    /// A writer of the run `runID` into `directory`.
    public init(directory: String, runID: String, keep: Int? = nil) {
        plan = OutputPlan(directory: directory, runID: runID)
        self.keep = keep
    }

    /// Checks, before anything runs, that every file the run will write can be written — creating
    /// nothing — and removes temporary files that killed runs left in the output directory.
    public func check() throws(OutputPathError) {
        try plan.check()
        _ = StaleTemporaryFiles().remove(in: plan.directory)
    }

    /// Writes the report's JSON and Markdown (rendered from the JSON as read back) and publishes them.
    @discardableResult
    public func write(_ report: RunReport) throws -> Written {
        let json = try ReportCoding.encodeCompact(report) + Data([0x0A])
        let markdown = MarkdownReport.render(try ReportCoding.decode(json))
        _ = try plan.createDirectories()
        let written = Written(
            json: plan.runDirectory + "/report.json", markdown: plan.runDirectory + "/report.md", pruned: []
        )
        try AtomicFileWriter.write(Array(json), to: written.json)
        try AtomicFileWriter.write(Array(markdown.utf8), to: written.markdown)
        try LatestLink.point(directory: plan.directory, at: plan.runID)
        guard let keep else { return written }
        var pruned = written
        pruned.pruned = try RunRetention.prune(directory: plan.directory, keep: keep).removed
        return pruned
    }
}
