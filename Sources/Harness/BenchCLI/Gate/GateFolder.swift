import BenchSafety

/// The layout of a gate's output folder (`Reports/pr` by default).
///
///     compare.md, compare.json   the comparison (with its explanation) the gate decided on
///     paired/                    the paired run's output folder (its runs, `latest`)
///     current/                   a sequential gate's run
///     explain/, explain.md, explain.log   the explanation's profiled run, its Markdown, its output
///     base-build.log             the base worker's build
struct GateFolder: Sendable, Equatable {
    /// The folder (absolute).
    var path: String

    var compareMarkdown: String { path + "/" + RunFolder.compareMarkdownName }
    var compareJSON: String { path + "/" + RunFolder.compareJSONName }
    var paired: String { path + "/paired" }
    var current: String { path + "/current" }
    var explain: String { path + "/explain" }
    var explainMarkdown: String { path + "/explain.md" }
    var explainLog: String { path + "/explain.log" }
    var baseBuildLog: String { path + "/base-build.log" }
}
