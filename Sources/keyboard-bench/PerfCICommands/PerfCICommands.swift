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

/// A PerfCI command: `perform()` prints and returns the exit status; the rest adapts it to the CLI.
protocol PerfCISubcommand: BenchSubcommand {
    /// Runs the command, printing its output or its one-line error; returns 0, 1 or 2.
    func perform() -> Int32
}

extension PerfCISubcommand {
    /// For `BenchCommandLine`.
    func execute() async throws -> BenchExitCode {
        BenchExitCode(rawValue: perform()) ?? .crashed
    }

    /// For ArgumentParser's own `main()`.
    func run() throws {
        let code = perform()
        if code != 0 { throw ExitCode(code) }
    }
}

/// Output helpers shared by the PerfCI commands.
enum PerfCIConsole {
    /// Prints `text` on stdout as is.
    static func out(_ text: String) {
        FileHandle.standardOutput.write(Data(text.utf8))
    }

    /// Writes `error: <message>` as one line on stderr.
    static func error(_ message: String) {
        let line = message.split(whereSeparator: \.isNewline).joined(separator: " ")
        FileHandle.standardError.write(Data("error: \(line)\n".utf8))
    }

    /// Prints the output or the error; returns `code`.
    static func finish(text: String, exitCode code: Int32, error: String?) -> Int32 {
        if let error { self.error(error) } else { out(text) }
        return code
    }
}
