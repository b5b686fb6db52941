import BenchModel
import CProcess
import Glibc

/// The process that started the worker (keyboard-bench), watched so that the worker's processes never
/// outlive it, however it ends — SIGKILL included, which it cannot pass on.
///
/// `PR_SET_PDEATHSIG` alone will not do: it fires when the *thread* that started the worker ends, and
/// the parent starts workers from a pool thread that may end while they run. The reaper sleeps on a
/// pidfd of the parent, readable when the whole process has ended; a worker without a reaper (under
/// callgrind) takes the parent-death signal only as a prompt to look at `getppid()` (`endWithParent`).
/// The parent names itself (`WorkerEnvironment.parent`), which closes the race with a parent that died
/// before the worker looked: the named process is then gone, and the worker starts nothing.
struct WorkerParent {
    /// The watched process's id.
    let pid: pid_t
    /// A pidfd of it, or -1 where the kernel has none (then only a direct parent is watched, by `getppid()`).
    let descriptor: Int32
    /// Whether it is this process's parent (else a wrapper started the worker on its behalf).
    let isDirect: Bool

    /// The process to watch: the one named in the environment, else the present parent (`nil` when that
    /// is init). The named process may be a grandparent (a wrapper script started the worker for it); if
    /// it is no longer an ancestor at all, it ended before the worker got here — this process was
    /// re-parented — and the worker exits at once: nothing may start.
    static func watchOrExit() -> WorkerParent? {
        let named: UnsafeMutablePointer<CChar>? = getenv(WorkerEnvironment.parent)
        let pid = named.flatMap { decimal($0) } ?? getppid()
        guard pid > 1 else { return nil }
        let isDirect = getppid() == pid
        let parent = WorkerParent(
            pid: pid, descriptor: isDirect || isAncestor(pid) ? kb_pidfd_open(pid) : -1, isDirect: isDirect)
        guard isDirect || parent.descriptor >= 0 || isAncestor(pid), !parent.isGone else {
            StandardError.write(
                "keyboard-bench-worker: the process that started it (\(pid)) has ended; nothing started\n")
            _exit(WorkerMain.errorStatus)
        }
        return parent
    }

    /// Whether `pid` is an ancestor of this process (up to eight generations, as `/proc` tells).
    static func isAncestor(_ pid: pid_t) -> Bool {
        var current = getppid()
        for _ in 0..<8 {
            if current == pid { return true }
            guard current > 1, let next = parentOf(current) else { return false }
            current = next
        }
        return false
    }

    /// The parent of process `pid`: the fourth field of `/proc/<pid>/stat` (after the name in parentheses).
    static func parentOf(_ pid: pid_t) -> pid_t? {
        let descriptor = open("/proc/\(pid)/stat", O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var bytes = [UInt8](repeating: 0, count: 1024)
        let count = read(descriptor, &bytes, bytes.count)
        guard count > 0, let close = bytes.prefix(count).lastIndex(of: UInt8(ascii: ")")) else { return nil }
        let fields = bytes[(close + 1)..<count].split(separator: UInt8(ascii: " "))
        return fields.count > 1 ? pid_t(String(decoding: fields[1], as: UTF8.self)) : nil
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

    /// For a worker that measures in this process without a reaper (under callgrind): ends it as soon
    /// as the watched process ends (`kb_end_with_parent`: a signal handler, no thread — a second thread
    /// would change what the process counts and allocates), or at once if it has ended already. Only a
    /// direct parent can be watched so; behind a wrapper, the wrapper is.
    func endWithParent() {
        if descriptor >= 0 { close(descriptor) }
        let parent = isDirect ? pid : getppid()
        guard kb_end_with_parent(parent, SIGUSR2, WorkerMain.errorStatus) != 1 else { _exit(WorkerMain.errorStatus) }
    }

    /// Whether the watched process has ended (a direct parent: this process was re-parented).
    var isGone: Bool {
        if isDirect, getppid() != pid { return true }
        guard descriptor >= 0 else { return false }
        var entry = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        return poll(&entry, 1, 0) > 0
    }
}
