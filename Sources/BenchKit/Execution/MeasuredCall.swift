/// One measured call: wall time, thread CPU time and bytes allocated around `body`.
///
/// The wall clock is read innermost, so its figure excludes the CPU-clock and allocator reads.
struct MeasuredCall {
    let wallNanoseconds: UInt64
    let cpuNanoseconds: UInt64
    let allocatedBytes: UInt64

    @inline(__always)
    static func run(_ body: () throws -> Void) rethrows -> MeasuredCall {
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
            allocatedBytes: allocatedAfter &- allocatedBefore
        )
    }
}
