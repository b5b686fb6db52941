/// A gain per colour channel (the light's colour and strength against the reference).
public struct ChannelGains: Hashable, Sendable {
    /// Red, green and blue gains.
    public var red: Double, green: Double, blue: Double

    /// Creates gains.
    public init(red: Double, green: Double, blue: Double) {
        self.red = red
        self.green = green
        self.blue = blue
    }

    /// No change.
    public static let unit = ChannelGains(red: 1, green: 1, blue: 1)

    /// Channel-wise product.
    public static func * (a: ChannelGains, b: ChannelGains) -> ChannelGains {
        ChannelGains(red: a.red * b.red, green: a.green * b.green, blue: a.blue * b.blue)
    }

    /// Whether any channel differs from `other`'s by more than `tolerance`, relatively.
    public func differs(from other: ChannelGains, by tolerance: Double) -> Bool {
        abs(red / other.red - 1) > tolerance || abs(green / other.green - 1) > tolerance
            || abs(blue / other.blue - 1) > tolerance
    }
}
