import ArgumentParser
import BenchReport
import BenchSafety
import PerfModel
import Testing
@testable import BenchCLI

/// How a command's outcome becomes its exit code: thrown errors, core errors, a run and its comparison.
@Suite("exit codes")
struct ExitCodeTests {
    struct Unexpected: Error, CustomStringConvertible { var description: String { "it broke" } }

    @Test func theDocumentedCodes() {
        #expect(
            [BenchExitCode.success, .budgetFailed, .badInput, .crashed, .cannotJudge].map(\.rawValue) == [
                0, 1, 2, 3, 4,
            ])
    }

    @Test func badInputThrownIsTwoAndAnythingElseThree() {
        #expect(BenchExitCode(thrown: UsageError("no")) == .badInput)
        #expect(BenchExitCode(thrown: ValidationError("no")) == .badInput)
        #expect(BenchExitCode(thrown: ToolFailure("valgrind not found")) == .crashed)
        #expect(BenchExitCode(thrown: Unexpected()) == .crashed)
    }

    @Test func aThrownErrorBecomesOneResultWithItsMessage() {
        #expect(
            CommandResult(thrown: UsageError("unknown tag 'x'"))
                == CommandResult(exitCode: .badInput, error: "unknown tag 'x'"))
        #expect(CommandResult(thrown: ValidationError("invalid --alpha '2'")).error == "invalid --alpha '2'")
        #expect(
            CommandResult(thrown: ToolFailure("no worker")) == CommandResult(exitCode: .crashed, error: "no worker"))
        #expect(CommandResult(thrown: Unexpected()).error == "it broke")
    }

    @Test func aCoreErrorIsBadInputAndAFailedWriteACrash() {
        #expect(
            CommandResult(failure: PerfCIError("empty history"))
                == CommandResult(exitCode: .badInput, error: "empty history"))
        #expect(BenchExitCode(thrown: PerfCIError("x")) == .badInput)
        #expect(CommandResult(failure: SystemError("write to /x", code: 28)).exitCode == .crashed)
    }

    /// One rule for every command: an error no type claims is the tool's failure (3) whether `run`
    /// or a PerfCI command (`history`, `dashboard`, `export`) caught it.
    @Test func anUnknownErrorIsThreeInEveryCommand() {
        #expect(BenchExitCode(thrown: Unexpected()) == .crashed)
        #expect(CommandResult(failure: Unexpected()).exitCode == .crashed)
        #expect(CommandResult(thrown: Unexpected()).exitCode == .crashed)
    }

    @Test func badInputOfEveryModuleCarriesTwo() {
        #expect(BenchExitCode(thrown: ReportDecodingError.notAReport("no")) == .badInput)
        #expect(BenchExitCode(thrown: MergeError("no")) == .badInput)
    }

    @Test func aRunEndsWithTheWorseOfItsAndItsComparisonsCode() {
        #expect(BenchExitCode.worse(.success, .budgetFailed) == .budgetFailed)
        #expect(BenchExitCode.worse(.crashed, .budgetFailed) == .crashed)
        #expect(BenchExitCode.worse(.budgetFailed, .badInput) == .badInput)
        #expect(BenchExitCode.worse(.success, .success) == .success)
    }

    /// "Cannot judge" (4) is neither a pass nor a failure: it outranks success, but a regression, bad
    /// input or a crash found beside it outranks it (its number is not its rank).
    @Test func cannotJudgeRanksBetweenSuccessAndARegression() {
        #expect(BenchExitCode.worse(.success, .cannotJudge) == .cannotJudge)
        #expect(BenchExitCode.worse(.cannotJudge, .budgetFailed) == .budgetFailed)
        #expect(BenchExitCode.worse(.crashed, .cannotJudge) == .crashed)
        #expect(BenchExitCode.worse(.cannotJudge, .badInput) == .badInput)
    }

    @Test func messagesOnStderrAreOneLine() {
        #expect(Console.oneLine("a\nb\r\nc") == "a b c")
    }
}
