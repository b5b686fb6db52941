import BenchModel

/// Measures calls without measuring itself: per call, two monotonic reads (vDSO), two loads of the
/// switch page's sequence (`SwitchWatch`) and two of jemalloc's thread counter — no system call. The
/// thread CPU clock and its context-switch count (system calls, ~0.35 and ~0.2 µs here) are read only
/// when the thread was switched out: a call it ran through unswitched used exactly its wall time of
/// CPU, so that is its CPU time; a switched call's CPU time is the CPU clock after it, less the clock
/// at its start, which is known without a read because the thread ran unswitched since the last one
/// (the anchor: CPU clock, wall clock and switch count read together, renewed after every switch).
///
/// Without a switch page (perf events not allowed) every call reads the CPU clock and the switch
/// count around it (`MeasuredCall.runReadingClocks`), as a costlier fallback.
struct CallMeter {
    /// The clocks and the switch count read together, with the page's sequence at that moment.
    struct Anchor {
        var cpu: UInt64 = 0
        var wall: UInt64 = 0
        var switches = -1
        /// `sequence` of a page that cannot have it: the first measured call anchors.
        var sequence: UInt32 = 1
        /// How many times the CPU clock was read (anchors and switched calls).
        var cpuClockReads = 0
    }

    let watch: SwitchWatch?
    let allocated: UnsafeMutablePointer<UInt64>
    let anchor: UnsafeMutablePointer<Anchor>

    /// A meter for the calling thread (the measuring one), its anchor in `arena`.
    init(arena: HarnessArena) {
        watch = SwitchWatch.open()
        allocated = ThreadCounters.allocated()
        anchor = arena.allocate(1, of: Anchor())
    }

    /// Whether calls are measured without a system call (a switch page is mapped).
    var readsClocksOnSwitchOnly: Bool { watch != nil }

    /// Runs `body` once and measures it.
    @inline(__always)
    func measure(_ body: () throws -> Void) rethrows -> MeasuredCall {
        guard let watch else { return try MeasuredCall.runReadingClocks(body) }
        let allocatedBefore = allocated.pointee
        var wallBefore = ClockProbe.monotonicNanoseconds()
        if watch.sequence() != anchor.pointee.sequence {
            renewAnchor(watch)
            wallBefore = ClockProbe.monotonicNanoseconds()
        }
        try body()
        let wallAfter = ClockProbe.monotonicNanoseconds()
        let sequence = watch.sequence()
        let allocatedAfter = allocated.pointee
        let wall = wallAfter &- wallBefore
        let bytes = allocatedAfter &- allocatedBefore
        guard sequence == anchor.pointee.sequence else {
            return switchedCall(watch, wallBefore: wallBefore, wall: wall, bytes: bytes)
        }
        return MeasuredCall(wallNanoseconds: wall, cpuNanoseconds: wall, allocatedBytes: bytes)
    }

    /// A call the thread was switched out in: its CPU time from the CPU clock, whether it was preempted
    /// from the involuntary switch count; then a new anchor.
    @inline(never)
    func switchedCall(_ watch: SwitchWatch, wallBefore: UInt64, wall: UInt64, bytes: UInt64) -> MeasuredCall {
        let cpuNow = ClockProbe.threadCPUNanoseconds()
        let switches = PreemptionProbe.involuntarySwitches()
        let old = anchor.pointee
        let cpuAtStart = old.cpu &+ (wallBefore &- old.wall)
        let cpu = cpuNow > cpuAtStart ? Swift.min(wall, cpuNow - cpuAtStart) : 0
        let preempted = old.switches >= 0 && switches >= 0 && switches != old.switches
        anchor.pointee.cpuClockReads += 1
        renewAnchor(watch)
        return MeasuredCall(wallNanoseconds: wall, cpuNanoseconds: cpu, allocatedBytes: bytes, preempted: preempted)
    }

    /// Reads the CPU clock, the wall clock and the switch count with no switch between them (again,
    /// up to a few times, when the page's sequence moved meanwhile).
    @inline(never)
    func renewAnchor(_ watch: SwitchWatch) {
        var fresh = anchor.pointee
        for _ in 0..<4 {
            fresh.sequence = watch.sequence()
            fresh.cpu = ClockProbe.threadCPUNanoseconds()
            fresh.wall = ClockProbe.monotonicNanoseconds()
            fresh.switches = PreemptionProbe.involuntarySwitches()
            fresh.cpuClockReads += 1
            if watch.sequence() == fresh.sequence { break }
        }
        anchor.pointee = fresh
    }
}
