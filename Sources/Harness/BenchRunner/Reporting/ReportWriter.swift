import BenchReport
import BenchSafety
import Foundation

/// Writes a run's folder: `<dir>/<run-id>/report.json` (compact) and `report.md`, and whatever else the
/// run puts beside them (a baseline side, a comparison, profiles), then publishes the run by pointing the
/// `latest` link at it (`latest.json` and `latest.md` resolve through that one link, so they always
/// describe the same run).
///
/// The folder is whole or absent: everything is written into a hidden staging folder beside the run
/// folders (`.<run-id>.tmp-<pid>-<nonce>`, a `TemporaryFileName`), which `publish` renames to `<run-id>`
/// only once every file is in it, before `latest` moves. A failure on the way (a full disk) removes the
/// staging folder (`discard`), so no empty or half run folder is left and `latest.*` still name the run
/// before; a run killed on the way leaves its staging folder to the next run's `check()`, which removes it
/// once its process is gone. Everything it will write is checked before the run starts (`check()`),
/// creating nothing; with `keep`, older run directories are pruned after publishing.
public struct ReportWriter: Sendable {
    /// What the run writes where.
    public let plan: OutputPlan
    /// Run directories kept after writing (`--keep`); `nil` keeps every run.
    public let keep: Int?
    /// The hidden folder the run is assembled in before `publish` renames it to `plan.runDirectory`.
    public let stagingDirectory: String

    /// The paths one run's reports were written to.
    public struct Written: Sendable, Equatable {
        /// `<dir>/<run-id>/report.json`.
        public var json: String
        /// `<dir>/<run-id>/report.md`.
        public var markdown: String
        /// Run directories removed by retention.
        public var pruned: [String]
        /// The output directories `stage` created (outermost first), removed again by `discard` when empty.
        public var created: [String] = []
    }

    /// A writer of the run `runID` into `directory`.
    public init(directory: String, runID: String, keep: Int? = nil) {
        plan = OutputPlan(directory: directory, runID: runID)
        self.keep = keep
        stagingDirectory = OutputPlan.join(directory, TemporaryFileName(target: runID).name)
    }

    /// Checks, before anything runs, that every file the run will write can be written — creating
    /// nothing — and removes temporary files and staging folders that killed runs left in the output directory.
    public func check() throws(OutputPathError) {
        try plan.check()
        _ = StaleTemporaryFiles().remove(in: plan.directory)
    }

    /// Writes the report and publishes the run folder at once (`stage`, then `publish`); on any failure
    /// nothing of the run is left and the error is thrown.
    @discardableResult
    public func write(_ report: RunReport) throws -> Written {
        let written = try stage(report)
        do { return try publish(written) } catch {
            discard(written)
            throw error
        }
    }

    /// Creates the output directories and the staging folder and writes the report's JSON and Markdown
    /// (rendered from the JSON as read back) into it. Returns the paths they will have once published.
    /// A failure removes what it made and throws.
    public func stage(_ report: RunReport) throws -> Written {
        let json = try ReportCoding.encodeCompact(report) + Data([0x0A])
        let markdown = MarkdownReport.render(try ReportCoding.decode(json))
        var written = Written(
            json: plan.runDirectory + "/report.json", markdown: plan.runDirectory + "/report.md", pruned: []
        )
        written.created = try plan.createDirectories(runDirectory: stagingDirectory)
        do {
            try AtomicFileWriter.write(Array(json), to: stagingDirectory + "/report.json")
            try AtomicFileWriter.write(Array(markdown.utf8), to: stagingDirectory + "/report.md")
        } catch {
            discard(written)
            throw error
        }
        return written
    }

    /// Renames the staging folder to the run folder, then points `latest` at it and prunes older runs
    /// (`keep`). Throws when the rename or the link fails (the caller then `discard`s).
    public func publish(_ written: Written) throws -> Written {
        try RunFolderPublisher.rename(stagingDirectory, to: plan.runDirectory)
        do {
            try LatestLink.point(directory: plan.directory, at: plan.runID)
        } catch {
            try? RunFolderPublisher.rename(plan.runDirectory, to: stagingDirectory)
            throw error
        }
        guard let keep else { return written }
        var pruned = written
        pruned.pruned = try RunRetention.prune(directory: plan.directory, keep: keep).removed
        return pruned
    }

    /// Removes the staging folder with everything in it, and the output directories `stage` created when
    /// they are empty again: a run that could not be written leaves nothing.
    public func discard(_ written: Written? = nil) {
        ScratchFolder.remove(stagingDirectory)
        for directory in (written?.created ?? []).reversed() { rmdir(directory) }
    }
}
