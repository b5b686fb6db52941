import ArgumentParser
import BenchReport

extension BenchExitCode {
    /// The exit code of a command that threw `error`: bad usage or input (`UsageError`, an option's
    /// `ValidationError`) is 2; anything else — the tool's own failure (`ToolFailure`) — is 3.
    init(thrown error: any Error) {
        self = error is UsageError || error is ValidationError ? .badInput : .crashed
    }

    /// Crash 3 > bad input 2 > budget or regression 1 > success 0.
    var severity: Int32 { rawValue }

    /// The more severe of two outcomes (a run's and its comparison's).
    static func worse(_ first: BenchExitCode, _ second: BenchExitCode) -> BenchExitCode {
        second.severity > first.severity ? second : first
    }
}
