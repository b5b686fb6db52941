/// One measured call: wall time, thread CPU time and bytes allocated around `body`.
///
/// The wall clock is read innermost, so its figure excludes the CPU-clock and allocator reads; the
/// thread's involuntary context switches are read outermost (`PreemptionProbe`), before the call only:
/// the recorder reads them after it when the call may be one of the slowest.
struct MeasuredCall {
    let wallNanoseconds: UInt64
    let cpuNanoseconds: UInt64
    let allocatedBytes: UInt64
    /// The thread's involuntary context switches before the call (-1: unreadable).
    var switchesBefore = -1

    @inline(__always)
    static func run(_ body: () throws -> Void) rethrows -> MeasuredCall {
        let switchesBefore = PreemptionProbe.involuntarySwitches()
        let allocatedBefore = JemallocProbe.threadAllocatedBytes()
        let cpuBefore = ClockProbe.threadCPUNanoseconds()
        let wallBefore = ClockProbe.monotonicNanoseconds()
        try body()
        let wallAfter = ClockProbe.monotonicNanoseconds()
        let cpuAfter = ClockProbe.threadCPUNanoseconds()
        let allocatedAfter = JemallocProbe.threadAllocatedBytes()
        return MeasuredCall(
            wallNanoseconds: wallAfter &- wallBefore,
            cpuNanoseconds: cpuAfter &- cpuBefore,
            allocatedBytes: allocatedAfter &- allocatedBefore, switchesBefore: switchesBefore
        )
    }
}

extension MeasuredCall {
    /// The median thread-CPU time an empty measured call reads: the CPU clock's own read cost plus the
    /// wall-clock and allocator reads that sit inside the CPU window. Subtracted from every CPU sample.
    static func emptyCallCPUNanoseconds(samples: Int = 2_001) -> Double {
        var costs = [Double](repeating: 0, count: samples)
        for index in 0..<samples { costs[index] = Double(run {}.cpuNanoseconds) }
        costs.sort()
        return costs[samples / 2]
    }
}
