import BenchModel
import CProcess
import Glibc

/// The process that started the worker (keyboard-bench), watched so that the worker's processes never
/// outlive it, however it ends — SIGKILL included, which it cannot pass on.
///
/// Not `PR_SET_PDEATHSIG` on the worker: that fires when the *thread* that started it ends, and the
/// parent starts workers from a pool thread that may end while they run. A pidfd of the parent becomes
/// readable when the whole process has ended. The parent names itself (`WorkerEnvironment.parent`),
/// which closes the race with a parent that died before the worker looked: the named process is then
/// gone, and the worker starts nothing.
struct WorkerParent {
    /// The watched process's id.
    let pid: pid_t
    /// A pidfd of it, or -1 where the kernel has none (then only a direct parent is watched, by `getppid()`).
    let descriptor: Int32
    /// Whether it is this process's parent (else a wrapper started the worker on its behalf).
    let isDirect: Bool

    /// The process to watch: the one named in the environment, else the present parent (`nil` when that
    /// is init, or when a wrapper stands between and the kernel has no pidfd). Exits at once when the
    /// named process has ended: it died before the worker got here, so nothing may start.
    static func watchOrExit() -> WorkerParent? {
        let named: UnsafeMutablePointer<CChar>? = getenv(WorkerEnvironment.parent)
        let pid = named.flatMap { decimal($0) } ?? getppid()
        guard pid > 1 else { return nil }
        let descriptor = kb_pidfd_open(pid)
        let failure = errno
        let parent = WorkerParent(pid: pid, descriptor: descriptor, isDirect: getppid() == pid)
        if parent.isDirect, !parent.isGone { return parent }
        if descriptor < 0, failure != ESRCH, !parent.isDirect { return nil }
        if parent.isGone || descriptor < 0 {
            StandardError.write("keyboard-bench-worker: the process that started it (\(pid)) has ended; nothing started\n")
            _exit(WorkerMain.errorStatus)
        }
        return parent
    }

    /// The process id a C string spells in decimal, read without allocating (the process measures
    /// later: even a transient allocation here would move the heap it measures in).
    static func decimal(_ text: UnsafePointer<CChar>) -> pid_t? {
        var value: Int64 = 0
        var index = 0
        while case let digit = Int64(text[index]) - 48, digit >= 0, digit <= 9, value < Int64(Int32.max) {
            value = value * 10 + digit
            index += 1
        }
        return index > 0 && text[index] == 0 && value <= Int64(Int32.max) ? pid_t(value) : nil
    }

    /// Closes the pidfd, for a process that only checked the parent once.
    func release() { if descriptor >= 0 { close(descriptor) } }

    /// Whether the watched process has ended (a direct parent: this process was re-parented).
    var isGone: Bool {
        if isDirect, getppid() != pid { return true }
        guard descriptor >= 0 else { return false }
        var entry = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        return poll(&entry, 1, 0) > 0
    }
}
