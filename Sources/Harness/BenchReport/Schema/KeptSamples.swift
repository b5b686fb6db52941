/// Raw samples kept in the report: all of them up to a bound, else an even stride through them.
public struct KeptSamples: Codable, Sendable, Equatable {
    /// How many samples were measured.
    public var total: Int
    /// The kept samples, in measurement order.
    public var values: [Double]

    /// `values` kept out of `total` samples measured.
    public init(total: Int, values: [Double]) {
        self.total = total
        self.values = values
    }
}
