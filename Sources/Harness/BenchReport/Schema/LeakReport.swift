/// Leak findings of one scenario: two verdicts by type.
public struct LeakReport: Codable, Sendable, Equatable {
    /// Live heap after the measured phase minus after warm-up, bytes; `nil` if not measured.
    public var heapGrowthBytes: Double?
    /// While the subject was held: tracked objects alive against what it holds.
    public var whileHeld: [ObjectCount]
    /// After the subject was released: tracked objects alive against the count before it existed.
    public var afterRelease: [ObjectCount]

    /// Leaked objects over both verdicts, each counted once (`ObjectCount.leakedOnce`).
    public var leakedObjects: Int { ObjectCount.leakedOnce(whileHeld: whileHeld, afterRelease: afterRelease) }

    /// Leak findings with every field given.
    public init(heapGrowthBytes: Double?, whileHeld: [ObjectCount], afterRelease: [ObjectCount]) {
        self.heapGrowthBytes = heapGrowthBytes
        self.whileHeld = whileHeld
        self.afterRelease = afterRelease
    }
}
