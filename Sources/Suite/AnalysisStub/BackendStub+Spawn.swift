#if canImport(Glibc)
    import Glibc
#endif

import AnalysisClient
import Timekeeping

extension BackendStub {
    /// A started stub before it has said its port: its pid, the write end of its lifeline (its standard
    /// input) and the read end of its standard output, where it prints the port.
    struct Child {
        var pid: pid_t
        var lifeline: Int32
        var portLine: Int32
    }

    /// Starts `path` with `arguments`, its standard input and output on two fresh close-on-exec pipes.
    static func spawn(_ path: String, arguments: [String]) throws(BackendStubError) -> Child {
        var lifelinePipe: [Int32] = [0, 0], portPipe: [Int32] = [0, 0]
        guard SystemCall.closeOnExecPipe(&lifelinePipe) == 0, SystemCall.closeOnExecPipe(&portPipe) == 0 else {
            throw .spawn("pipe: \(SystemCall.reason())")
        }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, lifelinePipe[0], 0)
        posix_spawn_file_actions_adddup2(&actions, portPipe[1], 1)
        var child = pid_t()
        let result = withCStrings([path] + arguments) { posix_spawn(&child, path, &actions, nil, $0, environ) }
        close(lifelinePipe[0])
        close(portPipe[1])
        guard result == 0 else {
            close(lifelinePipe[1])
            close(portPipe[0])
            throw .spawn("posix_spawn \(path): \(SystemCall.reason(result))")
        }
        return Child(pid: child, lifeline: lifelinePipe[1], portLine: portPipe[0])
    }

    /// Reads the stub's `listening 127.0.0.1 PORT` line, waiting at most 10 s for it.
    static func readPort(_ descriptor: Int32) throws(BackendStubError) -> UInt16 {
        var line: [UInt8] = []
        var byte: UInt8 = 0
        let deadline = MonotonicClock.seconds() + 10
        while line.last != 0x0A {
            var poller = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
            let remaining = deadline - MonotonicClock.seconds()
            guard remaining > 0, poll(&poller, 1, Int32(remaining * 1000)) > 0 else {
                throw .noPort("no port line within 10 s")
            }
            guard read(descriptor, &byte, 1) == 1 else { throw .noPort("the stub exited before printing its port") }
            line.append(byte)
        }
        let text = String(decoding: line.dropLast(), as: UTF8.self)
        guard text.hasPrefix("listening 127.0.0.1 "), let port = UInt16(text.dropFirst(20)) else {
            throw .noPort("unexpected line '\(text)'")
        }
        return port
    }

    /// `$KEYBOARD_BENCH_ANALYSIS_BACKEND`, or `analysis-backend` beside this process's executable.
    static func defaultExecutable() -> String {
        if let override = getenv("KEYBOARD_BENCH_ANALYSIS_BACKEND") { return String(cString: override) }
        var buffer = [CChar](repeating: 0, count: 4096)
        let length = readlink("/proc/self/exe", &buffer, buffer.count - 1)
        guard length > 0 else { return "analysis-backend" }
        let exe = String(decoding: buffer[..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self)
        let directory = exe.lastIndex(of: "/").map { String(exe[..<$0]) } ?? "."
        return directory + "/analysis-backend"
    }

    /// Calls `body` with `strings` as a NULL-terminated array of C strings (an `argv`).
    private static func withCStrings<R>(_ strings: [String], _ body: ([UnsafeMutablePointer<CChar>?]) -> R) -> R {
        var pointers = strings.map { strdup($0) }
        pointers.append(nil)
        defer { for pointer in pointers { free(pointer) } }
        return body(pointers)
    }
}
