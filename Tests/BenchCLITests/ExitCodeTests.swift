import ArgumentParser
import BenchReport
import BenchSafety
import PerfCI
import Testing
@testable import BenchCLI

/// How a command's outcome becomes its exit code: thrown errors, core errors, a run and its comparison.
@Suite("exit codes")
struct ExitCodeTests {
    struct Unexpected: Error, CustomStringConvertible { var description: String { "it broke" } }

    @Test func theDocumentedCodes() {
        #expect([BenchExitCode.success, .budgetFailed, .badInput, .crashed].map(\.rawValue) == [0, 1, 2, 3])
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
        #expect(BenchExitCode.code(for: PerfCIError("x")) == .badInput)
    }

    @Test func aRunEndsWithTheWorseOfItsAndItsComparisonsCode() {
        #expect(BenchExitCode.worse(.success, .budgetFailed) == .budgetFailed)
        #expect(BenchExitCode.worse(.crashed, .budgetFailed) == .crashed)
        #expect(BenchExitCode.worse(.budgetFailed, .badInput) == .badInput)
        #expect(BenchExitCode.worse(.success, .success) == .success)
    }

    @Test func messagesOnStderrAreOneLine() {
        #expect(Console.oneLine("a\nb\r\nc") == "a b c")
    }
}
