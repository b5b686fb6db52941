/// The "no blue keys" rule of story 6.1 AC3, made precise.
extension RGBColor {
    /// How far (0–255 scale) blue must exceed both red and green for a colour to count as blue.
    static let blueDominanceThreshold: Int = 16

    /// A colour is blue when its blue channel exceeds both the red and the green channel by more
    /// than `blueDominanceThreshold` (16/255 ≈ 6 %). Greys (equal channels) are never blue;
    /// iOS system blue `#007AFF` is.
    public var isBlue: Bool {
        let b = Int(blue)
        return b - Int(red) > Self.blueDominanceThreshold && b - Int(green) > Self.blueDominanceThreshold
    }
}
