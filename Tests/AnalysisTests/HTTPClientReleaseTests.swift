@testable import AnalysisClient
import Foundation
import KeyboardCore
import Testing

/// Releasing the client while its request waits on a backend that never answers (a raw loopback
/// server that accepts nothing: the kernel completes the connection, nobody replies).
struct HTTPClientReleaseTests {
    func snippet(_ text: String) -> SnippetBuffer {
        var window = SnippetBuffer()
        window.append(text, isSecure: false)
        return window
    }

    @Test func releasingTheClientWithARequestInFlightReturnsAtOnce() throws {
        let server = try LoopbackServer()
        var client: HTTPAnalysisClient? = try HTTPAnalysisClient(port: server.port, timeout: 5)
        weak let shared = client?.shared
        #expect(
            client?.send(
                sessionID: SessionIdentifier.make(), appBundle: "com.apple.MobileSMS", snippet: snippet("wait for me"))
                == true)
        #expect(Support.eventually(3) { client?.requestsStarted == 1 })
        let connection = server.accept(within: 3)
        #expect(connection >= 0, "the request reached the server")
        defer { if connection >= 0 { close(connection) } }
        _ = LoopbackServer.readRequest(connection, within: 3)
        let start = Date()
        client = nil
        let release = Date().timeIntervalSince(start)
        #expect(release < 0.1, "releasing the client took \(release) s")
        #expect(Support.eventually(1) { shared == nil }, "the client thread ended and let go of what it shared")
        var byte: UInt8 = 0
        var poller = pollfd(fd: connection, events: Int16(POLLIN), revents: 0)
        #expect(poll(&poller, 1, 1_000) == 1 && recv(connection, &byte, 1, 0) == 0, "the client closed its connection")
    }
}
