/// How every report, page and message names a commit: its first 12 hex digits, or `unknown` when the
/// run recorded none (a build outside git, a prebuilt base worker). One spelling everywhere, so a commit
/// read in compare.md is found as written in the history, the dashboard and pr-check's lines.
public enum ShortCommit {
    /// Hex digits kept by default: unique in a repository of millions of commits.
    public static let digits = 12
    /// The text for a run that recorded no commit.
    public static let unknown = "unknown"

    /// The first `digits` characters of `commit`, or `unknown` when there is none (nil or empty).
    public static func of(_ commit: String?, digits: Int = digits) -> String {
        guard let commit, !commit.isEmpty else { return unknown }
        return String(commit.prefix(digits))
    }
}
