/// One measured call: wall time, thread CPU time, bytes allocated, and whether the thread was
/// preempted during it. `CallMeter` measures it (no system call unless the thread was switched out).
struct MeasuredCall {
    let wallNanoseconds: UInt64
    let cpuNanoseconds: UInt64
    let allocatedBytes: UInt64
    /// Whether the kernel switched the thread out involuntarily during the call.
    var preempted = false
}

extension MeasuredCall {
    /// The fallback of a thread without a switch page (`CallMeter`): the CPU clock read around the call
    /// and the involuntary switch count before and after it — system calls, ~1.1 µs a call here. The
    /// wall clock is read innermost, so its figure excludes the other reads.
    @inline(__always)
    static func runReadingClocks(_ body: () throws -> Void) rethrows -> MeasuredCall {
        let switchesBefore = PreemptionProbe.involuntarySwitches()
        let allocatedBefore = JemallocProbe.threadAllocatedBytes()
        let cpuBefore = ClockProbe.threadCPUNanoseconds()
        let wallBefore = ClockProbe.monotonicNanoseconds()
        try body()
        let wallAfter = ClockProbe.monotonicNanoseconds()
        let cpuAfter = ClockProbe.threadCPUNanoseconds()
        let allocatedAfter = JemallocProbe.threadAllocatedBytes()
        return MeasuredCall(
            wallNanoseconds: wallAfter &- wallBefore, cpuNanoseconds: cpuAfter &- cpuBefore,
            allocatedBytes: allocatedAfter &- allocatedBefore,
            preempted: PreemptionProbe.preempted(since: switchesBefore)
        )
    }

    /// The fallback's correction: the median thread-CPU time an empty call reads through
    /// `runReadingClocks` — the CPU clock's own read cost plus the wall-clock and allocator reads that
    /// sit inside its window. Subtracted from every CPU sample of such a thread.
    static func emptyCallCPUNanoseconds(samples: Int = 2_001) -> Double {
        var costs = [Double](repeating: 0, count: samples)
        for index in 0..<samples { costs[index] = Double(runReadingClocks {}.cpuNanoseconds) }
        costs.sort()
        return costs[samples / 2]
    }
}
