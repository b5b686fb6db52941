import ArgumentParser
import BenchReport
import BenchRunner

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
            subcommands: commands
        )
    }

    /// Every subcommand, in the order help lists them.
    static let commands: [any ParsableCommand.Type] = [
        ListCommand.self, RunCommand.self, MergeCommand.self, CompareCommand.self, HistoryCommand.self,
        DashboardCommand.self, ExportCommand.self,
    ]

    /// The subcommands' names (`list`, `run`, …).
    static var subcommandNames: [String] { commands.map { $0.configuration.commandName ?? "" } }

    /// The names `help` accepts: the subcommands and `help` itself (listed after `merge` in messages).
    static var commandNames: [String] { subcommandNames.prefix(3) + ["help"] + subcommandNames.dropFirst(3) }
}
