/// What a metric is: its name, unit, better direction, shape, and whether its value is deterministic
/// (the same code and seed give the same value, so a comparison may demand equality).
public struct MetricSpec: Hashable, Codable, Sendable {
    /// The metric.
    public var id: MetricID
    /// The unit of its values.
    public var unit: MetricUnit
    /// Which direction is better.
    public var polarity: Polarity
    /// Distribution of samples or one value per run.
    public var shape: MetricShape
    /// Whether the same code and seed always give the same value (allocation counts, leaks).
    public var deterministic: Bool

    /// A metric description.
    public init(id: MetricID, unit: MetricUnit, polarity: Polarity, shape: MetricShape, deterministic: Bool = false) {
        self.id = id
        self.unit = unit
        self.polarity = polarity
        self.shape = shape
        self.deterministic = deterministic
    }
}

extension MetricSpec {
    /// The metrics every measured call of `operation` produces: wall time, CPU time, bytes allocated.
    public static func perCall(_ operation: String) -> [MetricSpec] {
        [MetricCatalogue.wallTime, MetricCatalogue.cpuTime, MetricCatalogue.allocatedBytes].map { $0.spec(operation) }
    }

    /// Allocation requests per call of a micro-benchmark's operation (counted in an untimed pass).
    public static func allocations(_ operation: String) -> MetricSpec { MetricCatalogue.allocations.spec(operation) }

    /// The memory metrics every worker measures.
    public static let memory: [MetricSpec] = [
        MetricCatalogue.liveHeap, MetricCatalogue.heapGrowth, MetricCatalogue.peakHeap,
        MetricCatalogue.allocatorResident,
    ].map { $0.spec() }

    /// Metrics the parent adds: resident memory from the kernel at the worker's exit.
    public static let resident: [MetricSpec] = MetricCatalogue.all.filter { $0.source == .parent }.map { $0.spec() }

    /// Leak metrics, for scenarios that track objects.
    public static let leaks: [MetricSpec] = [
        MetricCatalogue.leakedObjects, MetricCatalogue.leakedWhileHeld, MetricCatalogue.leakedAfterRelease,
    ].map { $0.spec() }

    /// The spec of a built-in metric that is not per call (memory, resident, leaks), if `id` is one.
    public static func builtIn(_ id: MetricID) -> MetricSpec? {
        guard let entry = MetricCatalogue.entry(for: id), entry.scope == .perRun else { return nil }
        return entry.spec()
    }
}
