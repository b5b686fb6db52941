#if canImport(Glibc)
    import Glibc
#endif

/// `latest.json` and `latest.md` that always describe the same run.
///
/// Layout in the output directory:
///
///     latest      -> 20261121-153000-a1b2c3      (a relative symbolic link to the run directory)
///     latest.json -> latest/report.json           (links through `latest`, made once)
///     latest.md   -> latest/report.md
///
/// A new run is published by **one** `rename` of a new `latest` link over the old one, so a reader,
/// a killed run, or two runs finishing at once can never pair one run's JSON with another's Markdown:
/// both names resolve through the same link at every instant. The last run to rename wins.
public enum LatestLink {
    /// The link to the latest run directory.
    static let directoryLinkName = "latest"
    /// The file links and what they point at.
    static let fileLinkNames: [(link: String, target: String)] = [
        ("latest.json", "latest/report.json"), ("latest.md", "latest/report.md"),
    ]

    /// Points `latest` in `directory` at the run directory `runID` (one atomic rename), then makes
    /// sure `latest.json` / `latest.md` are the links above (replacing files of the first harness).
    public static func point(directory: String, at runID: String) throws(SystemError) {
        try replaceLink(in: directory, name: directoryLinkName, target: runID)
        for (link, target) in fileLinkNames where readLink(OutputPlan.join(directory, link)) != target {
            try replaceLink(in: directory, name: link, target: target)
        }
        AtomicFileWriter.syncDirectory(directory)
    }

    /// The run directory `latest` points at, or `nil`.
    static func currentRunID(in directory: String) -> String? {
        readLink(OutputPlan.join(directory, directoryLinkName))
    }

    /// Creates a link named `name` to `target` under a temporary name, then renames it over `name`.
    static func replaceLink(in directory: String, name: String, target: String) throws(SystemError) {
        let temporary = OutputPlan.join(directory, TemporaryFileName(target: name).name)
        guard symlink(target, temporary) == 0 else { throw .current("create link '\(temporary)'") }
        try AtomicFileWriter.rename(temporary, over: OutputPlan.join(directory, name)) { unlink(temporary) }
    }

    /// The target of the link at `path`, or `nil` if it is not a link.
    static func readLink(_ path: String) -> String? {
        var buffer = [UInt8](repeating: 0, count: Int(PATH_MAX))
        let count = buffer.withUnsafeMutableBytes { bytes -> Int in
            guard let base = bytes.baseAddress else { return -1 }
            return readlink(path, base.assumingMemoryBound(to: CChar.self), bytes.count)
        }
        guard count >= 0 else { return nil }
        return String(decoding: buffer.prefix(count), as: UTF8.self)
    }
}
