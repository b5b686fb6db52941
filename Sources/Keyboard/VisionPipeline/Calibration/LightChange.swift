/// The light against the reference's, per channel: a frame's raw value ≈ `gains` × the reference's raw
/// value + `offsets` (levels). A camera's exposure is a gain on linear light; after its transfer curve it
/// is about a gain on the encoded values and a small offset (the curve's linear toe and black level);
/// a change of white balance is the same per channel.
public struct LightChange: Hashable, Sendable {
    /// The gain per channel.
    public var gains: ChannelGains
    /// The offset per channel (levels; stored as a `ChannelGains` of three values).
    public var offsets: ChannelGains

    /// Creates a change.
    public init(gains: ChannelGains, offsets: ChannelGains = .zero) {
        self.gains = gains
        self.offsets = offsets
    }

    /// No change.
    public static let none = LightChange(gains: .unit)

    /// Whether a gain moved further than `step` (relative) or an offset further than `step` × 255 levels.
    func differs(from other: LightChange, by step: Double) -> Bool {
        gains.differs(from: other.gains, by: step) || abs(offsets.red - other.offsets.red) > step * 255
            || abs(offsets.green - other.offsets.green) > step * 255
            || abs(offsets.blue - other.offsets.blue) > step * 255
    }
}

extension ChannelGains {
    /// Three zeros (no offset).
    public static let zero = ChannelGains(red: 0, green: 0, blue: 0)

    /// Channel `index` (0 red, 1 green, 2 blue).
    subscript(channel index: Int) -> Double {
        get { index == 0 ? red : index == 1 ? green : blue }
        set {
            switch index {
            case 0: red = newValue
            case 1: green = newValue
            default: blue = newValue
            }
        }
    }
}
