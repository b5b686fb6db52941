import BenchReport
import PerfModel

/// Why a gate stops before its comparison: a failed build, a run that refused its arguments, an
/// output that could not be written. Carries its exit code; the gate's verdict says it last.
struct GateFailure: Error, Sendable, Equatable {
    /// The exit code (`BenchExitCode`).
    var code: BenchExitCode
    /// The one-line reason, for the verdict.
    var message: String

    init(_ code: BenchExitCode, _ message: String) {
        self.code = code
        self.message = message
    }

    /// A failure for an error a `run` it started threw: its own code (`BenchExitCode(thrown:)`).
    init(running error: any Error, _ what: String) {
        let result = CommandResult(thrown: error)
        self.init(result.exitCode, "\(what): \(result.error ?? "\(error)")")
    }
}
