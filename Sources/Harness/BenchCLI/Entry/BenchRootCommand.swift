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
        ListCommand.self, RunCommand.self, MergeCommand.self, CompareCommand.self, ExplainCommand.self,
        HistoryCommand.self, DashboardCommand.self, ExportCommand.self, GateCommand.self, BisectCommand.self,
    ]

    /// The subcommands' names (`list`, `run`, …).
    static var subcommandNames: [String] { commands.map { $0.configuration.commandName ?? "" } }

    /// The names `help` accepts: the subcommands and `help` itself (listed after `merge` in messages).
    static var commandNames: [String] { subcommandNames.prefix(3) + ["help"] + subcommandNames.dropFirst(3) }

    /// The first word of a `help` topic (`history compact`) that does not name a command below the
    /// words before it; `nil` when the whole topic is a path through the command tree.
    static func unknownHelpTopic(_ words: [String]) -> String? {
        guard let first = words.first else { return nil }
        guard commandNames.contains(first) else { return first }
        var level: [any ParsableCommand.Type] = commands.filter { $0._commandName == first }
        for word in words.dropFirst() {
            let below = level.first?.configuration.subcommands ?? []
            guard let next = below.first(where: { $0._commandName == word }) else { return word }
            level = [next]
        }
        return nil
    }
}
