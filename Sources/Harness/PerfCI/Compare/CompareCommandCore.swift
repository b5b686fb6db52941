import BenchReport

/// What `keyboard-bench compare` does, without the argument parsing: read two reports, compare, render.
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
            try MachineSeries.checkCompare(baseline: baseline, current: current, allowDifferentMachines: options.allowDifferentMachines)
            let comparison = try RunComparator(options: options).compare(baseline: baseline, current: current)
            return Output(markdown: comparison.markdown, json: try JSONOutput.string(comparison), exitCode: comparison.exitCode)
        } catch {
            return Output(markdown: "", json: "", exitCode: .badInput, error: "\(error)")
        }
    }
}
