import BenchReport
import PerfModel

/// The one comparison entry point: `compare` (two files), `run --baseline` and `run --against` (reports
/// the run holds) all come here to check that the reports are comparable (`Comparability`), compare them,
/// render the Markdown and the JSON, and map the outcome to an exit code.
public enum CompareCommandCore {
    /// The outcome: the Markdown and the JSON of the comparison, and the exit code (0, 1 or 2).
    public struct Output: Sendable, Equatable {
        /// Markdown for a pull request or job summary (empty on bad input).
        public var markdown: String
        /// The same comparison as JSON (empty on bad input).
        public var json: String
        /// `.success` nothing regressed, `.budgetFailed` a regression, `.badInput` the reports cannot be compared.
        public var exitCode: BenchExitCode
        /// The one-line error on bad input.
        public var error: String?

        /// What `compare` prints: the JSON or the Markdown, or the error.
        public func result(printingJSON: Bool) -> CommandResult {
            CommandResult(text: printingJSON ? json : markdown, exitCode: exitCode, error: error)
        }
    }

    /// Compares the report at `currentPath` against the one at `baselinePath`.
    public static func run(
        baseline baselinePath: String, current currentPath: String,
        options: CompareOptions = CompareOptions(), input: ReportInput = .standard
    ) -> Output {
        do {
            let baseline = try input.run(at: baselinePath)
            let current = try input.run(at: currentPath)
            return compare(baseline: baseline, current: current, options: options)
        } catch {
            return Output(markdown: "", json: "", exitCode: .badInput, error: "\(error)")
        }
    }

    /// Compares `current` against `baseline`, both already read: each is made readable and checked
    /// (`RunReport.validate`), then `RunComparator` compares them after `Comparability`'s checks.
    public static func compare(baseline: RunReport, current: RunReport, options: CompareOptions = CompareOptions())
        -> Output
    {
        do {
            let (baseline, current) = (baseline.readable(), current.readable())
            try baseline.validate()
            try current.validate()
            let comparison = try RunComparator(options: options).compare(baseline: baseline, current: current)
            return Output(
                markdown: comparison.markdown, json: try JSONOutput.string(comparison), exitCode: comparison.exitCode)
        } catch {
            return Output(markdown: "", json: "", exitCode: .badInput, error: "\(error)")
        }
    }
}
