/// The built-in metrics: the one place their names, units, polarities, shapes and descriptions are
/// spelled. `MetricID`'s presets, `MetricSpec`'s lists, the worker's channel layout, the parent's
/// resident figures and the version-1 reader all read it; Reports/README.md "Metrics, defined" lists
/// the same names and says how each is measured (a test holds the two together).
public enum MetricCatalogue {
    /// Wall time of one call of the operation (monotonic clock).
    public static let wallTime = BuiltInMetric(
        "wall_time", .perOperation, unit: .nanoseconds, shape: .distribution,
        summary: "wall time of one call (monotonic clock)")
    /// Thread CPU time of one call: its wall time when the thread ran through it unswitched, else the
    /// thread CPU clock's advance over it (read only then: no system call per call).
    public static let cpuTime = BuiltInMetric(
        "cpu_time", .perOperation, unit: .nanoseconds, shape: .distribution,
        summary: "thread CPU time of one call (its wall time unless the thread was switched out during it)")
    /// Bytes allocated by one call (jemalloc `thread.allocated`).
    public static let allocatedBytes = BuiltInMetric(
        "allocated_bytes", .perOperation, unit: .bytes, shape: .distribution, deterministic: true,
        summary: "bytes allocated by one call (jemalloc thread.allocated, size classes)")
    /// Allocation requests per call of a micro-benchmark's operation, counted in an untimed pass.
    public static let allocations = BuiltInMetric(
        "allocations", .perOperation, unit: .count, shape: .value, deterministic: true,
        summary: "allocation requests per call of a benchmark's operation (untimed pass)")
    /// Instructions per call, counted by valgrind's callgrind (`run --instructions`).
    public static let instructions = BuiltInMetric(
        "instructions", .perOperation, unit: .count, shape: .value,
        summary: "instructions executed per call under callgrind (run --instructions)")

    /// The subject's live heap after the measured phase, above the heap before the subject existed.
    public static let liveHeap = BuiltInMetric(
        "live_heap", .perRun, unit: .bytes, shape: .value,
        summary: "the subject's live heap after the measured phase (jemalloc size classes)")
    /// The subject's live heap after the measured phase minus after warm-up. Not deterministic: the
    /// repetitions of one worker read −400, −576, −384 B (jemalloc's thread caches and extents move
    /// with what ran before), so a comparison reports it and its budget judges it, never an exact diff.
    public static let heapGrowth = BuiltInMetric(
        "heap_growth", .perRun, unit: .bytes, shape: .value,
        summary: "live heap after the measured phase minus after warm-up (a warm-up leak shows only in leaked_*)")
    /// The subject's highest live heap during the measured phase.
    public static let peakHeap = BuiltInMetric(
        "peak_heap", .perRun, unit: .bytes, shape: .value,
        summary: "the subject's highest live heap during the measured phase (jemalloc size classes)")
    /// Resident pages jemalloc maps after the measured phase (`stats.resident`).
    public static let allocatorResident = BuiltInMetric(
        "allocator_resident", .perRun, unit: .bytes, shape: .value,
        summary: "pages jemalloc holds after the measured phase (stats.resident)")

    /// The worker's whole-life peak resident set size, as the kernel reports it at exit.
    public static let peakResident = BuiltInMetric(
        "peak_resident", .perRun, unit: .bytes, shape: .value, source: .parent,
        summary: "the worker's whole-life peak resident set size (kernel, at exit)")
    /// Peak resident minus the run's resident floor (the median of the per-repetition differences).
    public static let residentAboveFloor = BuiltInMetric(
        "resident_above_floor", .perRun, unit: .bytes, shape: .value, source: .parent,
        summary: "peak_resident minus the run's resident floor (median of per-repetition differences)")

    /// Tracked objects leaked, over both verdicts, each counted once (`ObjectCount.leakedOnce`).
    public static let leakedObjects = BuiltInMetric(
        "leaked_objects", .perRun, unit: .count, shape: .value, deterministic: true,
        summary: "tracked objects leaked while held or after release, each counted once (per type the larger verdict)")
    /// Tracked objects alive but not held by the subject, after the measured phase.
    public static let leakedWhileHeld = BuiltInMetric(
        "leaked_while_held", .perRun, unit: .count, shape: .value, deterministic: true,
        summary: "tracked objects alive but not held by the subject after the measured phase")
    /// Tracked objects alive after the subject was released, above the count before it existed.
    public static let leakedAfterRelease = BuiltInMetric(
        "leaked_after_release", .perRun, unit: .count, shape: .value, deterministic: true,
        summary: "tracked objects still alive after the subject's release")

    /// Every built-in metric, per-operation ones first.
    public static let all: [BuiltInMetric] = [
        wallTime, cpuTime, allocatedBytes, allocations, instructions,
        liveHeap, heapGrowth, peakHeap, allocatorResident, peakResident, residentAboveFloor,
        leakedObjects, leakedWhileHeld, leakedAfterRelease,
    ]

    /// The entry describing `id`, if it is a built-in metric (`switch/wall_time` → `wall_time`).
    public static func entry(for id: MetricID) -> BuiltInMetric? {
        let scope: BuiltInMetric.Scope = id.operation == nil ? .perRun : .perOperation
        return all.first { $0.scope == scope && $0.name == id.kind }
    }
}
