import AnalysisStub
import Testing

/// The stub's one options type: what the launcher writes, the stub reads back unchanged; bad command
/// lines are refused in one line.
@Suite struct BackendStubOptionsTests {
    @Test func theLauncherSArgumentsParseBackToTheSameOptions() throws {
        var options = BackendStubOptions(latencyMilliseconds: 40)
        options.parent = 4_242
        options.failureRate = 0.25
        options.malformedRate = 0.1
        options.resetRate = 1
        options.slowReadMilliseconds = 30
        options.seed = 18_446_744_073_709_551_615
        #expect(try BackendStubOptions(arguments: options.arguments) == options)
        #expect(try BackendStubOptions(arguments: BackendStubOptions().arguments) == BackendStubOptions())
    }

    @Test func noParentIsWrittenWhenNoneIsNamed() {
        #expect(!BackendStubOptions().arguments.contains("--parent"))
    }

    @Test(arguments: [
        (["--latency-ms"], "--latency-ms needs a value"),
        (["--failure-rate", "1.5"], "--failure-rate wants a number in 0...1, got '1.5'"),
        (["--seed", "-1"], "--seed wants a whole number ≥ 0, got '-1'"),
        (["--colour", "red"], "unknown option --colour"),
    ])
    func badCommandLinesAreRefusedByName(_ arguments: [String], _ message: String) {
        #expect(throws: BackendStubOptionsError(message)) { try BackendStubOptions(arguments: arguments) }
    }
}
