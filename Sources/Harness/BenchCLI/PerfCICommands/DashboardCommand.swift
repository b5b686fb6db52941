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

    /// The site is the main output; the line on stdout only says where it went.
    var mainOutputIsStdout: Bool { false }

    func perform(_ out: PerfCIOutput) -> Int32 {
        let result = DashboardCommandCore.run(history: history, output: output)
        return PerfCIConsole.finish(out, text: result.text, exitCode: result.exitCode, error: result.error, warnings: result.warnings)
    }
}
