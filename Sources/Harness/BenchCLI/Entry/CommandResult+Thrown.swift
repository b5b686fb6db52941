import ArgumentParser
import BenchReport
import PerfModel

extension CommandResult {
    /// The result of a command that threw `error`: its one line, and the code `BenchExitCode(thrown:)` gives it.
    init(thrown error: any Error) {
        let message = (error as? UsageError)?.message ?? (error as? ValidationError)?.message ?? "\(error)"
        self.init(exitCode: BenchExitCode(thrown: error), error: message)
    }
}
