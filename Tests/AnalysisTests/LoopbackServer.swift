import Foundation

/// A raw TCP server on 127.0.0.1 for the client's tests: it listens on a free port and, when asked,
/// accepts one connection and answers it with given bytes. A connection it does not accept still
/// completes (the kernel's backlog), so a client's request then simply waits: a backend that never answers.
/// `@unchecked Sendable`: its stored properties are constants set at start; the socket calls it makes are thread-safe.
final class LoopbackServer: @unchecked Sendable {
    let port: UInt16
    private let listener: Int32

    init() throws {
        let listener = socket(AF_INET, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
        guard listener >= 0 else { throw ServerError("socket") }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = UInt32(0x7F00_0001).bigEndian
        var size = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { pointer in
                bind(listener, pointer, size) == 0 && listen(listener, 8) == 0
                    && getsockname(listener, pointer, &size) == 0
            }
        }
        guard bound else {
            close(listener)
            throw ServerError("bind/listen")
        }
        port = UInt16(bigEndian: address.sin_port)
        self.listener = listener
    }

    deinit { close(listener) }

    /// Accepts the next connection (waiting at most `seconds`); its descriptor, or -1.
    func accept(within seconds: Double) -> Int32 {
        var poller = pollfd(fd: listener, events: Int16(POLLIN), revents: 0)
        guard poll(&poller, 1, Int32(seconds * 1000)) == 1 else { return -1 }
        return Glibc.accept(listener, nil, nil)
    }

    /// Reads the request's head and body (by its `Content-Length`), waiting at most `seconds`.
    static func readRequest(_ connection: Int32, within seconds: Double) -> [UInt8] {
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 4096)
        let deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline {
            var poller = pollfd(fd: connection, events: Int16(POLLIN), revents: 0)
            guard poll(&poller, 1, 100) == 1 else { continue }
            let count = recv(connection, &chunk, chunk.count, 0)
            if count <= 0 { break }
            bytes += chunk[..<count]
            let text = String(decoding: bytes, as: UTF8.self)
            if let head = text.range(of: "\r\n\r\n") {
                let length =
                    text.split(separator: "\r\n").first { $0.lowercased().hasPrefix("content-length:") }
                    .flatMap { Int($0.split(separator: ":")[1].trimmingCharacters(in: .whitespaces)) } ?? 0
                if text.utf8.distance(from: text.startIndex, to: head.upperBound) + length <= bytes.count { break }
            }
        }
        return bytes
    }

    /// Serves one connection on a thread: reads the request, writes each of `replies` in turn (a
    /// pause between them), then closes.
    func serveOnce(_ replies: [String]) {
        Thread {
            let connection = self.accept(within: 10)
            guard connection >= 0 else { return }
            _ = Self.readRequest(connection, within: 5)
            for reply in replies {
                let bytes = Array(reply.utf8)
                _ = bytes.withUnsafeBytes { send(connection, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
                usleep(20_000)
            }
            close(connection)
        }.start()
    }

    struct ServerError: Error {
        let what: String
        init(_ what: String) { self.what = what }
    }
}
