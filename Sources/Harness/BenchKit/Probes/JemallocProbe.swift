import BenchModel
import CJemalloc
import Glibc

/// Reads jemalloc's statistics: the allocator's own view of the heap.
///
/// Call `check()` once first: it throws when jemalloc is not the process allocator or keeps no
/// statistics. Every other read assumes a successful `check()`; a failing `mallctl` after it is a
/// programming error and traps with the control's name and errno — a read never returns a silent zero.
///
/// Heap-wide figures (`liveHeapBytes`, `residentBytes`, `allocationRequests`) `refresh()` first.
/// They see every thread, but only the calling thread's cache is flushed: what other threads did
/// through their caches (allocations, request counts) shows once those caches flush or are
/// collected. `refresh()` costs about 30 µs (nearly all of it the `epoch` bump, which merges every
/// arena's statistics): call heap-wide reads at phase boundaries, never per operation.
public enum JemallocProbe {
    /// Verifies jemalloc serves this process's allocations with statistics enabled, and describes it.
    ///
    /// Asks `version` and `config.stats`, then checks that a `malloc` and a Swift allocation of
    /// 4096 bytes each move this thread's `thread.allocated` by at least that much.
    public static func check() throws(AllocatorError) -> AllocatorInfo {
        precondition(MALLCTL_ARENAS_ALL == 4096, "allocationRequests() names stats.arenas.4096: the header disagrees")
        let version = try readVersion()
        let stats = try Mallctl.read("config.stats", initial: false)
        guard stats else { throw .statisticsDisabled }
        try verifyServesMalloc()
        try verifyServesSwift()
        return AllocatorInfo(version: version, statsEnabled: stats)
    }

    /// Flushes the calling thread's cache (`thread.tcache.flush`) and bumps `epoch`, so that
    /// `stats.*` are current. A thread without a cache (`EFAULT`) has nothing to flush.
    static func refresh() {
        do {
            try Mallctl.command("thread.tcache.flush")
        } catch .mallctlFailed(_, let errno) where errno == EFAULT {
            // tcache disabled for this thread: nothing cached, nothing to flush.
        } catch {
            Mallctl.trap(error)
        }
        do { try Mallctl.advanceEpoch() } catch { Mallctl.trap(error) }
    }

    /// Bytes in live allocations, all threads (`stats.allocated` after `refresh()`).
    ///
    /// Counted in size classes: an allocation counts its class's size, not the bytes requested
    /// (an 8 MiB array counts 10 MiB). Compare deltas, not requested sizes.
    static func liveHeapBytes() -> UInt64 {
        refresh()
        return UInt64(Mallctl.mustRead("stats.allocated", initial: 0 as Int))
    }

    /// Bytes in physically resident pages jemalloc maps (`stats.resident` after `refresh()`),
    /// including its metadata and dirty unused pages.
    static func residentBytes() -> UInt64 {
        refresh()
        return UInt64(Mallctl.mustRead("stats.resident", initial: 0 as Int))
    }

    /// Allocation requests served so far, all arenas: small plus large `nrequests` of
    /// `stats.arenas.<MALLCTL_ARENAS_ALL>` after `refresh()`. Only differences are meaningful.
    static func allocationRequests() -> UInt64 {
        refresh()
        let small = Mallctl.mustRead("stats.arenas.4096.small.nrequests", initial: 0 as UInt64)
        let large = Mallctl.mustRead("stats.arenas.4096.large.nrequests", initial: 0 as UInt64)
        return small &+ large
    }

    /// `version`, with a missing answer reported as "not jemalloc".
    static func readVersion() throws(AllocatorError) -> String {
        let pointer: UnsafePointer<CChar>?
        do {
            pointer = try Mallctl.read("version", initial: nil as UnsafePointer<CChar>?)
        } catch .mallctlFailed(_, let errno) {
            throw .notJemalloc(errno: errno)
        }
        guard let pointer else { throw .mallctlFailed(name: "version", errno: EINVAL) }
        return String(cString: pointer)
    }
}
