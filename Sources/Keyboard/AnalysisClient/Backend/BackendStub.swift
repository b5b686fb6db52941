#if canImport(Glibc)
import Glibc
#endif
import KeyboardCore

/// A running `analysis-backend` process on a free loopback port, started by whoever needs it and
/// stopped when this value is released. It never outlives its starter: it holds the read end of a
/// pipe whose write end only the starter has (end of file → it exits), asks the kernel to kill it when
/// its parent dies (`PR_SET_PDEATHSIG`) and checks `getppid()`.
public final class BackendStub {
    /// The stub's process id.
    public let pid: pid_t
    /// The port it listens on (127.0.0.1).
    public let port: UInt16
    private let lifeline: Int32
    private let reapsOnStop: Bool
    private var running = true

    /// Starts `executable` (default: `analysis-backend` beside this process's executable, or
    /// `$KEYBOARD_BENCH_ANALYSIS_BACKEND`) with `options`, and waits up to 10 s for its port.
    ///
    /// With `reapsOnStop` false, `stop()` waits for the stub to exit but leaves it unreaped: Linux folds a
    /// reaped child's peak resident into its parent's (`wait4`'s `ru_maxrss`), and a measuring worker must
    /// not report the stub's memory as its own. The worker's reaper (a child subreaper) reaps it.
    public init(
        options: BackendStubOptions = BackendStubOptions(), executable: String? = nil, reapsOnStop: Bool = true
    ) throws(BackendStubError) {
        self.reapsOnStop = reapsOnStop
        let path = executable ?? Self.defaultExecutable()
        guard access(path, X_OK) == 0 else { throw .notFound(path) }
        var lifelinePipe: [Int32] = [0, 0], portPipe: [Int32] = [0, 0]
        guard closeOnExecPipe(&lifelinePipe) == 0, closeOnExecPipe(&portPipe) == 0 else { throw .spawn("pipe: \(HTTPExchange.reason())") }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, lifelinePipe[0], 0)
        posix_spawn_file_actions_adddup2(&actions, portPipe[1], 1)
        let argv = [path, "--parent", "\(getpid())"] + options.arguments
        var child = pid_t()
        let result = Self.withCStrings(argv) { posix_spawn(&child, path, &actions, nil, $0, environ) }
        close(lifelinePipe[0])
        close(portPipe[1])
        guard result == 0 else {
            close(lifelinePipe[1])
            close(portPipe[0])
            throw .spawn("posix_spawn \(path): \(HTTPExchange.reason(result))")
        }
        pid = child
        lifeline = lifelinePipe[1]
        defer { close(portPipe[0]) }
        do throws(BackendStubError) {
            port = try Self.readPort(portPipe[0])
        } catch {
            kill(child, SIGKILL)
            var status: Int32 = 0
            waitpid(child, &status, 0)
            close(lifelinePipe[1])
            running = false
            throw error
        }
    }

    deinit { stop() }

    /// Stops the stub: closes its lifeline, sends SIGTERM, and SIGKILL if it has not exited in 2 s.
    public func stop() {
        guard running else { return }
        running = false
        close(lifeline)
        kill(pid, SIGTERM)
        var status: Int32 = 0
        for _ in 0..<200 {
            if reapsOnStop ? waitpid(pid, &status, WNOHANG) == pid : hasExited() { return }
            usleep(10_000)
        }
        kill(pid, SIGKILL)
        if reapsOnStop { waitpid(pid, &status, 0) }
    }

    /// Whether the stub has exited, asked with `waitid(WNOWAIT)`: it stays a zombie, unreaped.
    func hasExited() -> Bool {
        var status = siginfo_t()
        return waitid(P_PID, id_t(pid), &status, WEXITED | WNOHANG | WNOWAIT) == 0 && status._sifields._sigchld.si_pid == pid
    }

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
            guard case .number(let value)? = members[name], value >= 0, value == value.rounded() else { throw .stats("no count '\(name)'") }
            return Int(value)
        }
        return BackendStats(
            analyzeRequests: try count("analyze_requests"), invalidRequests: try count("invalid_requests"),
            verdicts: try count("verdicts"), failures: try count("failures"), malformed: try count("malformed"), resets: try count("resets"))
    }

    private static func readPort(_ descriptor: Int32) throws(BackendStubError) -> UInt16 {
        var line: [UInt8] = []
        var byte: UInt8 = 0
        let deadline = HTTPExchange.now() + 10
        while line.last != 0x0A {
            var poller = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
            let remaining = deadline - HTTPExchange.now()
            guard remaining > 0, poll(&poller, 1, Int32(remaining * 1000)) > 0 else { throw .noPort("no port line within 10 s") }
            guard read(descriptor, &byte, 1) == 1 else { throw .noPort("the stub exited before printing its port") }
            line.append(byte)
        }
        let text = String(decoding: line.dropLast(), as: UTF8.self)
        guard text.hasPrefix("listening 127.0.0.1 "), let port = UInt16(text.dropFirst(20)) else { throw .noPort("unexpected line '\(text)'") }
        return port
    }

    static func defaultExecutable() -> String {
        if let override = getenv("KEYBOARD_BENCH_ANALYSIS_BACKEND") { return String(cString: override) }
        var buffer = [CChar](repeating: 0, count: 4096)
        let length = readlink("/proc/self/exe", &buffer, buffer.count - 1)
        guard length > 0 else { return "analysis-backend" }
        let exe = String(decoding: buffer[..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self)
        let directory = exe.lastIndex(of: "/").map { String(exe[..<$0]) } ?? "."
        return directory + "/analysis-backend"
    }

    private static func withCStrings<R>(_ strings: [String], _ body: ([UnsafeMutablePointer<CChar>?]) -> R) -> R {
        var pointers = strings.map { strdup($0) }
        pointers.append(nil)
        defer { for pointer in pointers { free(pointer) } }
        return body(pointers)
    }
}

/// Why the stub could not be used.
public enum BackendStubError: Error, Equatable, Sendable, CustomStringConvertible {
    case notFound(String), spawn(String), noPort(String), stats(String)

    /// One line.
    public var description: String {
        switch self {
        case .notFound(let path): "analysis-backend not found at \(path) (build it: swift build --product analysis-backend)"
        case .spawn(let reason): "cannot start analysis-backend: \(reason)"
        case .noPort(let reason): "analysis-backend did not report its port: \(reason)"
        case .stats(let reason): "cannot read analysis-backend's counts: \(reason)"
        }
    }
}
