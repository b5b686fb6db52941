/// The memory metrics taken around a measured phase.
struct MemoryBaseline {
    /// Live heap (`stats.allocated`) after warm-up, with every sample buffer already allocated.
    let liveHeapAfterWarmup: UInt64

    /// Takes the baseline and resets the thread's peak counter.
    static func take() -> MemoryBaseline {
        let live = JemallocProbe.liveHeapBytes()
        JemallocProbe.resetThreadPeak()
        return MemoryBaseline(liveHeapAfterWarmup: live)
    }

    /// Heap metrics after the measured phase: live heap, growth, peak heap.
    ///
    /// Peak heap is the post-warm-up live heap plus the measuring thread's peak net allocation since then.
    func heapMetrics() -> [MetricSamples] {
        let peakAbove = JemallocProbe.threadPeakBytes()
        let live = JemallocProbe.liveHeapBytes()
        return [
            MetricSamples(id: .liveHeap, values: [Double(live)]),
            MetricSamples(id: .heapGrowth, values: [Double(live) - Double(liveHeapAfterWarmup)]),
            MetricSamples(id: .peakHeap, values: [Double(liveHeapAfterWarmup) + Double(peakAbove)]),
        ]
    }

    /// Process-level metrics, read at the very end of the run: peak resident and allocator resident.
    static func processMetrics() throws -> [MetricSamples] {
        let memory = try ProcessProbe.memory()
        return [
            MetricSamples(id: .peakResident, values: [Double(memory.vmHWM)]),
            MetricSamples(id: .allocatorResident, values: [Double(JemallocProbe.residentBytes())]),
        ]
    }
}
