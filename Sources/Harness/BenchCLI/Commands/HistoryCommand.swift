import ArgumentParser
import BenchReport
import PerfHistory
import PerfModel

/// `keyboard-bench history add|list|prune|changes`.
struct HistoryCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "history",
        abstract: "Keeps run reports in a history folder, one file per run, one folder per machine.",
        subcommands: [Add.self, List.self, Prune.self, Changes.self, Compact.self, Culprits.self]
    )

    /// The `--history DIR` option every history subcommand takes.
    struct Location: ParsableArguments {
        @Option(help: "The history folder.")
        var history: String = HistoryStore.defaultRoot
    }

    /// `history add REPORT.json`.
    struct Add: BenchSubcommand {
        static let configuration = CommandConfiguration(
            abstract: "Adds a run report to the history, as its compact entry (no raw samples).")
        @OptionGroup var location: Location
        @Argument(help: "The run report to add.")
        var report: String

        /// The history is the main output; stdout only reports what changed.
        var mainOutputIsStdout: Bool { false }

        func execute(output: CommandOutput) async throws -> CommandResult {
            HistoryCommandCore.add(report: report, history: location.history)
        }
    }

    /// `history compact`.
    struct Compact: BenchSubcommand {
        static let configuration = CommandConfiguration(
            abstract: "Rewrites full reports stored in the history (older tools, copied files) as compact entries."
        )
        @OptionGroup var location: Location

        /// The history is the main output; stdout only reports what changed.
        var mainOutputIsStdout: Bool { false }

        func execute(output: CommandOutput) async throws -> CommandResult {
            HistoryCommandCore.compact(history: location.history)
        }
    }

    /// `history list`.
    struct List: BenchSubcommand {
        static let configuration = CommandConfiguration(abstract: "Lists the stored runs, oldest first.")
        @OptionGroup var location: Location
        @Flag(help: "Print JSON.")
        var json = false

        func execute(output: CommandOutput) async throws -> CommandResult {
            HistoryCommandCore.list(history: location.history, json: json)
        }
    }

    /// `history prune --keep-last N`.
    struct Prune: BenchSubcommand {
        static let configuration = CommandConfiguration(
            abstract: "Keeps the newest runs of each machine and removes the rest.")
        @OptionGroup var location: Location
        @Option(
            parsing: .unconditional,
            help: ArgumentHelp("How many runs to keep per machine, 1 to 100000.", valueName: "n"))
        var keepLast: NumberOption<KeepLastRule>
        @Option(help: "Prune only the machine with this fingerprint.")
        var machine: String?

        /// The history is the main output; stdout only reports what changed.
        var mainOutputIsStdout: Bool { false }

        func validate() throws { _ = try keepLast.value() }

        func execute(output: CommandOutput) async throws -> CommandResult {
            HistoryCommandCore.prune(history: location.history, keepLast: try keepLast.value(), fingerprint: machine)
        }
    }

    /// `history changes`.
    struct Changes: BenchSubcommand {
        static let configuration = CommandConfiguration(
            abstract: "Lists change points per machine, scenario and metric (E-Divisive means, permutation test)."
        )
        @OptionGroup var location: Location
        @Option(
            parsing: .unconditional,
            help: ArgumentHelp("Significance level of the permutation test, between 0 and 1.", valueName: "alpha"))
        var alpha: NumberOption<AlphaRule> = "0.05"
        @Option(
            parsing: .unconditional,
            help: ArgumentHelp("Fewest runs on each side of a change point, 1 to 10000.", valueName: "n"))
        var minimumSegment: NumberOption<MinimumSegmentRule> = "3"
        @Option(
            parsing: .unconditional,
            help: ArgumentHelp(
                "The smallest change reported, as a fraction (0.05) or percent (5%); exact metrics report any change.",
                valueName: "floor"))
        var noiseFloor: NumberOption<NoiseFloorRule> = "5%"
        @Flag(help: "Print JSON.")
        var json = false
        @Flag(
            help: """
                Exit 1 when the newest run of a machine brings a regression change point (one not found without \
                that run); the nightly runs this after `history add`.
                """)
        var failOnNew = false

        /// The options, read: one line naming the option, the value and what is expected otherwise.
        func settings() throws -> (detector: EDivisive, floor: Double) {
            (EDivisive(alpha: try alpha.value(), minimumSegment: try minimumSegment.value()), try noiseFloor.value())
        }

        func validate() throws { _ = try settings() }

        func execute(output: CommandOutput) async throws -> CommandResult {
            let (detector, floor) = try settings()
            return HistoryCommandCore.changes(
                history: location.history, detector: detector, noiseFloor: NoiseFloor(fallback: floor), json: json,
                failOnNew: failOnNew)
        }
    }
}
