import ArgumentParser
import BenchReport
import Foundation
import PerfCI

/// The PerfCI subcommands, for the root command's `subcommands:` list:
/// `compare`, `history` (`add`, `list`, `prune`, `changes`), `dashboard`, `export`.
///
/// Each is self-contained: it calls one PerfCI entry point, prints its output, writes any error as one
/// line on stderr and ends with the entry point's exit code (0 ok, 1 regression, 2 bad input). They are
/// `BenchSubcommand`s, so `BenchCommandLine` runs them like `list` and `run` once they are in
/// `BenchRootCommand`'s `subcommands` (`subcommands: [ListCommand.self, RunCommand.self] + PerfCICommands.all`).
enum PerfCICommands {
    /// The command types to register.
    static let all: [any ParsableCommand.Type] = [
        CompareCommand.self, HistoryCommand.self, DashboardCommand.self, ExportCommand.self,
    ]
}

/// Where a PerfCI command prints its main output: `BenchCommandLine`'s `CommandOutput` (write(2), a
/// lost stdout noticed). `BenchCommandLine` runs every subcommand through `execute(output:)`, never
/// ArgumentParser's `run()`.
struct PerfCIOutput {
    /// Writes text that ends with a newline (or nothing when it is empty).
    let write: (String) -> Void
}

/// A PerfCI command: `perform(_:)` prints and returns the exit status; the rest adapts it to the CLI.
protocol PerfCISubcommand: BenchSubcommand {
    /// Runs the command, printing its output to `out` or its one-line error to stderr; returns 0, 1 or 2.
    func perform(_ out: PerfCIOutput) -> Int32
}

extension PerfCISubcommand {
    /// For `BenchCommandLine`.
    func execute(output: CommandOutput) async throws -> BenchExitCode {
        let out = PerfCIOutput { text in
            guard !text.isEmpty else { return }
            output.print(text.hasSuffix("\n") ? String(text.dropLast()) : text)
        }
        return BenchExitCode(rawValue: perform(out)) ?? .crashed
    }
}

/// Error and result helpers shared by the PerfCI commands.
enum PerfCIConsole {
    /// Writes `error: <message>` as one line on stderr.
    static func error(_ message: String) {
        Console.error(message.split(whereSeparator: \.isNewline).joined(separator: " "))
    }

    /// Prints the warnings (one line each on stderr), then the output or the error; returns `code`.
    static func finish(_ out: PerfCIOutput, text: String, exitCode code: Int32, error: String?, warnings: [String] = []) -> Int32 {
        for warning in warnings { Console.warning(warning.split(whereSeparator: \.isNewline).joined(separator: " ")) }
        if let error { self.error(error) } else { out.write(text) }
        return code
    }
}
