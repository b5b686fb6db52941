import BenchReport
import BenchRunner
import ArgumentParser

/// The root of the command tree; only parsed, never run by ArgumentParser itself.
struct BenchRootCommand: ParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: ToolName.current,
            abstract: "Runs performance and stress scenarios, each in its own worker process, and writes reports.",
            discussion: """
            Exit codes: 0 every budget held; 1 a budget failed or a leak was found; \
            2 bad usage or bad input (one line on stderr); 3 a scenario crashed, hung or errored, or the tool failed (an output that could not be written, in every command).
            """,
            subcommands: [ListCommand.self, RunCommand.self, MergeCommand.self] + PerfCICommands.all
        )
    }

    /// The names `help` accepts.
    static var commandNames: [String] { ["list", "run", "merge", "help"] + PerfCICommands.all.map { $0.configuration.commandName ?? "" } }
}
