import BenchModel

/// What the subject's scope of a run produced, for the frames sent after it.
struct PhaseOutcome {
    let warmup: Int
    let measured: Int
    let batch: Int
    let phaseNanoseconds: Double
    let noise: NoiseCounters
    let whileHeld: [ObjectCount]
    let sampling: [OperationSampling]

    /// Sets the three leak values: while held, after release, and the leaked objects over both, each
    /// counted once (`ObjectCount.leakedOnce`).
    func setLeaks(afterRelease: [ObjectCount], recorder: Recorder, tracked: Bool) {
        guard tracked else { return }
        let held = whileHeld.reduce(0) { $0 + $1.leaked }
        let released = afterRelease.reduce(0) { $0 + $1.leaked }
        recorder.setValue(.leakedWhileHeld, Double(held))
        recorder.setValue(.leakedAfterRelease, Double(released))
        recorder.setValue(
            .leakedObjects, Double(ObjectCount.leakedOnce(whileHeld: whileHeld, afterRelease: afterRelease)))
    }

    func facts(name: String, seed: UInt64, allocator: AllocatorInfo, clock: ClockCosts) -> RunFacts {
        RunFacts(
            scenario: name, seed: seed, warmupIterations: warmup, measuredIterations: measured, batchSize: batch,
            allocator: allocator, clock: clock, measuredPhaseNanoseconds: phaseNanoseconds, noise: noise,
            sampling: sampling
        )
    }
}

/// Tracked objects after the subject's release, against the count before it existed.
enum LeakCount {
    /// One line per type seen before or after; `expected` is the count before the subject existed.
    static func afterRelease(before: [String: Int], after: [String: Int]) -> [ObjectCount] {
        Set(before.keys).union(after.keys).sorted().map { type in
            ObjectCount(type: type, live: after[type] ?? 0, expected: before[type] ?? 0)
        }
    }
}

/// The subject's live heap: jemalloc's `stats.allocated`. The harness's own buffers are mapped outside
/// jemalloc (`HarnessArena`), and everything else of the harness's is allocated before the baseline.
struct SubjectHeap {
    /// Live bytes in jemalloc (refreshes its statistics first).
    func live() -> Double { Double(JemallocProbe.liveHeapBytes()) }

    /// Takes every probe the measured phase and the heap figures use once, so that no first-use cost
    /// of the harness's own (lazy runtime setup, a pthread key) lands between two heap readings.
    func prime(_ progress: ProgressTicker, meter: CallMeter) {
        progress.report(.setup, done: 0, total: 1)
        _ = meter.measure {}
        UnmeasuredWork.run {}
        _ = ProcessProbe.noiseCounters()
        JemallocProbe.resetThreadPeak()
        _ = JemallocProbe.threadPeakBytes()
        _ = live()
        _ = JemallocProbe.residentBytes()
        _ = JemallocProbe.allocationRequests()
        // A sample frame's header (SampleChannel.flush), first written in the measured phase: unspecialized
        // (debug) its integer stores instantiate witness tables, whose metadata pool can run out right there
        // and read as heap growth (seen in layout-switch-storm once more scenarios were registered).
        withUnsafeTemporaryAllocation(byteCount: 16, alignment: 8) { scratch in
            guard let base = scratch.baseAddress else { return }
            var cursor = WireCursor(base)
            cursor.u8(0)
            cursor.u16(0)
            cursor.u32(0)
            cursor.u64(0)
        }
    }
}

/// Sends progress about 25 times per phase at most: each frame is a write that wakes the parent, ~13 µs
/// on a loaded 2-core machine (at a hundred a phase, 1.8 % of a fast scenario's measured-phase CPU).
struct ProgressTicker {
    let writer: FrameWriter
    /// Progress frames per phase, at most (every 4 %).
    static let ticksPerPhase = 25

    /// Reports `done` of `total` in `phase`.
    func report(_ phase: WorkerPhase, done: Int, total: Int) { writer.progress(phase, done: done, total: total) }

    /// Reports when `done` (1-based) is a `ticksPerPhase`-th step of `total`, or the last.
    @inline(__always)
    func tick(_ phase: WorkerPhase, done: Int, total: Int) {
        let every = Swift.max(1, total / Self.ticksPerPhase)
        if done % every == 0 || done == total { writer.progress(phase, done: done, total: total) }
    }
}
