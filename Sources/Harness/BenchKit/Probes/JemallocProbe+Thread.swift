import Glibc

extension JemallocProbe {
    /// Bytes the calling thread has allocated since it started (`thread.allocated`).
    ///
    /// A plain load through the thread's cached `thread.allocatedp` pointer: no `mallctl`, no
    /// allocation, no refresh needed. The pointer is cached per thread (a `pthread` key), so this is
    /// correct from any thread, but it measures the calling thread only: read it on the measuring thread.
    @inline(__always)
    public static func threadAllocatedBytes() -> UInt64 {
        ThreadCounters.allocated().pointee
    }

    /// Bytes the calling thread has freed since it started (`thread.deallocated`), read like
    /// `threadAllocatedBytes()`. Memory freed on another thread counts on that thread.
    @inline(__always)
    static func threadDeallocatedBytes() -> UInt64 {
        ThreadCounters.deallocated().pointee
    }

    /// Turns the calling thread's allocator cache off (`thread.tcache.enabled`), returning what it holds
    /// to the heap: for a thread that makes a scenario's unmeasured inputs beside the measuring one. The
    /// heap's figures (`stats.allocated`) count a cache's objects as live, so a cache filled and trimmed
    /// by that thread would move the measured heap growth (tens of kB) with nothing of the subject's;
    /// without a cache, what the thread frees is free at once. Nothing happens without jemalloc.
    public static func disableThreadCache() {
        try? Mallctl.write("thread.tcache.enabled", false)
    }

    /// Starts a new peak for the calling thread (`thread.peak.reset`): from now on
    /// `threadPeakBytes()` measures net growth above the current level.
    static func resetThreadPeak() {
        Mallctl.mustRun("thread.peak.reset")
    }

    /// The calling thread's highest net allocation (allocated − deallocated) since the last
    /// `resetThreadPeak()` (`thread.peak.read`), in bytes.
    ///
    /// jemalloc samples the peak on allocation events roughly every 64 KiB of traffic, so a spike
    /// shorter than that can be missed: it is an approximation at that granularity.
    static func threadPeakBytes() -> UInt64 {
        Mallctl.mustRead("thread.peak.read", initial: 0 as UInt64)
    }
}

/// Per-thread cache of jemalloc's `thread.allocatedp` / `thread.deallocatedp` pointers.
///
/// The pointers are stored as `pthread` specific values (no allocation: glibc keeps the first 32
/// keys inline in the thread). They point into jemalloc's thread state and stay valid for the
/// thread's life, so no destructor is needed.
enum ThreadCounters {
    static let allocatedKey = makeKey()
    static let deallocatedKey = makeKey()

    @inline(__always)
    static func allocated() -> UnsafeMutablePointer<UInt64> {
        if let cached = pthread_getspecific(allocatedKey) { return cached.assumingMemoryBound(to: UInt64.self) }
        return fetch("thread.allocatedp", key: allocatedKey)
    }

    @inline(__always)
    static func deallocated() -> UnsafeMutablePointer<UInt64> {
        if let cached = pthread_getspecific(deallocatedKey) { return cached.assumingMemoryBound(to: UInt64.self) }
        return fetch("thread.deallocatedp", key: deallocatedKey)
    }

    @inline(never)
    private static func fetch(_ name: StaticString, key: pthread_key_t) -> UnsafeMutablePointer<UInt64> {
        let pointer = Mallctl.mustRead(name, initial: nil as UnsafeMutablePointer<UInt64>?)
        guard let pointer else { preconditionFailure("jemalloc mallctl(\"\(name)\") returned NULL") }
        let status = pthread_setspecific(key, pointer)
        precondition(status == 0, "pthread_setspecific failed (errno \(status))")
        return pointer
    }

    private static func makeKey() -> pthread_key_t {
        var key = pthread_key_t()
        let status = pthread_key_create(&key, nil)
        precondition(status == 0, "pthread_key_create failed (errno \(status))")
        return key
    }
}
