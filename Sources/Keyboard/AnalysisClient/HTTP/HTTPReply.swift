/// An HTTP/1.1 reply as far as the analysis client needs it: the status and the body.
public struct HTTPReply: Sendable, Equatable {
    /// The status code.
    public var status: Int
    /// The body (`Content-Length` bytes, or everything up to the close).
    public var body: [UInt8]

    /// The most bytes a reply may have (interim replies, head and body); a longer one is a protocol error.
    public static let maximumBytes = 64 * 1024

    /// Parses `bytes` read so far. Returns the reply once it is complete, `nil` while more is needed
    /// (with `closed` the connection ended: a reply without `Content-Length` ends there).
    ///
    /// Interim replies (1xx: `100 Continue`, `102 Processing`, `103 Early Hints`…) before the final
    /// one are skipped, as RFC 9110 §15.2 asks of every client; they have no body. `101 Switching
    /// Protocols` is refused: the client never asks for an upgrade, and what follows it is not HTTP.
    public static func parse(_ bytes: [UInt8], closed: Bool) throws(HTTPError) -> HTTPReply? {
        var start = 0
        while true {
            guard let headEnd = headEnd(bytes, from: start) else {
                if closed { throw .incomplete("connection closed before the reply's head was complete") }
                return nil
            }
            let head = try Head(bytes[start..<headEnd])
            let bodyStart = headEnd + 4
            if head.status == 101 { throw .malformed("unexpected 101 Switching Protocols (no upgrade was asked for)") }
            if head.status < 200 {
                start = bodyStart
                continue
            }
            return try body(of: head, bytes, from: bodyStart, closed: closed)
        }
    }

    /// The final reply's body from `bodyStart`, once complete.
    private static func body(of head: Head, _ bytes: [UInt8], from bodyStart: Int, closed: Bool) throws(HTTPError)
        -> HTTPReply?
    {
        guard let length = head.contentLength else {
            return closed ? HTTPReply(status: head.status, body: Array(bytes[bodyStart...])) : nil
        }
        guard bodyStart + length <= maximumBytes else {
            throw .malformed("body of \(length) bytes is over \(maximumBytes)")
        }
        if bytes.count - bodyStart >= length {
            return HTTPReply(status: head.status, body: Array(bytes[bodyStart..<(bodyStart + length)]))
        }
        if closed { throw .incomplete("connection closed after \(bytes.count - bodyStart) of \(length) body bytes") }
        return nil
    }

    /// A reply's status line and the headers the client reads.
    struct Head {
        let status: Int
        let contentLength: Int?

        init(_ bytes: ArraySlice<UInt8>) throws(HTTPError) {
            let head = String(decoding: bytes, as: UTF8.self)
            let lines = head.split(separator: "\r\n", omittingEmptySubsequences: false)
            let statusParts = lines.first?.split(separator: " ", maxSplits: 2) ?? []
            guard statusParts.count >= 2, statusParts[0] == "HTTP/1.1" || statusParts[0] == "HTTP/1.0",
                let status = Int(statusParts[1]), (100...599).contains(status)
            else { throw .malformed("bad status line '\(lines.first?.prefix(60) ?? "")'") }
            var length: Int?
            for line in lines.dropFirst() where !line.isEmpty {
                guard let colon = line.firstIndex(of: ":") else {
                    throw .malformed("bad header line '\(line.prefix(60))'")
                }
                let name = line[..<colon].lowercased()
                let value = line[line.index(after: colon)...].trimmingSpaces
                if name == "transfer-encoding" { throw .malformed("transfer-encoding '\(value)' is not supported") }
                if name == "content-length" {
                    guard let parsed = Int(value), parsed >= 0, length == nil || length == parsed else {
                        throw .malformed("bad content-length '\(value)'")
                    }
                    length = parsed
                }
            }
            self.status = status
            contentLength = length
        }
    }

    /// The index of the first `\r\n\r\n` at or after `start`: the end of a head.
    static func headEnd(_ bytes: [UInt8], from start: Int = 0) -> Int? {
        guard bytes.count - start >= 4 else { return nil }
        for index in start...(bytes.count - 4)
        where bytes[index] == 13 && bytes[index + 1] == 10 && bytes[index + 2] == 13 && bytes[index + 3] == 10 {
            return index
        }
        return nil
    }
}

/// Why an exchange failed at the HTTP level or below.
public enum HTTPError: Error, Equatable, Sendable, CustomStringConvertible {
    /// A system call failed (connect refused, reset, …).
    case transport(String)
    /// No complete reply before the deadline.
    case timedOut(Double)
    /// The reply ended early.
    case incomplete(String)
    /// The reply is not HTTP/1.1 as expected.
    case malformed(String)

    /// One line.
    public var description: String {
        switch self {
        case .transport(let reason): reason
        case .timedOut(let seconds): "no complete reply within \(seconds) s"
        case .incomplete(let reason): reason
        case .malformed(let reason): reason
        }
    }
}

extension Substring {
    var trimmingSpaces: String {
        String(drop { $0 == " " || $0 == "\t" }.reversed().drop { $0 == " " || $0 == "\t" }.reversed())
    }
}
