import ArgumentParser
import PerfModel

/// A subcommand the entry point can run: every command of the tool is one.
protocol BenchSubcommand: ParsableCommand {
    /// Runs the command; what it did not print as it went is in the result (`CommandOutput.finish`
    /// prints it). Throws `UsageError` for bad input (exit 2), anything else for a failure (exit 3).
    func execute(output: CommandOutput) async throws -> CommandResult
    /// Whether stdout carries what the command is for (`list`, `compare`), so losing it fails the
    /// command; `run`'s main output is its report files.
    var mainOutputIsStdout: Bool { get }
}

extension BenchSubcommand {
    var mainOutputIsStdout: Bool { true }
}
