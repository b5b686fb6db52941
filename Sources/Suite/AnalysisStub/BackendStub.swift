#if canImport(Glibc)
    import Glibc
#endif

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
        var launched = options
        launched.parent = getpid()
        let child = try Self.spawn(path, arguments: launched.arguments)
        pid = child.pid
        lifeline = child.lifeline
        defer { close(child.portLine) }
        do throws(BackendStubError) {
            port = try Self.readPort(child.portLine)
        } catch {
            kill(child.pid, SIGKILL)
            var status: Int32 = 0
            waitpid(child.pid, &status, 0)
            close(child.lifeline)
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
        return waitid(P_PID, id_t(pid), &status, WEXITED | WNOHANG | WNOWAIT) == 0
            && status._sifields._sigchld.si_pid == pid
    }
}
