/// Names one metric of a scenario: `switch/wall_time`, `peak_resident`, `accuracy`.
///
/// Per-operation metrics are `<operation>/<kind>`; the others are a single name. Names use lower-case
/// letters, digits, `_`, `-` and `.` (`MetricName.isValid`), so they survive every report format.
public struct MetricID: Hashable, Comparable, Codable, Sendable, CustomStringConvertible, ExpressibleByStringLiteral {
    /// The full name.
    public let name: String

    /// The metric with the given full name.
    public init(_ name: String) { self.name = name }
    /// The metric with the given full name.
    public init(stringLiteral value: String) { self.name = value }

    /// The operation of a per-operation metric (`switch` of `switch/wall_time`), else `nil`.
    public var operation: String? {
        guard let slash = name.firstIndex(of: "/") else { return nil }
        return String(name[..<slash])
    }

    /// The kind of a per-operation metric (`wall_time`), else the whole name.
    public var kind: String {
        guard let slash = name.firstIndex(of: "/") else { return name }
        return String(name[name.index(after: slash)...])
    }

    /// The metric's name.
    public var description: String { name }

    /// Reads the metric from its name (a JSON string).
    public init(from decoder: any Decoder) throws {
        name = try decoder.singleValueContainer().decode(String.self)
    }

    /// Writes the metric as its name (a JSON string).
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(name)
    }

    /// Orders metrics by name.
    public static func < (lhs: MetricID, rhs: MetricID) -> Bool { lhs.name < rhs.name }
}

extension MetricID {
    /// Wall time of one call of the operation (monotonic clock).
    public static func latency(_ operation: String) -> MetricID { MetricCatalogue.wallTime.id(operation) }
    /// Thread CPU time of one call of the operation (`MetricCatalogue.cpuTime`).
    public static func cpuTime(_ operation: String) -> MetricID { MetricCatalogue.cpuTime.id(operation) }
    /// Bytes allocated by one call of the operation.
    public static func allocatedBytes(_ operation: String) -> MetricID { MetricCatalogue.allocatedBytes.id(operation) }
    /// Allocation requests per call of the operation.
    public static func allocations(_ operation: String) -> MetricID { MetricCatalogue.allocations.id(operation) }
    /// A metric a scenario declares and records itself (`Metric("accuracy", …)`).
    public static func custom(_ name: String) -> MetricID { MetricID(name) }

    /// The worker's whole-life peak resident set size, as the kernel reports it at exit.
    public static let peakResident = MetricCatalogue.peakResident.id()
    /// Peak resident minus the run's resident floor (the same worker running an empty scenario).
    public static let residentAboveFloor = MetricCatalogue.residentAboveFloor.id()
    /// Resident pages jemalloc maps after the measured phase (`stats.resident`).
    public static let allocatorResident = MetricCatalogue.allocatorResident.id()
    /// The subject's live heap after the measured phase, above the heap before the subject existed.
    public static let liveHeap = MetricCatalogue.liveHeap.id()
    /// The subject's live heap after the measured phase minus after warm-up.
    public static let heapGrowth = MetricCatalogue.heapGrowth.id()
    /// The subject's highest live heap during the measured phase.
    public static let peakHeap = MetricCatalogue.peakHeap.id()
    /// Tracked objects leaked, both verdicts together (while held + after release).
    public static let leakedObjects = MetricCatalogue.leakedObjects.id()
    /// Tracked objects alive but not held by the subject, after the measured phase.
    public static let leakedWhileHeld = MetricCatalogue.leakedWhileHeld.id()
    /// Tracked objects still alive after the subject was released, above the count before it existed.
    public static let leakedAfterRelease = MetricCatalogue.leakedAfterRelease.id()
}

/// The character set of metric and operation names.
public enum MetricName {
    /// Whether `name` is a valid operation or custom metric name: 1–64 characters of `a-z 0-9 _ - .`,
    /// starting with a letter or digit.
    public static func isValid(_ name: String) -> Bool {
        guard let first = name.utf8.first, name.utf8.count <= 64, isLetterOrDigit(first) else { return false }
        return name.utf8.allSatisfy {
            isLetterOrDigit($0) || $0 == UInt8(ascii: "_") || $0 == UInt8(ascii: "-") || $0 == UInt8(ascii: ".")
        }
    }

    static func isLetterOrDigit(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
    }
}
