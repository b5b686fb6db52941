import Glibc

/// A started test process: read what it wrote so far, signal it, wait for it. Dropping the handle
/// kills and reaps a child that is still running, so no test leaves one behind.
/// `@unchecked Sendable`: its descriptors and buffers are unguarded; one test at a time drives a handle (reads, writes, waits), the usual use.
public final class RunningProcess: @unchecked Sendable {
    /// The child's process id.
    public let pid: pid_t
    private var outFD: Int32 = -1
    private var errFD: Int32 = -1
    private var inFD: Int32 = -1
    private var input: [UInt8]
    private var inputOffset = 0
    private var out: [UInt8] = []
    private var err: [UInt8] = []
    private var waitStatus: Int32?

    init(executable: String, arguments: [String], options: TestProcessOptions) throws(TestProcessError) {
        input = options.stdin ?? []
        spawnLock.lock()
        defer { spawnLock.unlock() }
        var spawn = try SpawnSetup(options: options)
        defer { spawn.release() }
        var child: pid_t = 0
        // A working directory through the shell (posix_spawn_file_actions_addchdir_np is not imported).
        let words = options.directory.map { ["/bin/sh", "-c", #"cd -- "$0" && exec "$@""#, $0, executable] } ?? [executable]
        let executable = words[0]
        let argv = (words + arguments).map { strdup($0) } + [nil]
        let envp = Self.environment(options.environment).map { strdup($0) } + [nil]
        defer { (argv + envp).forEach { free($0) } }
        let result = posix_spawn(&child, executable, &spawn.actions, &spawn.attributes, argv, envp)
        guard result == 0 else {
            spawn.closeParentEnds()
            throw TestProcessError(description: "cannot start \(executable): \(String(cString: strerror(result)))")
        }
        pid = child
        (outFD, errFD, inFD) = spawn.parentEnds()
        if inFD >= 0 { _ = fcntl(inFD, F_SETFL, fcntl(inFD, F_GETFL) | O_NONBLOCK) }
    }

    deinit {
        if waitStatus == nil {
            kill(pid, SIGKILL)
            var status: Int32 = 0
            waitpid(pid, &status, 0)
        }
        closeAll()
    }

    /// What it wrote to stdout so far (captured only).
    public var stdout: String { String(decoding: out, as: UTF8.self) }
    /// What it wrote to stderr so far.
    public var stderr: String { String(decoding: err, as: UTF8.self) }

    /// Sends `signal` to the child.
    public func send(_ signal: Int32) { if waitStatus == nil { kill(pid, signal) } }

    /// Whether the child is still running (not yet exited or not yet reaped by `finish`).
    public var isRunning: Bool {
        guard waitStatus == nil else { return false }
        var status: Int32 = 0
        guard waitpid(pid, &status, WNOHANG) == pid else { return true }
        waitStatus = status
        return false
    }

    /// Reads until stdout contains `text`, the streams close, or `timeout` seconds pass; whether it did.
    @discardableResult
    public func waitForStdout(containing text: String, timeout: Double) -> Bool {
        pump(until: Clock.now + timeout) { $0.stdout.contains(text) }
        return stdout.contains(text)
    }

    /// Writes the rest of stdin, reads both streams to their end and waits for the child; after `timeout`
    /// seconds (`nil`: none) the child is killed with SIGKILL and the outcome says it timed out.
    public func finish(timeout: Double? = nil) -> ProcessOutcome {
        let deadline = timeout.map { Clock.now + $0 }
        var timedOut = false
        if !pump(until: deadline, done: { $0.outFD < 0 && $0.errFD < 0 }) {
            timedOut = true
            send(SIGKILL)
            pump(until: Clock.now + 1) { $0.outFD < 0 && $0.errFD < 0 }
        }
        closeAll()
        if !reap(until: timedOut ? nil : deadline) {
            timedOut = true
            send(SIGKILL)
            _ = reap(until: nil)
        }
        let status = waitStatus ?? 0
        let signal = status & 0x7F
        return ProcessOutcome(
            exitCode: signal == 0 ? (status >> 8) & 0xFF : nil, signal: signal == 0 ? nil : signal, timedOut: timedOut,
            stdout: stdout, stderr: stderr
        )
    }

    /// Waits for the child until `deadline` (`nil`: for ever); whether it was reaped.
    private func reap(until deadline: Double?) -> Bool {
        while waitStatus == nil {
            var status: Int32 = 0
            let reaped = waitpid(pid, &status, deadline == nil ? 0 : WNOHANG)
            if reaped == pid { waitStatus = status; break }
            if reaped < 0 && errno != EINTR { waitStatus = 0; break }
            if let deadline, Clock.now >= deadline { return false }
            if deadline != nil { usleep(2_000) }
        }
        return true
    }

    /// Moves bytes (stdin out, stdout and stderr in) until `done` holds, every stream is closed, or
    /// `deadline` passes; whether `done` held (or the streams closed).
    @discardableResult
    private func pump(until deadline: Double?, done: (RunningProcess) -> Bool) -> Bool {
        while !done(self) {
            var fds = [outFD, errFD].filter { $0 >= 0 }.map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
            if inFD >= 0 { fds.append(pollfd(fd: inFD, events: Int16(POLLOUT), revents: 0)) }
            guard !fds.isEmpty else { return true }
            var wait: Int32 = -1
            if let deadline {
                let left = deadline - Clock.now
                if left <= 0 { return false }
                wait = Int32(min(left * 1000, 1_000_000).rounded(.up))
            }
            let ready = poll(&fds, nfds_t(fds.count), wait)
            if ready < 0 && errno != EINTR { return false }
            for entry in fds where entry.revents != 0 { service(entry.fd) }
        }
        return true
    }

    private func service(_ fd: Int32) {
        if fd == inFD {
            let written = input[inputOffset...].withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
            if written > 0 { inputOffset += written }
            if inputOffset >= input.count || (written < 0 && errno != EAGAIN && errno != EINTR) { close(inFD); inFD = -1 }
            return
        }
        var buffer = [UInt8](repeating: 0, count: 65_536)
        let count = read(fd, &buffer, buffer.count)
        if count > 0 {
            if fd == outFD { out += buffer.prefix(count) } else { err += buffer.prefix(count) }
        } else if count == 0 || (errno != EINTR && errno != EAGAIN) {
            close(fd)
            if fd == outFD { outFD = -1 } else { errFD = -1 }
        }
    }

    private func closeAll() {
        for fd in [outFD, errFD, inFD] where fd >= 0 { close(fd) }
        (outFD, errFD, inFD) = (-1, -1, -1)
    }

    /// This process's environment with `changes` applied, as `NAME=value` strings.
    static func environment(_ changes: [String: String?]) -> [String] {
        var result: [String] = []
        var index = 0
        while let entry = environ[index] {
            let text = String(cString: entry)
            let name = String(text.prefix { $0 != "=" })
            if changes[name] == nil { result.append(text) }
            index += 1
        }
        for (name, value) in changes.sorted(by: { $0.key < $1.key }) {
            if let value { result.append("\(name)=\(value)") }
        }
        return result
    }
}

/// Serialises pipe creation and spawning: a pipe made close-on-exec in two steps must not leak into a
/// child another thread spawns between them.
private let spawnLock = SpawnLock()

/// `@unchecked Sendable`: the mutex is the synchronisation; the class only holds it.
final class SpawnLock: @unchecked Sendable {
    private var mutex = pthread_mutex_t()
    init() { pthread_mutex_init(&mutex, nil) }
    func lock() { pthread_mutex_lock(&mutex) }
    func unlock() { pthread_mutex_unlock(&mutex) }
}

/// The monotonic clock, in seconds.
enum Clock {
    static var now: Double {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }
}
