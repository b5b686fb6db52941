import Glibc

/// A started test process: read what it wrote so far, signal it, wait for it. Dropping the handle
/// kills and reaps a child that is still running, so no test leaves one behind.
/// `@unchecked Sendable`: its descriptors and buffers are unguarded; one test at a time drives a handle (reads, writes,
/// waits), the usual use.
public final class RunningProcess: @unchecked Sendable {
    /// The child's process id.
    public let pid: pid_t
    var outFD: Int32 = -1
    var errFD: Int32 = -1
    var inFD: Int32 = -1
    var input: [UInt8]
    var inputOffset = 0
    var out: [UInt8] = []
    var err: [UInt8] = []
    var waitStatus: Int32?

    init(executable: String, arguments: [String], options: TestProcessOptions) throws(TestProcessError) {
        input = options.stdin ?? []
        spawnLock.lock()
        defer { spawnLock.unlock() }
        var spawn = try SpawnSetup(options: options)
        defer { spawn.release() }
        var child: pid_t = 0
        // A working directory through the shell (posix_spawn_file_actions_addchdir_np is not imported).
        let words =
            options.directory.map { ["/bin/sh", "-c", #"cd -- "$0" && exec "$@""#, $0, executable] } ?? [executable]
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
}
