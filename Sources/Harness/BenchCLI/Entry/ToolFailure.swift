import BenchReport

/// The tool itself failed (exit 3), one line.
struct ToolFailure: ExitCodeCarrying, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
    /// The tool's failure: 3.
    var exitCode: BenchExitCode { .crashed }
}
