/// What a metric measures. Per-operation kinds carry the operation's name ("switch", "type").
public enum MetricKind: String, Codable, Sendable, CaseIterable {
    /// Wall-clock time of one operation, monotonic clock, nanoseconds.
    case wallTime = "wall_time"
    /// Thread CPU time of one operation (`CLOCK_THREAD_CPUTIME_ID`), nanoseconds.
    case cpuTime = "cpu_time"
    /// Bytes allocated by one operation (jemalloc `thread.allocated` delta).
    case allocatedBytes = "allocated_bytes"
    /// Allocation requests per operation (jemalloc small+large `nrequests` delta over the phase / operations).
    case allocations = "allocations"
    /// Highest resident set size of the worker process (`VmHWM`), bytes.
    case peakResident = "peak_resident"
    /// Resident memory reported by jemalloc (`stats.resident`) after the run, bytes.
    case allocatorResident = "allocator_resident"
    /// Live heap after warm-up plus the measuring thread's peak net allocation above it during the measured
    /// phase (`thread.peak.reset` / `thread.peak.read`), bytes.
    case peakHeap = "peak_heap"
    /// Live heap (`stats.allocated`) after the measured phase, bytes.
    case liveHeap = "live_heap"
    /// Live heap after the measured phase minus live heap after warm-up, bytes (may be negative).
    case heapGrowth = "heap_growth"
    /// Tracked objects alive that nothing expected to hold them does, after the run.
    case leakedObjects = "leaked_objects"

    /// Whether the metric belongs to a named operation.
    public var isPerOperation: Bool {
        switch self {
        case .wallTime, .cpuTime, .allocatedBytes, .allocations: true
        default: false
        }
    }

    /// The unit the metric's values are in.
    public var unit: MetricUnit {
        switch self {
        case .wallTime, .cpuTime: .nanoseconds
        case .allocatedBytes, .peakResident, .allocatorResident, .peakHeap, .liveHeap, .heapGrowth: .bytes
        case .allocations, .leakedObjects: .count
        }
    }
}

/// The unit of a metric's values.
public enum MetricUnit: String, Codable, Sendable {
    case nanoseconds = "ns"
    case bytes
    case count
}

/// Names one metric of a scenario: a kind, and for per-operation kinds the operation.
///
/// Its text form is `operation/kind` (`switch/wall_time`) or `kind` (`peak_resident`).
public struct MetricID: Hashable, Codable, Sendable, CustomStringConvertible, Comparable {
    /// What is measured.
    public let kind: MetricKind
    /// The operation measured, for per-operation kinds; `nil` otherwise.
    public let operation: String?

    /// A metric of the given kind, optionally for a named operation.
    public init(_ kind: MetricKind, operation: String? = nil) {
        self.kind = kind
        self.operation = operation
    }

    /// Wall time of the named operation.
    public static func latency(_ operation: String) -> MetricID { MetricID(.wallTime, operation: operation) }
    /// Thread CPU time of the named operation.
    public static func cpuTime(_ operation: String) -> MetricID { MetricID(.cpuTime, operation: operation) }
    /// Bytes allocated by the named operation.
    public static func allocatedBytes(_ operation: String) -> MetricID { MetricID(.allocatedBytes, operation: operation) }
    /// Allocations per call of the named operation.
    public static func allocations(_ operation: String) -> MetricID { MetricID(.allocations, operation: operation) }
    /// Worker peak resident memory (`VmHWM`).
    public static let peakResident = MetricID(.peakResident)
    /// jemalloc `stats.resident` after the run.
    public static let allocatorResident = MetricID(.allocatorResident)
    /// Peak live heap of the measuring thread.
    public static let peakHeap = MetricID(.peakHeap)
    /// Live heap after the measured phase.
    public static let liveHeap = MetricID(.liveHeap)
    /// Heap growth over the measured phase.
    public static let heapGrowth = MetricID(.heapGrowth)
    /// Leaked tracked objects.
    public static let leakedObjects = MetricID(.leakedObjects)

    /// The metric's unit.
    public var unit: MetricUnit { kind.unit }

    /// `operation/kind` or `kind`.
    public var description: String {
        operation.map { "\($0)/\(kind.rawValue)" } ?? kind.rawValue
    }

    /// Parses the text form; `nil` when it names no known kind.
    public init?(parsing text: String) {
        let parts = text.split(separator: "/", maxSplits: 1).map(String.init)
        if parts.count == 2, let kind = MetricKind(rawValue: parts[1]), kind.isPerOperation {
            self.init(kind, operation: parts[0])
        } else if parts.count == 1, let kind = MetricKind(rawValue: parts[0]), !kind.isPerOperation {
            self.init(kind)
        } else {
            return nil
        }
    }

    public init(from decoder: any Decoder) throws {
        let text = try decoder.singleValueContainer().decode(String.self)
        guard let parsed = MetricID(parsing: text) else {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "unknown metric '\(text)'"))
        }
        self = parsed
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(description)
    }

    public static func < (lhs: MetricID, rhs: MetricID) -> Bool { lhs.description < rhs.description }
}
