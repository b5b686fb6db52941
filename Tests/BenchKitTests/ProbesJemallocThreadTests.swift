#if canImport(Glibc)
    import Glibc
#endif
import Testing

@testable import BenchKit

/// A class instance: one heap allocation each.
final class Probe {
    var value: Int
    init(_ value: Int) { self.value = value }
}

/// Per-thread jemalloc counters: other tests running in parallel cannot perturb them.
/// Every test is synchronous, so it stays on one thread from start to end.
@Suite struct ProbesJemallocThreadTests {
    static let megabyte = 1 << 20

    @Test func checkSucceedsInTheTestProcess() throws {
        let info = try JemallocProbe.check()
        #expect(info.version.hasPrefix("5."))
        #expect(info.statsEnabled)
    }

    @Test func threadAllocatedMovesByAnAllocatedArray() {
        _ = JemallocProbe.threadAllocatedBytes()
        let before = JemallocProbe.threadAllocatedBytes()
        let array = [UInt8](repeating: 1, count: Self.megabyte)
        let after = JemallocProbe.threadAllocatedBytes()
        withExtendedLifetime(array) {}
        #expect(after - before >= UInt64(Self.megabyte))
    }

    @Test func threadDeallocatedMovesWhenTheArrayIsFreed() {
        var array: [UInt8]? = [UInt8](repeating: 1, count: Self.megabyte)
        let before = JemallocProbe.threadDeallocatedBytes()
        #expect(array?.count == Self.megabyte)
        array = nil
        let after = JemallocProbe.threadDeallocatedBytes()
        #expect(after - before >= UInt64(Self.megabyte))
    }

    @Test func cachedPointerReadsAgreeWithMallctl() throws {
        let viaPointer = JemallocProbe.threadAllocatedBytes()
        let viaMallctl = try Mallctl.read("thread.allocated", initial: 0 as UInt64)
        let freedViaPointer = JemallocProbe.threadDeallocatedBytes()
        let freedViaMallctl = try Mallctl.read("thread.deallocated", initial: 0 as UInt64)
        #expect(viaPointer == viaMallctl)
        #expect(freedViaPointer == freedViaMallctl)
    }

    @Test func peakCoversAHeldArrayAndResets() {
        JemallocProbe.resetThreadPeak()
        let array = [UInt8](repeating: 1, count: Self.megabyte)
        let held = JemallocProbe.threadPeakBytes()
        withExtendedLifetime(array) {}
        #expect(held >= UInt64(Self.megabyte))
        JemallocProbe.resetThreadPeak()
        #expect(JemallocProbe.threadPeakBytes() < UInt64(Self.megabyte / 2))
    }

    /// A thread that makes unmeasured inputs beside the measuring one turns its cache off; the others keep
    /// theirs (read on a thread of its own, so no test runner thread loses its cache).
    @Test func aThreadTurnsOnlyItsOwnCacheOff() throws {
        final class Seen: @unchecked Sendable { var enabled: (before: Bool, after: Bool)? }
        let seen = Seen()
        let context = Unmanaged.passRetained(seen).toOpaque()
        var handle = pthread_t()
        let started = pthread_create(
            &handle, nil,
            { context in
                let seen = Unmanaged<Seen>.fromOpaque(context!).takeRetainedValue()
                let before = (try? Mallctl.read("thread.tcache.enabled", initial: false)) ?? false
                JemallocProbe.disableThreadCache()
                let after = (try? Mallctl.read("thread.tcache.enabled", initial: true)) ?? true
                seen.enabled = (before, after)
                return nil
            }, context)
        try #require(started == 0)
        pthread_join(handle, nil)
        #expect(seen.enabled?.before == true && seen.enabled?.after == false)
        #expect(try Mallctl.read("thread.tcache.enabled", initial: false))
    }

    @Test func errorsReadAsOneLine() {
        let errors: [AllocatorError] = [
            .notJemalloc(errno: 2), .statisticsDisabled, .mallctlFailed(name: "epoch", errno: 14),
            .notServingAllocations(path: "malloc", requested: 4096, counted: 0),
        ]
        for error in errors { #expect(!error.description.contains("\n")) }
        #expect(errors[0].description == "jemalloc is not the process allocator: mallctl(\"version\") failed (errno 2)")
    }
}
