/// An opaque sRGB colour with 8-bit channels.
public struct RGBColor: Hashable, Sendable, CustomStringConvertible {
    /// Red, 0–255.
    public let red: UInt8
    /// Green, 0–255.
    public let green: UInt8
    /// Blue, 0–255.
    public let blue: UInt8

    /// Creates a colour from channels.
    public init(red: UInt8, green: UInt8, blue: UInt8) {
        self.red = red
        self.green = green
        self.blue = blue
    }

    /// Creates a colour from a 24-bit value, e.g. `0xF8F8F8`.
    public init(hex value: UInt32) {
        self.init(
            red: UInt8(truncatingIfNeeded: value >> 16), green: UInt8(truncatingIfNeeded: value >> 8),
            blue: UInt8(truncatingIfNeeded: value))
    }

    /// `#RRGGBB`, uppercase.
    public var hexString: String {
        "#"
            + [red, green, blue].map { channel in
                let digits = String(channel, radix: 16, uppercase: true)
                return digits.count == 1 ? "0" + digits : digits
            }.joined()
    }

    /// The hex string.
    public var description: String { hexString }

    /// Pure black.
    public static let black = RGBColor(hex: 0x000000)
    /// Pure white.
    public static let white = RGBColor(hex: 0xFFFFFF)
}
