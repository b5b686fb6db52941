import BenchReport
import BenchRunner
import BenchSafety
import ArgumentParser
import Foundation

/// The command-line entry point of `keyboard-bench`.
///
/// Subcommands: `list`, `run`. Every error ends with one line on stderr and the exit codes of
/// `BenchExitCode`; a failed write to stderr never stops the tool, and a lost main output (stdout) is
/// a failure, not a silent success.
public enum BenchCommandLine {
    /// Prepares the standard streams, parses the process's arguments, runs the subcommand, and exits.
    public static func main() async -> Never {
        let streams = StandardStreams.prepare()
        if let invalid = ArgumentBytes.firstInvalidUTF8(ArgumentBytes.processArguments()) {
            Console.error("\(invalid)")
            exit(BenchExitCode.badInput.rawValue)
        }
        let output = CommandOutput(streams: streams)
        exit(await execute(arguments: Array(CommandLine.arguments.dropFirst()), output: output))
    }

    /// Parses and runs one command line; returns the exit status instead of exiting.
    public static func execute(arguments: [String], output: CommandOutput) async -> Int32 {
        if let unknown = unknownCommandAskingForHelp(arguments) {
            Console.error("unknown command '\(unknown)' (commands: \(BenchRootCommand.commandNames.joined(separator: ", "))); see '\(ToolName.current) --help'")
            return BenchExitCode.badInput.rawValue
        }
        let command: any ParsableCommand
        do {
            command = try BenchRootCommand.parseAsRoot(arguments)
        } catch {
            return report(parseError: error, output: output)
        }
        if command is BenchRootCommand {
            Console.error("missing subcommand (list, run); see '\(ToolName.current) --help'")
            return BenchExitCode.badInput.rawValue
        }
        guard let subcommand = command as? any BenchSubcommand else {
            return runBuiltIn(command, arguments: arguments, output: output)
        }
        let code: BenchExitCode
        do {
            code = try await subcommand.execute(output: output)
        } catch let error as UsageError {
            Console.error(error.message)
            return BenchExitCode.badInput.rawValue
        } catch {
            Console.error("\(error)")
            return BenchExitCode.crashed.rawValue
        }
        return output.finish(code, mainOutputIsStdout: subcommand.mainOutputIsStdout).rawValue
    }

    /// `frobnicate --help` (or `worker -h`): ArgumentParser would print the top-level help and exit 0;
    /// an unknown command is bad input whatever follows it (issue 18 item 17).
    static func unknownCommandAskingForHelp(_ arguments: [String]) -> String? {
        guard let first = arguments.first, !first.hasPrefix("-"), first != "help",
              !BenchRootCommand.commandNames.contains(first),
              arguments.contains(where: { ["--help", "-h", "-help"].contains($0) }) else { return nil }
        return first
    }

    /// ArgumentParser's own commands (`help`): an unknown command name is bad input, not the root help.
    static func runBuiltIn(_ command: any ParsableCommand, arguments: [String], output: CommandOutput) -> Int32 {
        if arguments.first == "help", let unknown = arguments.dropFirst().first(where: { !BenchRootCommand.commandNames.contains($0) }) {
            Console.error("unknown command '\(unknown)' (commands: \(BenchRootCommand.commandNames.joined(separator: ", "))); see '\(ToolName.current) --help'")
            return BenchExitCode.badInput.rawValue
        }
        var command = command
        do {
            try command.run()
            return 0
        } catch {
            return report(parseError: error, output: output)
        }
    }

    /// Help goes to stdout with status 0; any usage error becomes one line on stderr and status 2.
    static func report(parseError error: any Error, output: CommandOutput) -> Int32 {
        let code = BenchRootCommand.exitCode(for: error)
        if code == .success {
            output.print(BenchRootCommand.fullMessage(for: error))
            return output.finish(.success, mainOutputIsStdout: true).rawValue
        }
        let message = BenchRootCommand.message(for: error)
            .split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { !$0.isEmpty }.joined(separator: " ")
        Console.error("\(message) (see '\(ToolName.current) --help')")
        return BenchExitCode.badInput.rawValue
    }
}

/// A subcommand the entry point can run.
protocol BenchSubcommand: ParsableCommand {
    /// Runs the command, writing its main output to `output`; throws `UsageError` for bad input.
    func execute(output: CommandOutput) async throws -> BenchExitCode
    /// Whether stdout carries what the command is for (`list`), so losing it fails the command;
    /// `run`'s main output is its report files.
    var mainOutputIsStdout: Bool { get }
}

extension BenchSubcommand {
    var mainOutputIsStdout: Bool { true }
}

/// A command's standard output: written with `write(2)`, its first failure kept.
public final class CommandOutput {
    private var output: MainOutput

    /// The output on stdout, as `streams` found it.
    init(streams: StandardStreams) { output = MainOutput(streams: streams) }

    /// Writes `text` and a newline.
    func print(_ text: String) { output.print(text) }

    /// The exit code once the command is done: a lost main output fails a command that succeeded or
    /// found a regression (exit 3, one line on stderr: `compare >&-` must not exit 1 in silence).
    func finish(_ code: BenchExitCode, mainOutputIsStdout: Bool) -> BenchExitCode {
        guard let failure = output.failure, mainOutputIsStdout, code == .success || code == .budgetFailed else { return code }
        Console.error("the output was lost: \(failure)")
        return .crashed
    }
}

/// The worker executable a command talks to: `--worker`, else `$KEYBOARD_BENCH_WORKER`, else the one beside this tool.
struct WorkerOption: ParsableArguments {
    @Option(name: .customLong("worker"), help: ArgumentHelp("The worker executable (default: keyboard-bench-worker beside this tool).", valueName: "path", visibility: .hidden))
    var path: String?

    /// The launcher of the chosen worker.
    var launcher: WorkerLauncher { WorkerLauncher(executable: path ?? ExecutablePath.defaultWorker()) }

    /// The worker's catalogue; a bad declaration is bad input (exit 2), a missing worker a tool failure.
    ///
    /// A declaration mistake stops every command (issue 18 item 19, decided: refuse, never run a suite
    /// with a scenario silently missing), except a run whose `--filter` leaves the broken scenario
    /// out: then only the selected scenarios are described and checked, and the run goes on.
    func catalogue(filter: String? = nil) async throws -> [ScenarioInfo] {
        do {
            return try await launcher.catalogue()
        } catch where error.isBadInput {
            guard let filter else {
                throw UsageError(error.description + " (fix it; meanwhile other scenarios can run with run --filter)")
            }
            do { return try await launcher.catalogue(filter: filter) } catch where error.isBadInput {
                throw UsageError(error.description + " (it is selected by --filter '\(filter)')")
            } catch {
                throw ToolFailure(error.description)
            }
        } catch {
            throw ToolFailure(error.description)
        }
    }
}

/// The tool itself failed (exit 3), one line.
struct ToolFailure: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}

/// Bad usage or bad input: reported as one line on stderr, exit status 2.
public struct UsageError: Error, Equatable, CustomStringConvertible {
    /// The line printed (after `error: `).
    public var message: String
    /// A usage error with the given message.
    public init(_ message: String) { self.message = message }
    /// The message.
    public var description: String { message }
}

/// The name the tool was invoked as (for messages and help).
enum ToolName {
    static var current: String {
        URL(fileURLWithPath: CommandLine.arguments.first ?? "keyboard-bench").lastPathComponent
    }
}
