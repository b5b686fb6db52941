/// The memory metrics taken around a measured phase.
struct MemoryBaseline {
    /// Live heap (`stats.allocated`) after warm-up, with every sample buffer already allocated.
    let liveHeapAfterWarmup: UInt64

    /// Takes the baseline and resets the thread's peak counter. Every probe the measured phase uses is
    /// called once first, so a first-use cost of the harness's own never lands in the heap growth.
    static func take() -> MemoryBaseline {
        primeProbes()
        let live = JemallocProbe.liveHeapBytes()
        JemallocProbe.resetThreadPeak()
        return MemoryBaseline(liveHeapAfterWarmup: live)
    }

    /// Calls each probe the measured phase and `heapMetrics()` use once, and reports progress once
    /// (the worker's progress sink formats and writes a line, which has first-use costs of its own).
    static func primeProbes() {
        WorkerProgress.report(phase: Phase.warmup.rawValue, done: 1, total: 1)
        _ = MeasuredCall.run {}
        _ = JemallocProbe.threadPeakBytes()
        _ = JemallocProbe.liveHeapBytes()
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
