import Glibc
import Testing
import TestSupport

/// The shared process runner: what it reports is what the child did.
@Suite struct TestProcessTests {
    static func sh(_ script: String, _ options: TestProcessOptions = TestProcessOptions()) throws -> ProcessOutcome {
        try TestProcess.run("/bin/sh", ["-c", script], options: options)
    }

    @Test func capturesBothStreamsAndTheExitStatus() throws {
        let outcome = try Self.sh("echo out; echo err >&2; exit 3")
        #expect(outcome.exitCode == 3 && outcome.signal == nil && !outcome.timedOut)
        #expect(outcome.stdout == "out\n" && outcome.stderr == "err\n")
        #expect(outcome.status == 3)
    }

    @Test func reportsTheSignalThatEndedTheChild() throws {
        let outcome = try Self.sh("kill -SEGV $$")
        #expect(outcome.exitCode == nil && outcome.signal == SIGSEGV && !outcome.timedOut)
        #expect(outcome.status == 128 + SIGSEGV)
    }

    @Test func killsAChildPastItsTimeoutAndSaysSo() throws {
        let outcome = try Self.sh("exec sleep 30", TestProcessOptions(timeout: 0.3))
        #expect(outcome.timedOut && outcome.signal == SIGKILL && outcome.exitCode == nil)
        // What it wrote before the kill is kept (waited for first, so a busy machine cannot make it late).
        let child = try TestProcess.start("/bin/sh", ["-c", "echo started; exec sleep 30"])
        #expect(child.waitForStdout(containing: "started", timeout: 30))
        let killed = child.finish(timeout: 0.3)
        #expect(killed.timedOut && killed.signal == SIGKILL && killed.stdout == "started\n")
    }

    @Test func feedsStdinAndSetsEnvironmentAndDirectory() throws {
        let input = Array(String(repeating: "x", count: 300_000).utf8)  // more than a pipe holds
        let options = TestProcessOptions(
            environment: ["KB_TEST_VALUE": "42", "HOME": nil], stdin: input, directory: "/tmp")
        let outcome = try Self.sh(#"printf '%s %s %s ' "$KB_TEST_VALUE" "${HOME-unset}" "$(pwd)"; wc -c"#, options)
        #expect(outcome.exitCode == 0, "\(outcome)")
        #expect(outcome.stdout == "42 unset /tmp 300000\n")
    }

    @Test func largeOutputOnBothStreamsDoesNotDeadlock() throws {
        let outcome = try Self.sh(
            "head -c 500000 /dev/zero >&2; head -c 500000 /dev/zero", TestProcessOptions(timeout: 30))
        #expect(!outcome.timedOut && outcome.stdout.utf8.count == 500_000 && outcome.stderr.utf8.count == 500_000)
    }

    @Test func closedFullAndBrokenStreamsReachTheChild() throws {
        let closed = try Self.sh("echo x || echo failed >&2", TestProcessOptions(stdout: .closed))
        #expect(closed.stderr.contains("failed"), "\(closed)")
        let full = try Self.sh("echo x || echo failed >&2", TestProcessOptions(stdout: .devFull))
        #expect(full.stderr.contains("failed"), "\(full)")
        let broken = try Self.sh("echo x; echo after >&2", TestProcessOptions(stdout: .brokenPipe))
        #expect(broken.signal == SIGPIPE, "SIGPIPE is at its default in the child: \(broken)")
    }

    @Test func aStartedChildCanBeWaitedOnSignalledAndIsReapedWhenDropped() throws {
        let child = try TestProcess.start("/bin/sh", ["-c", "echo ready; exec sleep 30"])
        #expect(child.waitForStdout(containing: "ready", timeout: 10))
        #expect(child.isRunning)
        child.send(SIGKILL)
        let outcome = child.finish(timeout: 10)
        #expect(outcome.signal == SIGKILL && !outcome.timedOut)
        var pid: pid_t = 0
        do {
            let dropped = try TestProcess.start("/bin/sleep", ["30"])
            pid = dropped.pid
        }
        #expect(kill(pid, 0) != 0, "a dropped handle kills and reaps its child")
    }

    @Test func aMissingExecutableIsAnError() {
        #expect(throws: TestProcessError.self) { try TestProcess.run("/nonexistent/program") }
    }
}
