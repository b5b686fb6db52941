import Glibc

/// Whether the measuring thread was preempted: its involuntary context switches so far
/// (`getrusage(RUSAGE_THREAD)`, `ru_nivcsw`) — the kernel took the CPU away while the thread could run.
/// One read is a system call (~0.2 µs here): `CallMeter` reads it only after a call the thread was
/// switched out in (its switch page says so), against the count read at its last anchor.
enum PreemptionProbe {
    /// `RUSAGE_THREAD` (Linux, 1), which Glibc's module does not export without `_GNU_SOURCE`.
    static let thread = __rusage_who_t(1)

    /// The calling thread's involuntary context switches so far; -1 when they cannot be read.
    @inline(__always)
    static func involuntarySwitches() -> Int {
        var usage = rusage()
        guard getrusage(Self.thread, &usage) == 0 else { return -1 }
        return usage.ru_nivcsw
    }

    /// Whether the thread was switched out involuntarily since `before` (`false` when unreadable).
    @inline(__always)
    static func preempted(since before: Int) -> Bool {
        guard before >= 0 else { return false }
        let now = involuntarySwitches()
        return now >= 0 && now != before
    }
}
