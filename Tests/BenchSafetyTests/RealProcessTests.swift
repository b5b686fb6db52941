import Glibc
import Testing

@testable import BenchSafety
import TestSupport

/// Failed writes in a real process (`safety-fixture`), with closed, full and broken descriptors.
@Suite(.serialized) struct RealProcessTests {
    static let fixture = TestProducts.path("safety-fixture")

    /// How each of the child's fds 1 and 2 is set up.
    typealias Descriptor = StreamSetup

    /// Runs the fixture with `arguments`; stdout and stderr as asked (each captured when `.capture`).
    /// The child starts with SIGPIPE at its default (killing), as from a shell, even if this test process
    /// ignores it (the shared runner resets it).
    static func run(_ arguments: [String], stdout: Descriptor, stderr: Descriptor) throws -> ProcessOutcome {
        try TestProcess.run(
            fixture, arguments, options: TestProcessOptions(stdout: stdout, stderr: stderr, timeout: 60))
    }

    @Test func listWithStdoutClosedExits3NamingTheLostOutput() throws {
        let outcome = try Self.run(["list"], stdout: .closed, stderr: .capture)
        #expect(outcome.exitCode == 3)
        #expect(
            outcome.stderr.split(separator: "\n").first
                == "error: cannot write to stdout (it was closed): Bad file descriptor")
    }

    @Test func listToAFullDiskExits3() throws {
        let outcome = try Self.run(["list"], stdout: .devFull, stderr: .capture)
        #expect(outcome.exitCode == 3)
        #expect(outcome.stderr.hasPrefix("error: cannot write to stdout: No space left on device"))
    }

    @Test(arguments: [Descriptor.closed, .devFull, .brokenPipe])
    func badInputWithABrokenStderrStillExits2(_ stderr: Descriptor) throws {
        let outcome = try Self.run(["bad-input"], stdout: .capture, stderr: stderr)
        #expect(outcome.signal == nil)
        #expect(outcome.exitCode == 2)
    }

    @Test func runWhoseReaderWentAwayStillWritesItsReport() throws {
        let scratch = try TemporaryDirectory("bench-safety")
        let outcome = try Self.run(["run", scratch.path], stdout: .brokenPipe, stderr: .brokenPipe)
        #expect(outcome.signal == nil)
        #expect(outcome.exitCode == 0)
        #expect(scratch.read("report.json") == "{\"ok\":true}")
    }

    /// The same run without `StandardStreams.prepare()`: SIGPIPE kills it and no report is written
    /// (what happened before the tool ignored SIGPIPE). This is the behaviour the fix removes.
    @Test func withoutPreparingARunIsKilledBySIGPIPE() throws {
        let scratch = try TemporaryDirectory("bench-safety")
        let outcome = try Self.run(["run-unprepared", scratch.path], stdout: .brokenPipe, stderr: .brokenPipe)
        #expect(outcome.signal == SIGPIPE)
        #expect(scratch.read("report.json") == nil)
    }
}
