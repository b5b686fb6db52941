#if canImport(Glibc)
    import Glibc
#endif
import Timekeeping

/// One HTTP/1.1 request and its reply over a fresh TCP connection to an IPv4 address (`Connection:
/// close`), every step bounded by one deadline. Blocking: called on the analysis client's own thread
/// (or by the harness outside measurement), never on a keystroke.
public struct HTTPExchange: Sendable {
    /// The server's IPv4 address (loopback for the stub).
    public var host: String
    /// Its port.
    public var port: UInt16
    /// Seconds the whole exchange may take.
    public var timeout: Double

    /// An exchange target.
    public init(host: String = "127.0.0.1", port: UInt16, timeout: Double = 5) {
        self.host = host
        self.port = port
        self.timeout = timeout
    }

    /// Sends `method path` with `body` (JSON) and returns the reply.
    public func perform(method: String, path: String, body: [UInt8]) throws(HTTPError) -> HTTPReply {
        try perform(method: method, path: path, body: body, interruptedBy: -1)
    }

    /// `perform(method:path:body:)`, abandoned at once (`.transport("interrupted")`) when `interrupt`
    /// — the read end of a pipe — hangs up, i.e. when every write end is closed (-1: never).
    func perform(method: String, path: String, body: [UInt8], interruptedBy interrupt: Int32) throws(HTTPError)
        -> HTTPReply
    {
        let deadline = MonotonicClock.seconds() + timeout
        let socket = try connect(deadline: deadline, interrupt)
        defer { close(socket) }
        var request = Array(
            "\(method) \(path) HTTP/1.1\r\nHost: \(host):\(port)\r\nUser-Agent: TypeSafeKeyboard\r\n".utf8)
        if !body.isEmpty || method == "POST" {
            request += Array("Content-Type: application/json\r\nContent-Length: \(body.count)\r\n".utf8)
        }
        request += Array("Connection: close\r\n\r\n".utf8)
        request += body
        try send(request, on: socket, deadline: deadline, interrupt)
        return try receive(on: socket, deadline: deadline, interrupt)
    }

    private func connect(deadline: Double, _ interrupt: Int32) throws(HTTPError) -> Int32 {
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        guard inet_pton(AF_INET, host, &address.sin_addr) == 1 else { throw .transport("bad IPv4 address '\(host)'") }
        let socket = Glibc.socket(
            AF_INET, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue) | Int32(SOCK_NONBLOCK.rawValue), 0)
        guard socket >= 0 else { throw .transport("socket: \(SystemCall.reason())") }
        let result = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                Glibc.connect(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        if result != 0 && errno != EINPROGRESS {
            let error = HTTPError.transport("connect to \(host):\(port): \(SystemCall.reason())")
            close(socket)
            throw error
        }
        do throws(HTTPError) {
            try wait(socket, for: Int16(POLLOUT), deadline: deadline, interrupt)
            var code: Int32 = 0
            var size = socklen_t(MemoryLayout<Int32>.size)
            getsockopt(socket, SOL_SOCKET, SO_ERROR, &code, &size)
            if code != 0 { throw .transport("connect to \(host):\(port): \(SystemCall.reason(code))") }
        } catch {
            close(socket)
            throw error
        }
        return socket
    }

    private func send(_ bytes: [UInt8], on socket: Int32, deadline: Double, _ interrupt: Int32) throws(HTTPError) {
        var sent = 0
        while sent < bytes.count {
            try wait(socket, for: Int16(POLLOUT), deadline: deadline, interrupt)
            let result = bytes.withUnsafeBytes {
                Glibc.send(socket, $0.baseAddress.map { $0 + sent }, bytes.count - sent, Int32(MSG_NOSIGNAL))
            }
            if result < 0 {
                if errno == EAGAIN || errno == EINTR { continue }
                throw .transport("send: \(SystemCall.reason())")
            }
            sent += result
        }
    }

    private func receive(on socket: Int32, deadline: Double, _ interrupt: Int32) throws(HTTPError) -> HTTPReply {
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 4096)
        while true {
            try wait(socket, for: Int16(POLLIN), deadline: deadline, interrupt)
            let result = chunk.withUnsafeMutableBytes { recv(socket, $0.baseAddress, $0.count, 0) }
            if result < 0 {
                if errno == EAGAIN || errno == EINTR { continue }
                throw .transport("receive: \(SystemCall.reason())")
            }
            bytes += chunk[..<result]
            guard bytes.count <= HTTPReply.maximumBytes else {
                throw .malformed("reply over \(HTTPReply.maximumBytes) bytes")
            }
            if let reply = try HTTPReply.parse(bytes, closed: result == 0) { return reply }
        }
    }

    /// Waits until `socket` is ready for `events`; throws at the deadline, or as soon as `interrupt`
    /// hangs up (poll ignores a negative descriptor, and asks nothing of `interrupt` but the hang-up
    /// every descriptor reports, so a byte waiting in that pipe does not interrupt).
    private func wait(_ socket: Int32, for events: Int16, deadline: Double, _ interrupt: Int32) throws(HTTPError) {
        var descriptors = (pollfd(fd: socket, events: events, revents: 0), pollfd(fd: interrupt, events: 0, revents: 0))
        while true {
            let remaining = deadline - MonotonicClock.seconds()
            guard remaining > 0 else { throw .timedOut(timeout) }
            descriptors.1.revents = 0
            let result = withUnsafeMutableBytes(of: &descriptors) { raw in
                poll(
                    raw.baseAddress?.assumingMemoryBound(to: pollfd.self), 2,
                    Int32(min(remaining * 1000, 60_000).rounded(.up)))
            }
            if descriptors.1.revents != 0 { throw .transport("interrupted: the client was released") }
            if result > 0 { return }
            if result < 0 && errno != EINTR { throw .transport("poll: \(SystemCall.reason())") }
        }
    }
}
