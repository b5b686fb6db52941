import ArgumentParser
import PerfCI

/// `keyboard-bench history add|list|prune|changes`.
struct HistoryCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "history",
        abstract: "Keeps run reports in a history folder, one file per run, one folder per machine.",
        subcommands: [Add.self, List.self, Prune.self, Changes.self]
    )

    /// The `--history DIR` option every history subcommand takes.
    struct Location: ParsableArguments {
        @Option(help: "The history folder.")
        var history: String = HistoryStore.defaultRoot
    }

    /// `history add REPORT.json`.
    struct Add: PerfCISubcommand {
        static let configuration = CommandConfiguration(abstract: "Adds a run report (its original JSON) to the history.")
        @OptionGroup var location: Location
        @Argument(help: "The run report to add.")
        var report: String

        /// The history is the main output; stdout only reports what changed.
        var mainOutputIsStdout: Bool { false }

        func perform(_ out: PerfCIOutput) -> Int32 {
            let output = HistoryCommandCore.add(report: report, history: location.history)
            return PerfCIConsole.finish(out, text: output.text, exitCode: output.exitCode, error: output.error)
        }
    }

    /// `history list`.
    struct List: PerfCISubcommand {
        static let configuration = CommandConfiguration(abstract: "Lists the stored runs, oldest first.")
        @OptionGroup var location: Location
        @Flag(help: "Print JSON.")
        var json = false

        func perform(_ out: PerfCIOutput) -> Int32 {
            let output = HistoryCommandCore.list(history: location.history, json: json)
            return PerfCIConsole.finish(out, text: output.text, exitCode: output.exitCode, error: output.error)
        }
    }

    /// `history prune --keep-last N`.
    struct Prune: PerfCISubcommand {
        static let configuration = CommandConfiguration(abstract: "Keeps the newest runs of each machine and removes the rest.")
        @OptionGroup var location: Location
        @Option(help: "How many runs to keep per machine.")
        var keepLast: Int
        @Option(help: "Prune only the machine with this fingerprint.")
        var machine: String?

        /// The history is the main output; stdout only reports what changed.
        var mainOutputIsStdout: Bool { false }

        func perform(_ out: PerfCIOutput) -> Int32 {
            let output = HistoryCommandCore.prune(history: location.history, keepLast: keepLast, fingerprint: machine)
            return PerfCIConsole.finish(out, text: output.text, exitCode: output.exitCode, error: output.error)
        }
    }

    /// `history changes`.
    struct Changes: PerfCISubcommand {
        static let configuration = CommandConfiguration(
            abstract: "Lists change points per machine, scenario and metric (E-Divisive means, permutation test)."
        )
        @OptionGroup var location: Location
        @Option(help: "Significance level of the permutation test.")
        var alpha: Double = 0.05
        @Option(help: "Fewest runs on each side of a change point.")
        var minimumSegment: Int = 3
        @Option(help: "The smallest change reported, as a fraction (0.05) or percent (5%); exact metrics report any change.")
        var noiseFloor: String = "5%"
        @Flag(help: "Print JSON.")
        var json = false

        func perform(_ out: PerfCIOutput) -> Int32 {
            let detector = EDivisive(alpha: alpha, minimumSegment: minimumSegment)
            guard let floor = try? NoiseFloor.parseOverride("*=\(noiseFloor)").fraction else {
                PerfCIConsole.error("--noise-floor '\(noiseFloor)' is not a fraction or a percentage")
                return PerfCIExit.badInput
            }
            let output = HistoryCommandCore.changes(
                history: location.history, detector: detector, noiseFloor: NoiseFloor(fallback: floor), json: json
            )
            return PerfCIConsole.finish(out, text: output.text, exitCode: output.exitCode, error: output.error)
        }
    }
}
