import BenchReport

/// The gate's last line: what it decided, what it found, and its exit code.
struct GateVerdict: Sendable, Equatable {
    /// The exit code.
    var code: BenchExitCode
    /// What was found (`compare: 1 worse · 24 unchanged; budgets: 25 passed in 73.1 s`), or what failed.
    var finding: String

    /// `PASSED`, `FAILED` (a regression or a broken budget), `CANNOT JUDGE` (too few pairs or repetitions
    /// for the test: never a pass) or `ERROR` (bad input, a crash, a failure).
    var word: String {
        switch code {
        case .success: "PASSED"
        case .budgetFailed: "FAILED"
        case .cannotJudge: "CANNOT JUDGE"
        case .badInput, .crashed: "ERROR"
        }
    }

    /// `pr-check: FAILED — compare: 1 worse · 24 unchanged; budgets: 25 passed in 73.1 s (exit 1)`.
    var line: String { "\(GateConsole.prefix) \(word) — \(finding) (exit \(code.rawValue))" }

    /// Prints the line last on stdout, and on stderr too when stdout is not a terminal (a file, a pipe,
    /// a CI log that shows stderr): the verdict is the last line a reader sees either way.
    func print(on output: CommandOutput, stdoutIsTerminal: Bool) -> BenchExitCode {
        output.print(line)
        if !stdoutIsTerminal { Console.writeErr(line + "\n") }
        return code
    }
}
