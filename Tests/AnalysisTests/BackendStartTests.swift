import AnalysisStub
import TestSupport
import Testing

/// The stub's start: a `listening` line that cannot be written, or a parent that cannot be one, ends it
/// with a line on stderr and a non-zero exit (its starter would otherwise wait for a port that never comes).
@Suite struct BackendStartTests {
    @Test(arguments: [StreamSetup.closed, .devFull])
    func aListeningLineThatCannotBeWrittenFailsTheStub(_ stdout: StreamSetup) throws {
        // Its stdin stays open (as its starter's would) for 2 s, so only the failed write can end it sooner.
        let outcome = try TestProcess.run(
            "/bin/sh", ["-c", "sleep 2 | \"$0\"", Support.product("analysis-backend")],
            options: TestProcessOptions(stdout: stdout, timeout: 20)
        )
        #expect(outcome.exitCode == 3, "\(outcome)")
        #expect(outcome.stderr.hasPrefix("analysis-backend: "), "\(outcome)")
        #expect(outcome.stderr.contains("listening"), "\(outcome)")
    }

    @Test func parentZeroIsRefused() {
        #expect(throws: BackendStubOptionsError("--parent wants a process id ≥ 1, got '0'")) {
            try BackendStubOptions(arguments: ["--parent", "0"])
        }
    }
}
