/// A limit with its unit: `.milliseconds(100)`, `.megabytes(30)`, `.ratio(0.995)`.
///
/// Memory uses SI units (1 MB = 1,000,000 bytes): the stricter reading of "30 MB".
public struct Quantity: Codable, Sendable, Equatable {
    /// The amount, in `unit`.
    public var amount: Double
    /// The unit of `amount`.
    public var unit: MetricUnit

    /// An amount in a unit.
    public init(_ amount: Double, _ unit: MetricUnit) {
        self.amount = amount
        self.unit = unit
    }

    /// Nanoseconds.
    public static func nanoseconds(_ value: Double) -> Quantity { Quantity(value, .nanoseconds) }
    /// Microseconds, stored as nanoseconds.
    public static func microseconds(_ value: Double) -> Quantity { Quantity(value * 1e3, .nanoseconds) }
    /// Milliseconds, stored as nanoseconds.
    public static func milliseconds(_ value: Double) -> Quantity { Quantity(value * 1e6, .nanoseconds) }
    /// Seconds, stored as nanoseconds.
    public static func seconds(_ value: Double) -> Quantity { Quantity(value * 1e9, .nanoseconds) }
    /// Bytes.
    public static func bytes(_ value: Double) -> Quantity { Quantity(value, .bytes) }
    /// Kilobytes (1,000 bytes).
    public static func kilobytes(_ value: Double) -> Quantity { Quantity(value * 1e3, .bytes) }
    /// Megabytes (1,000,000 bytes).
    public static func megabytes(_ value: Double) -> Quantity { Quantity(value * 1e6, .bytes) }
    /// A plain count.
    public static func count(_ value: Double) -> Quantity { Quantity(value, .count) }
    /// A fraction 0…1.
    public static func ratio(_ value: Double) -> Quantity { Quantity(value, .ratio) }
    /// A percentage 0…100.
    public static func percent(_ value: Double) -> Quantity { Quantity(value, .percent) }
    /// Events per second.
    public static func perSecond(_ value: Double) -> Quantity { Quantity(value, .perSecond) }
    /// Pixels.
    public static func pixels(_ value: Double) -> Quantity { Quantity(value, .pixels) }
}

extension Quantity: ExpressibleByIntegerLiteral {
    /// An integer literal is a count: `Budget(.leakedObjects, atMost: 0)`.
    public init(integerLiteral value: Int) { self.init(Double(value), .count) }
}
