import ArgumentParser
import BenchReport
import BenchRunner
import BenchSafety
import Foundation
import PerfModel

/// The command-line entry point of `keyboard-bench`.
///
/// Every subcommand (`BenchRootCommand.configuration`) runs through `execute(arguments:output:)` and
/// ends with one `CommandResult`; every error is one line on stderr and an exit code of
/// `BenchExitCode`. A failed write to stderr never stops the tool, and a lost main output (stdout) is
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
        exit(await execute(arguments: Array(CommandLine.arguments.dropFirst()), output: output).rawValue)
    }

    /// Parses and runs one command line; returns the exit code instead of exiting.
    public static func execute(arguments: [String], output: CommandOutput) async -> BenchExitCode {
        if let unknown = unknownCommandAskingForHelp(arguments) { return refuseUnknown(unknown) }
        let command: any ParsableCommand
        do {
            command = try BenchRootCommand.parseAsRoot(arguments)
        } catch {
            return report(parseError: error, output: output)
        }
        if command is BenchRootCommand {
            Console.error(
                "missing subcommand (\(BenchRootCommand.subcommandNames.joined(separator: ", "))); see '\(ToolName.current) --help'"
            )
            return .badInput
        }
        guard let subcommand = command as? any BenchSubcommand else {
            return runBuiltIn(command, arguments: arguments, output: output)
        }
        let result: CommandResult
        do {
            result = try await subcommand.execute(output: output)
        } catch {
            result = CommandResult(thrown: error)
        }
        return output.finish(result, mainOutputIsStdout: subcommand.mainOutputIsStdout)
    }

    /// `frobnicate --help` (or `worker -h`): ArgumentParser would print the top-level help and exit 0;
    /// an unknown command is bad input whatever follows it.
    static func unknownCommandAskingForHelp(_ arguments: [String]) -> String? {
        guard let first = arguments.first, !first.hasPrefix("-"), first != "help",
            !BenchRootCommand.commandNames.contains(first),
            arguments.contains(where: { ["--help", "-h", "-help"].contains($0) })
        else { return nil }
        return first
    }

    /// ArgumentParser's own commands (`help`): an unknown command name is bad input, not the root help.
    static func runBuiltIn(_ command: any ParsableCommand, arguments: [String], output: CommandOutput) -> BenchExitCode
    {
        if arguments.first == "help", let unknown = BenchRootCommand.unknownHelpTopic(Array(arguments.dropFirst())) {
            return refuseUnknown(unknown)
        }
        var command = command
        do {
            try command.run()
            return .success
        } catch {
            return report(parseError: error, output: output)
        }
    }

    /// One line naming the unknown command and the known ones; exit 2.
    static func refuseUnknown(_ unknown: String) -> BenchExitCode {
        Console.error(
            "unknown command '\(unknown)' (commands: \(BenchRootCommand.commandNames.joined(separator: ", "))); see '\(ToolName.current) --help'"
        )
        return .badInput
    }

    /// Help goes to stdout with status 0; any usage error becomes one line on stderr and status 2.
    static func report(parseError error: any Error, output: CommandOutput) -> BenchExitCode {
        if BenchRootCommand.exitCode(for: error) == .success {
            output.print(BenchRootCommand.fullMessage(for: error))
            return output.finish(.success, mainOutputIsStdout: true)
        }
        let message = BenchRootCommand.message(for: error)
            .split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { !$0.isEmpty }.joined(separator: " ")
        Console.error("\(message) (see '\(ToolName.current) --help')")
        return .badInput
    }
}
