/// A preallocated store of samples for a measured phase, where the harness must not allocate.
///
/// `init(capacity:)` reserves all storage up front. `record(_:)` then never allocates: below
/// capacity it stores the sample in place; once full it does not grow (growing would allocate in
/// the middle of the measurement) but counts the sample in `dropped`. Size it to the iteration
/// count and report `dropped` if it is not 0.
///
/// Reading `values` shares the storage (no copy); recording after that copies it once
/// (copy-on-write), so read out after the phase.
public struct SampleBuffer: Sendable {
    /// The most samples kept.
    public let capacity: Int
    /// The kept samples, in recording order.
    public private(set) var values: [Double]
    /// Samples recorded while full, and so not kept.
    public private(set) var dropped: Int = 0

    /// An empty buffer with room for `capacity` samples, allocated now.
    public init(capacity: Int) {
        precondition(capacity >= 0, "negative sample capacity \(capacity)")
        self.capacity = capacity
        values = []
        values.reserveCapacity(capacity)
    }

    /// Samples kept.
    public var count: Int { values.count }

    /// Samples recorded, kept or not.
    public var recorded: Int { values.count + dropped }

    /// Whether the next sample would be dropped.
    public var isFull: Bool { values.count >= capacity }

    /// Keeps `sample`, or counts it as dropped when full. Never allocates while the storage is
    /// not shared.
    @inline(__always)
    public mutating func record(_ sample: Double) {
        if values.count < capacity {
            values.append(sample)
        } else {
            dropped &+= 1
        }
    }

    /// Forgets every sample and the drop count, keeping the storage.
    public mutating func removeAll() {
        values.removeAll(keepingCapacity: true)
        dropped = 0
    }
}
