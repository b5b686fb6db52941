import ArgumentParser
import PerfCI

/// `keyboard-bench dashboard [--history DIR] [--output DIR]`.
struct DashboardCommand: PerfCISubcommand {
    static let configuration = CommandConfiguration(
        commandName: "dashboard",
        abstract: "Writes a static, offline trend dashboard (HTML + inline SVG) from the history."
    )

    @Option(help: "The history folder.")
    var history: String = HistoryStore.defaultRoot

    @Option(help: "Where to write the site.")
    var output: String = DashboardCommandCore.defaultOutput

    func perform() -> Int32 {
        let result = DashboardCommandCore.run(history: history, output: output)
        return PerfCIConsole.finish(text: result.text, exitCode: result.exitCode, error: result.error)
    }
}
