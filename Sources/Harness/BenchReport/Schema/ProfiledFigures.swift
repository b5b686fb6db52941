/// What a profiler puts into the figures of the workers it profiles (`HarnessSettings.profile`), so that a
/// profiled run never fails a budget, nor a comparison a row, with the profiler's own cost:
/// - `alloc` (jemalloc's profiler, every allocation recorded): each allocation unwinds its stack, so every
///   time is slower, and jemalloc keeps each recorded allocation in an extent of its own and the records
///   themselves on the heap, so the heap and resident figures grow (`heap_growth` 1.05 MB where the
///   unprofiled worker reads ≤ 0 B). `allocated_bytes` (the program's own requests) and counts are untouched.
/// - `cpu` (perf sampling at thousands of hertz): each sample interrupts the worker, so times are slower
///   by up to a few per cent (README: +3.7 % at 9999 Hz); memory is untouched.
/// - `instructions`: the run is in instruction mode, which measures no time or resident memory at all.
public enum ProfiledFigures {
    /// The metric kinds whose figures the allocation profiler inflates.
    static let heapAndResident: Set<String> = [
        MetricCatalogue.liveHeap.name, MetricCatalogue.heapGrowth.name, MetricCatalogue.peakHeap.name,
        MetricCatalogue.allocatorResident.name, MetricCatalogue.peakResident.name,
        MetricCatalogue.residentAboveFloor.name,
    ]

    /// Whether a figure of `metric` (in `unit`) from a run profiled with `profile` carries the profiler's cost.
    public static func perturbed(_ metric: MetricID, unit: MetricUnit, profile: String?) -> Bool {
        switch profile {
        case "alloc": unit == .nanoseconds || heapAndResident.contains(metric.kind)
        case "cpu": unit == .nanoseconds
        default: false
        }
    }

    /// The note of a budget or row not judged for it: `not judged: profiled (alloc)`.
    public static func note(_ profile: String) -> String { "not judged: profiled (\(profile))" }
}
