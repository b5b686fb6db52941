import ArgumentParser
import BenchReport
import Foundation
import PerfDashboard
import PerfHistory
import PerfModel

extension HistoryCommand {
    /// `history culprits`: what the nightly does after adding its run (scripts/nightly.sh).
    struct Culprits: BenchSubcommand {
        static let configuration = CommandConfiguration(
            abstract:
                "Bisects the regressions the newest run brings, keeps their culprits, and prints the nightly's last screen.",
            discussion: """
                Lists the change points and the new regressions as `history changes --fail-on-new` does; bisects \
                each new regression between the last good run's commit and the first bad run's (`keyboard-bench \
                bisect`, on the regressed count, or on its operation's instruction count for a timing), all \
                bisects within --bisect-budget seconds; keeps the culprits in the history (.culprits/, beside the \
                newest run), redraws --dashboard with them, writes --summary, and prints last: broken budgets, new \
                regressions with culprit, the scenarios closest to budget, and where the dashboard is. Run it from \
                the package's root. Exit: 0 no new regression; 1 a new regression (found or not, its culprit); 2 \
                bad usage or input; 3 a write failed.
                """)
        @OptionGroup var location: Location
        @Option(
            parsing: .unconditional,
            help: ArgumentHelp(
                "Seconds all bisects may take (default $KEYBOARD_BENCH_BISECT_BUDGET, else 1200; 0: no bisect).",
                valueName: "seconds"))
        var bisectBudget: String?
        @Flag(help: "Bisect nothing (the regressions are listed, their culprits not searched).")
        var noBisect = false
        @Option(
            parsing: .unconditional,
            help: ArgumentHelp("The bisects' worker cache (default: the bisect's).", valueName: "dir"))
        var cache: String?
        @Option(
            parsing: .unconditional,
            help: ArgumentHelp("Where the bisects' reports and logs go (default Reports/bisect).", valueName: "dir"))
        var output = "Reports/bisect"
        @Option(
            parsing: .unconditional,
            help: ArgumentHelp("Redraw the dashboard here after keeping the culprits.", valueName: "dir"))
        var dashboard: String?
        @Option(
            parsing: .unconditional,
            help: ArgumentHelp("Also write the last screen as Markdown here (a job summary).", valueName: "path"))
        var summary: String?

        /// The default budget, seconds.
        static let defaultBudget = 1200.0
        /// The variable that sets the budget when --bisect-budget is not given.
        static let budgetVariable = "KEYBOARD_BENCH_BISECT_BUDGET"

        /// The budget in seconds (0: no bisect); a bad value is one `UsageError`.
        func budget(environment: [String: String]) throws -> Double {
            if noBisect { return 0 }
            let given =
                bisectBudget.map { ($0, "--bisect-budget") }
                ?? environment[Self.budgetVariable].flatMap { $0.isEmpty ? nil : ($0, Self.budgetVariable) }
            guard let given else { return Self.defaultBudget }
            let (text, name) = given
            guard let seconds = Double(text), seconds >= 0, seconds <= 86_400 else {
                throw UsageError("\(name) '\(text)' is not a number of seconds from 0 to 86400")
            }
            return seconds
        }

        func validate() throws { _ = try budget(environment: ProcessInfo.processInfo.environment) }

        func execute(output console: CommandOutput) async throws -> CommandResult {
            let directory = FileManager.default.currentDirectoryPath
            let absolute = { (path: String) in path.hasPrefix("/") ? path : "\(directory)/\(path)" }
            let nightly = NightlyCulprits(
                history: location.history, budget: try budget(environment: ProcessInfo.processInfo.environment),
                directory: directory, tool: CulpritsTool.path(), cache: cache.map(absolute), output: absolute(output),
                dashboard: dashboard, summary: summary)
            return await nightly.run()
        }
    }
}

/// Where `keyboard-bench` itself is, to start its bisects.
enum CulpritsTool {
    /// This executable's path (`/proc/self/exe`), else the path it was started by.
    static func path() -> String {
        (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
    }
}
