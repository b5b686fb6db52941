/// The unit of a metric's values. Open: any name is a unit (`"frames"`), the common ones are presets.
///
/// Memory uses SI multiples when printed (1 MB = 1,000,000 bytes).
public struct MetricUnit: RawRepresentable, Hashable, Codable, Sendable, ExpressibleByStringLiteral,
    CustomStringConvertible
{
    /// The unit's name as reports write it (`ns`, `bytes`, `per_second`).
    public let rawValue: String

    /// A unit with the given name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// A unit with the given name.
    public init(stringLiteral value: String) { self.rawValue = value }

    /// Nanoseconds.
    public static let nanoseconds = MetricUnit(rawValue: "ns")
    /// Bytes.
    public static let bytes = MetricUnit(rawValue: "bytes")
    /// A plain count.
    public static let count = MetricUnit(rawValue: "count")
    /// A fraction, 0…1 (accuracy 0.995).
    public static let ratio = MetricUnit(rawValue: "ratio")
    /// A percentage, 0…100.
    public static let percent = MetricUnit(rawValue: "percent")
    /// Events per second (frames per second, requests per second).
    public static let perSecond = MetricUnit(rawValue: "per_second")
    /// Pixels.
    public static let pixels = MetricUnit(rawValue: "pixels")
    /// Points (UI coordinates).
    public static let points = MetricUnit(rawValue: "points")

    /// The name.
    public var description: String { rawValue }
}
