import BenchReport
import Foundation

/// Writes a run's reports: `<dir>/<run-id>/report.json` and `report.md`, then `<dir>/latest.json`
/// and `latest.md`, each atomically. The Markdown is made from the JSON as read back.
public struct ReportWriter: Sendable {
    /// The output directory (`Reports` by default on the command line).
    public let directory: URL

    /// The paths one run's reports were written to.
    public struct Written: Sendable, Equatable {
        /// `<dir>/<run-id>/report.json`.
        public var json: URL
        /// `<dir>/<run-id>/report.md`.
        public var markdown: URL
        /// `<dir>/latest.json`.
        public var latestJSON: URL
        /// `<dir>/latest.md`.
        public var latestMarkdown: URL
    }

    /// A writer into `directory`.
    public init(directory: URL) {
        self.directory = directory
    }

    /// Checks, before anything runs, that reports can be written: creates the directory if needed,
    /// then creates and removes a probe file in it. Throws `ReportWriteError` (one line) otherwise.
    public func checkWritable() throws {
        let path = directory.path
        try Self.makeDirectories(path)
        let probe = directory.appendingPathComponent(".write-probe-\(UInt32.random(in: 0...UInt32.max))")
        let fd = open(probe.path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
        guard fd >= 0 else {
            throw ReportWriteError(message: "output directory '\(path)' is not writable: \(String(cString: strerror(errno)))")
        }
        close(fd)
        unlink(probe.path)
    }

    /// Writes the report's JSON and Markdown into its run directory and as `latest.*`.
    @discardableResult
    public func write(_ report: RunReport) throws -> Written {
        let json = try ReportCoding.encode(report)
        let markdown = Data(MarkdownReport.render(try ReportCoding.decode(json)).utf8)
        let runDirectory = directory.appendingPathComponent(report.runId, isDirectory: true)
        try FileManager.default.createDirectory(at: runDirectory, withIntermediateDirectories: true)
        let written = Written(
            json: runDirectory.appendingPathComponent("report.json"),
            markdown: runDirectory.appendingPathComponent("report.md"),
            latestJSON: directory.appendingPathComponent("latest.json"),
            latestMarkdown: directory.appendingPathComponent("latest.md")
        )
        try AtomicFile.write(json, to: written.json)
        try AtomicFile.write(markdown, to: written.markdown)
        try AtomicFile.write(json, to: written.latestJSON)
        try AtomicFile.write(markdown, to: written.latestMarkdown)
        return written
    }

    /// `mkdir -p`, failing with the component and the POSIX reason (`'/etc/passwd' is not a directory`).
    static func makeDirectories(_ path: String) throws {
        var prefix = path.hasPrefix("/") ? "" : "."
        for component in path.split(separator: "/") {
            prefix += "/" + component
            var info = stat()
            if stat(prefix, &info) == 0 {
                guard info.st_mode & S_IFMT == S_IFDIR else {
                    throw ReportWriteError(message: "output directory '\(path)' cannot be created: '\(prefix)' is not a directory")
                }
                continue
            }
            guard mkdir(prefix, 0o755) == 0 || errno == EEXIST else {
                throw ReportWriteError(message: "output directory '\(path)' cannot be created: \(String(cString: strerror(errno)))")
            }
        }
    }
}
