/// A device the keyboard is audited on (portrait screen size in points).
public struct DevicePreset: Hashable, Sendable {
    /// Marketing name.
    public let name: String
    /// Screen width in points (the keyboard width in portrait).
    public let screenWidth: Double
    /// Screen height in points.
    public let screenHeight: Double

    /// Creates a device preset.
    public init(name: String, screenWidth: Double, screenHeight: Double) {
        self.name = name
        self.screenWidth = screenWidth
        self.screenHeight = screenHeight
    }

    /// iPhone SE (2nd/3rd gen): 375 × 667 pt.
    public static let iPhoneSE = DevicePreset(name: "iPhone SE", screenWidth: 375, screenHeight: 667)
    /// iPhone 14 Pro: 393 × 852 pt.
    public static let iPhone14Pro = DevicePreset(name: "iPhone 14 Pro", screenWidth: 393, screenHeight: 852)
    /// iPhone 14 Pro Max: 430 × 932 pt.
    public static let iPhone14ProMax = DevicePreset(name: "iPhone 14 Pro Max", screenWidth: 430, screenHeight: 932)

    /// The three devices story 6.2 names.
    public static let all: [DevicePreset] = [.iPhoneSE, .iPhone14Pro, .iPhone14ProMax]
}
