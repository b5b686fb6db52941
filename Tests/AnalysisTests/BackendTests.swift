import AnalysisClient
import AnalysisStub
import Foundation
import KeyboardCore
import TestSupport
import Testing

/// The real client against the stub process: verdicts, failures by kind, counts, and lifetimes.
@Suite(.serialized) struct BackendTests {
    func snippet(_ text: String) -> SnippetBuffer {
        var window = SnippetBuffer()
        window.append(text, isSecure: false)
        return window
    }

    /// Sends one request and waits for its outcome (the test waits; a keystroke never would).
    func roundTrip(_ client: HTTPAnalysisClient, _ text: String) throws -> AnalysisOutcome {
        #expect(
            client.send(sessionID: SessionIdentifier.make(), appBundle: "com.apple.MobileSMS", snippet: snippet(text)))
        #expect(
            !client.send(sessionID: SessionIdentifier.make(), appBundle: "x", snippet: snippet(text)), "one in flight")
        var outcome: AnalysisOutcome?
        #expect(
            Support.eventually(8) {
                outcome = client.takeOutcome(); return outcome != nil
            })
        return try #require(outcome)
    }

    @Test func aVerdictComesBackAndTheCountsAgree() throws {
        let stub = try BackendStub(
            options: BackendStubOptions(latencyMilliseconds: 20), executable: Support.product("analysis-backend"))
        let client = try HTTPAnalysisClient(port: stub.port)
        guard case .verdict(let verdict) = try roundTrip(client, "URGENT: verify at https://x.example.com, pay $5 🎁")
        else {
            Issue.record("no verdict")
            return
        }
        #expect(verdict.riskLevel == .high)
        _ = try roundTrip(client, "see you at lunch")
        let stats = try stub.stats()
        #expect(stats.analyzeRequests == 2)
        #expect(stats.invalidRequests == 0, "the stub's Foundation reader accepts the keyboard's JSON")
        #expect(client.requestsStarted == 2)
    }

    @Test(arguments: ["reset", "failure", "malformed", "slow-read"])
    func badBackendsAreNamedFailures(kind: String) throws {
        var options = BackendStubOptions()
        switch kind {
        case "reset": options.resetRate = 1
        case "failure": options.failureRate = 1
        case "malformed": options.malformedRate = 1
        default: options.slowReadMilliseconds = 30
        }
        let stub = try BackendStub(options: options, executable: Support.product("analysis-backend"))
        let client = try HTTPAnalysisClient(port: stub.port)
        let outcome = try roundTrip(client, "hello there")
        switch (kind, outcome) {
        case ("reset", .failure(.transport)), ("failure", .failure(.status(500))),
            ("malformed", .failure(.malformedReply)), ("slow-read", .verdict):
            break
        default: Issue.record("\(kind): \(outcome)")
        }
        #expect(try stub.stats().analyzeRequests == 1)
    }

    @Test func anAbsentBackendIsATransportFailure() throws {
        let stub = try BackendStub(executable: Support.product("analysis-backend"))
        let port = stub.port
        stub.stop()
        let client = try HTTPAnalysisClient(port: port, timeout: 1)
        guard case .failure(.transport) = try roundTrip(client, "x") else {
            Issue.record("expected a transport failure")
            return
        }
    }

    @Test func aReleasedStubIsGone() throws {
        var stub: BackendStub? = try BackendStub(executable: Support.product("analysis-backend"))
        let pid = try #require(stub?.pid)
        #expect(Support.isAlive(pid))
        stub = nil
        #expect(Support.eventually(3) { !Support.isAlive(pid) })
    }

    @Test func noBackendOutlivesAWorkerKilledWithSIGKILL() throws {
        // The worker links the standard library statically, so no test target can depend on it; `swift
        // test` builds every product of the package, the worker included.
        let path = Support.product("keyboard-bench-worker")
        guard FileManager.default.isExecutableFile(atPath: path) else {
            Issue.record("keyboard-bench-worker is not built at \(path) (run swift build first)")
            return
        }
        let worker = try TestProcess.start(
            path, ["run", "slow-backend", "--seed", "1", "--quick"],
            options: TestProcessOptions(stdout: .null, stderr: .null)
        )
        var backends: [pid_t] = []
        #expect(
            Support.eventually(20) {
                backends = Support.backends(under: worker.pid); return !backends.isEmpty
            })
        worker.send(SIGKILL)
        _ = worker.finish(timeout: 60)
        #expect(!backends.isEmpty)
        #expect(
            Support.eventually(5) { backends.allSatisfy { !Support.isAlive($0) } },
            "stub(s) \(backends) outlived the killed worker")
    }
}
