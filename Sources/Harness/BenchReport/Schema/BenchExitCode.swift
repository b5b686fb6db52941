/// The exit codes every command uses (docs/reference.md, "Exit codes").
public enum BenchExitCode: Int32, Sendable {
    /// Everything held.
    case success = 0
    /// A budget failed, a leak was found, or a regression was found.
    case budgetFailed = 1
    /// Bad usage or bad input, named in one line on stderr.
    case badInput = 2
    /// A scenario crashed or hung, or the tool itself failed.
    case crashed = 3
}
