import BenchReport
import BenchRunner
import ArgumentParser
import Foundation

/// The command-line entry point shared by `keyboard-bench` and the fixture tool.
///
/// Subcommands: `list`, `run`, and the hidden `worker` the runner re-invokes the tool with.
/// Every error ends with one line on stderr and the exit codes of `BenchExitCode`.
public enum BenchCommandLine {
    /// Parses `arguments` (default: the process's own), runs the subcommand against `registry`, and exits.
    public static func main(arguments: [String]? = nil) async -> Never {
        signal(SIGPIPE, SIG_IGN)
        let code = await execute(arguments: arguments ?? Array(CommandLine.arguments.dropFirst()))
        exit(code)
    }

    /// Parses and runs one command line; returns the exit status instead of exiting.
    public static func execute(arguments: [String]) async -> Int32 {
        let command: any ParsableCommand
        do {
            command = try BenchRootCommand.parseAsRoot(arguments)
        } catch {
            return report(parseError: error)
        }
        if command is BenchRootCommand {
            Console.error("missing subcommand (list, run); see '\(ToolName.current) --help'")
            return BenchExitCode.badInput.rawValue
        }
        guard let subcommand = command as? any BenchSubcommand else {
            return runBuiltIn(command)
        }
        do {
            return try await subcommand.execute().rawValue
        } catch let error as UsageError {
            Console.error(error.message)
            return BenchExitCode.badInput.rawValue
        } catch {
            Console.error("\(error)")
            return BenchExitCode.crashed.rawValue
        }
    }

    /// ArgumentParser's own commands (`help`): they end by throwing a clean exit.
    static func runBuiltIn(_ command: any ParsableCommand) -> Int32 {
        var command = command
        do {
            try command.run()
            return 0
        } catch {
            return report(parseError: error)
        }
    }

    /// Help goes to stdout with status 0; any usage error becomes one line on stderr and status 2.
    static func report(parseError error: any Error) -> Int32 {
        let code = BenchRootCommand.exitCode(for: error)
        if code == .success {
            print(BenchRootCommand.fullMessage(for: error))
            return 0
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
    /// Runs the command; throws `UsageError` for bad input.
    func execute() async throws -> BenchExitCode
}

/// The worker executable a command talks to: `--worker`, else `$KEYBOARD_BENCH_WORKER`, else the one beside this tool.
struct WorkerOption: ParsableArguments {
    @Option(name: .customLong("worker"), help: ArgumentHelp("The worker executable (default: keyboard-bench-worker beside this tool).", valueName: "path", visibility: .hidden))
    var path: String?

    /// The launcher of the chosen worker.
    var launcher: WorkerLauncher { WorkerLauncher(executable: path ?? ExecutablePath.defaultWorker()) }

    /// The worker's catalogue; a bad declaration is bad input (exit 2), a missing worker a tool failure.
    func catalogue() async throws -> [ScenarioInfo] {
        do {
            return try await launcher.catalogue()
        } catch {
            if error.isBadInput { throw UsageError(error.description) }
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
