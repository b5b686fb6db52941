import ArgumentParser
import PerfDashboard
import PerfHistory
import PerfModel

/// `keyboard-bench dashboard [--history DIR] [--output DIR]`.
struct DashboardCommand: BenchSubcommand {
    static let configuration = CommandConfiguration(
        commandName: "dashboard",
        abstract: "Writes a static, offline trend dashboard (HTML + inline SVG) from the history."
    )

    @Option(help: "The history folder.")
    var history: String = HistoryStore.defaultRoot

    @Option(help: "Where to write the site.")
    var output: String = DashboardCommandCore.defaultOutput

    /// The site is the main output; the line on stdout only says where it went.
    var mainOutputIsStdout: Bool { false }

    func execute(output out: CommandOutput) async throws -> CommandResult {
        DashboardCommandCore.run(history: history, output: output)
    }
}
