/// Everything one run will write, checked before the first scenario starts:
/// `<directory>/<run-id>/<run files>` and the `latest` links (see `LatestLink`).
///
/// `check()` only looks — it creates nothing, so a refusal (exit 2) leaves nothing behind. The
/// directories are made by `createDirectories()` when the reports are written, after the run.
///
/// ```swift
/// let plan = OutputPlan(directory: output, runID: identity.runId)
/// do { try plan.check() } catch { stderr.writeIgnoringFailure("error: \(error)\n"); return 2 }
/// … run the suite …
/// ReportWriter: stage into a hidden folder, publish it by one rename, then LatestLink.point(…)
/// ```
public struct OutputPlan: Sendable {
    /// The output directory as given (`--output`).
    public var directory: String
    /// The run's directory name (`20261121-153000-a1b2c3`).
    public var runID: String
    /// The files written into the run directory.
    var runFiles: [String]
    /// Free bytes the reports need on the output's file system.
    var expectedBytes: UInt64

    /// The names `LatestLink` maintains in the output directory.
    static let latestNames = [LatestLink.directoryLinkName] + LatestLink.fileLinkNames.map(\.link)

    /// A plan for one run. `expectedBytes` defaults to 4 MiB (a nightly report is ~0.9 MB of JSON
    /// plus its Markdown, written once into the run directory; `latest.*` are links).
    public init(
        directory: String, runID: String, runFiles: [String] = ["report.json", "report.md"],
        expectedBytes: UInt64 = 4 << 20
    ) {
        self.directory = directory
        self.runID = runID
        self.runFiles = runFiles
        self.expectedBytes = expectedBytes
    }

    /// `<directory>/<run-id>`.
    public var runDirectory: String { Self.join(directory, runID) }

    /// `a` + `b` with one slash between.
    public static func join(_ parent: String, _ name: String) -> String {
        parent.hasSuffix("/") ? parent + name : parent + "/" + name
    }

    /// The directories from the first component down to `directory` itself (`a`, `a/b`; `/`, `/x`).
    var directoryPrefixes: [String] {
        var prefixes: [String] = directory.hasPrefix("/") ? ["/"] : []
        var current = directory.hasPrefix("/") ? "" : nil as String?
        for component in directory.split(separator: "/", omittingEmptySubsequences: true) {
            let prefix = current.map { $0 + "/" + component } ?? String(component)
            prefixes.append(prefix)
            current = prefix
        }
        return prefixes
    }

    /// The longest name the run's staging folder can have (`ReportWriter` assembles the run under it).
    var stagingDirectoryLongest: String { Self.join(directory, TemporaryFileName.longestName(for: runID)) }

    /// Every name component the run creates or writes (output path, run id and its staging name, run
    /// files, temporary names).
    var namesToCreate: [String] {
        directory.split(separator: "/").map(String.init) + [runID, TemporaryFileName.longestName(for: runID)]
            + runFiles + runFiles.map { TemporaryFileName.longestName(for: $0) }
    }
}

/// Why the output cannot be written; one line for stderr (exit 2).
public struct OutputPathError: Error, Equatable, Sendable, CustomStringConvertible {
    /// `--output '<dir>': <reason>`.
    public var message: String

    /// An error for `directory`.
    public init(directory: String, _ reason: String) {
        message = "--output '\(OutputPathError.shortened(directory))': \(reason)"
    }

    /// The message.
    public var description: String { message }

    /// `text`, cut to 80 characters with `…` (a 300-character name stays readable on one line).
    static func shortened(_ text: String, to limit: Int = 80) -> String {
        text.count <= limit ? text : String(text.prefix(limit - 1)) + "…"
    }
}
