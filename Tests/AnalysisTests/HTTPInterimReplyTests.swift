import AnalysisClient
import Foundation
import KeyboardCore
import Testing

/// The client against raw loopback servers sending interim (1xx) replies before the real one.
struct HTTPInterimReplyTests {
    static let verdict =
        #"{"risk_level":"low","confidence":0.5,"category":"none","explanation":"ok","ts":"2026-11-26T00:00:00Z"}"#
    static let final =
        "HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: \(verdict.utf8.count)\r\n\r\n" + verdict

    func snippet(_ text: String) -> SnippetBuffer {
        var window = SnippetBuffer()
        window.append(text, isSecure: false)
        return window
    }

    @Test(arguments: [
        ["HTTP/1.1 100 Continue\r\n\r\n", final],
        ["HTTP/1.1 100 Continue\r\n\r\n" + final],
        ["HTTP/1.1 103 Early Hints\r\nLink: </a>; rel=preload\r\n\r\nHTTP/1.1 102 Processing\r\n\r\n", final],
    ])
    func interimRepliesBeforeTheRealOneAreSkipped(replies: [String]) throws {
        let server = try LoopbackServer()
        server.serveOnce(replies)
        let reply = try HTTPExchange(port: server.port, timeout: 5).perform(
            method: "POST", path: "/analyze-text", body: Array("{}".utf8))
        #expect(reply.status == 200)
        #expect(String(decoding: reply.body, as: UTF8.self) == Self.verdict)
    }

    @Test func theParserSkipsInterimRepliesAndWaitsForTheFinalOne() throws {
        let interim = Array("HTTP/1.1 100 Continue\r\n\r\n".utf8)
        #expect(try HTTPReply.parse(interim, closed: false) == nil, "an interim reply alone is not the reply")
        #expect(throws: HTTPError.self) { try HTTPReply.parse(interim, closed: true) }
        let reply = try HTTPReply.parse(interim + Array(Self.final.utf8), closed: false)
        #expect(reply?.status == 200)
        #expect(throws: HTTPError.self) {
            try HTTPReply.parse(Array("HTTP/1.1 101 Switching Protocols\r\n\r\n".utf8), closed: false)
        }
    }

    @Test func aVerdictAfter100ContinueIsAVerdictNotAnError() throws {
        let server = try LoopbackServer()
        server.serveOnce(["HTTP/1.1 100 Continue\r\n\r\n", Self.final])
        let client = try HTTPAnalysisClient(port: server.port, timeout: 5)
        #expect(
            client.send(
                sessionID: SessionIdentifier.make(), appBundle: "com.apple.MobileSMS", snippet: snippet("hello")))
        var outcome: AnalysisOutcome?
        #expect(
            Support.eventually(8) {
                outcome = client.takeOutcome(); return outcome != nil
            })
        guard case .verdict(let verdict)? = outcome else {
            Issue.record("expected a verdict, got \(String(describing: outcome))")
            return
        }
        #expect(verdict.category == "none")
    }
}
