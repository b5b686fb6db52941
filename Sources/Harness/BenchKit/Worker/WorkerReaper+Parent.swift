import CProcess
import Glibc

extension WorkerReaper {
    /// Waits for the measuring child without outliving the parent: sleeps on the child's and the
    /// parent's pidfds (no wake-up while both live; where the kernel gives no pidfd, it looks every
    /// 50 ms). Returns the child's wait status and resource usage; if the parent ends first, kills the
    /// child and every other process this reaper holds, and exits.
    static func waitForChild(_ child: pid_t, parent: WorkerParent?) -> (status: Int32, usage: rusage) {
        let childDescriptor = kb_pidfd_open(child)
        defer { if childDescriptor >= 0 { close(childDescriptor) } }
        let parentDescriptor = parent?.descriptor ?? -1
        var watched = [childDescriptor, parentDescriptor].filter { $0 >= 0 }.map {
            pollfd(fd: $0, events: Int16(POLLIN), revents: 0)
        }
        let everyoneWatched = childDescriptor >= 0 && (parent == nil || parentDescriptor >= 0)
        var status: Int32 = 0
        var usage = rusage()
        while true {
            let reaped = wait4(child, &status, WNOHANG, &usage)
            if reaped == child || (reaped < 0 && errno != EINTR) { return (status, usage) }
            let parentEnded = watched.contains { $0.fd == parentDescriptor && $0.revents != 0 }
            if parentEnded || parent?.isGone == true { abandon(child) }
            _ = poll(&watched, nfds_t(watched.count), everyoneWatched ? -1 : 50)
        }
    }

    /// The parent is gone: nothing it started may stay. Kills the measuring child (its own children die
    /// with it, by their parent-death signal) and any orphan re-parented to this subreaper, then exits.
    static func abandon(_ child: pid_t) -> Never {
        kill(child, SIGKILL)
        killChildren()
        _exit(WorkerMain.errorStatus)
    }

    /// Sends SIGKILL to every child of this single-threaded process, as the kernel lists them.
    static func killChildren() {
        let descriptor = open("/proc/self/task/\(getpid())/children", O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return }
        defer { close(descriptor) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 4096)
        while case let count = read(descriptor, &chunk, chunk.count), count > 0 { bytes += chunk.prefix(count) }
        for word in bytes.split(whereSeparator: { $0 == 0x20 || $0 == 0x0A }) {
            if let pid = pid_t(String(decoding: word, as: UTF8.self)) { kill(pid, SIGKILL) }
        }
    }
}
