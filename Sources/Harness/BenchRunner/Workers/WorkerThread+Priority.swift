import BenchReport
import Glibc

/// The priority workers start at. Linux keeps a nice value per thread, and a process starts with its
/// parent thread's: every worker is started from swift-subprocess's one starting thread, made from
/// `WorkerThread` (`SpawnThread`), so setting that thread's nice value first sets every worker's (and its
/// helpers', profilers', backends') — whichever other threads of the harness hold (libdispatch sets its
/// pool threads' own).
public enum WorkerNice {
    /// The nice value `run` starts workers at unless told otherwise: on a machine with other work, the
    /// workers keep the CPU about nine times as long as a process at 0 (each step is ~1.25× the weight).
    public static let standard = -10

    /// Sets the nice value of the thread workers are started from to `value`; returns what took effect.
    /// A value below the thread's current one needs CAP_SYS_NICE (or RLIMIT_NICE): when refused the thread
    /// keeps its value, and the result says why.
    public static func set(_ value: Int) async -> WorkerPriority {
        // Run by the thread's own loop: a task's executor preference alone does not move synchronous work
        // onto it (the value was set on whichever thread called, and workers started at 0).
        let priority = await withCheckedContinuation { continuation in
            WorkerThread.shared.perform { continuation.resume(returning: Self.setCallingThread(value)) }
        }
        // The starting thread made before this value was set keeps the value it was made with: when it
        // cannot be made now, every thread takes the value (it among them).
        if await SpawnThread.make(), priority.refused == nil { SpawnThread.setEveryThread(to: priority.nice) }
        return priority
    }

    /// `set` on the calling thread (`setpriority(PRIO_PROCESS, 0, …)` is the calling thread's on Linux).
    private static func setCallingThread(_ value: Int) -> WorkerPriority {
        var refused: String? = nil
        if setpriority(__priority_which_t(PRIO_PROCESS.rawValue), 0, Int32(value)) != 0 {
            refused =
                errno == EPERM || errno == EACCES
                ? "not permitted: raising a priority needs CAP_SYS_NICE or an RLIMIT_NICE that allows it"
                : String(cString: strerror(errno))
        }
        errno = 0
        let now = getpriority(__priority_which_t(PRIO_PROCESS.rawValue), 0)
        return WorkerPriority(requested: value, nice: errno == 0 ? Int(now) : value, refused: refused)
    }
}
