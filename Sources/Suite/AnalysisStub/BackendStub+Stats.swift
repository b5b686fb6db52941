import AnalysisClient
import KeyboardCore

extension BackendStub {
    /// The stub's own counts (`GET /stats`).
    public func stats() throws(BackendStubError) -> BackendStats {
        let reply: HTTPReply
        do throws(HTTPError) {
            reply = try HTTPExchange(port: port, timeout: 5).perform(method: "GET", path: "/stats", body: [])
        } catch {
            throw .stats(error.description)
        }
        guard reply.status == 200, case .object(let members)? = try? JSONParser.parse(reply.body) else {
            throw .stats("status \(reply.status), body '\(String(decoding: reply.body.prefix(80), as: UTF8.self))'")
        }
        func count(_ name: String) throws(BackendStubError) -> Int {
            guard case .number(let value)? = members[name], value >= 0, value == value.rounded() else {
                throw .stats("no count '\(name)'")
            }
            return Int(value)
        }
        return BackendStats(
            analyzeRequests: try count("analyze_requests"), invalidRequests: try count("invalid_requests"),
            verdicts: try count("verdicts"), failures: try count("failures"), malformed: try count("malformed"),
            resets: try count("resets"))
    }
}

/// The stub's own counts, read from `GET /stats`.
public struct BackendStats: Hashable, Sendable {
    /// `POST /analyze-text` requests received (whatever was done with them).
    public var analyzeRequests: Int
    /// Of those, requests whose body was not a valid `{session_id, app_bundle, text}`.
    public var invalidRequests: Int
    /// Verdicts sent, HTTP 500s sent, malformed bodies sent, connections reset.
    public var verdicts: Int, failures: Int, malformed: Int, resets: Int
}
