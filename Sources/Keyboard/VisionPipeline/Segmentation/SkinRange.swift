/// An HSV box in OpenCV's 8-bit units (H 0…179, S and V 0…255). A hue range whose low end is above
/// its high end wraps around red: `hueLow 165, hueHigh 20` is 165…179 and 0…20.
public struct SkinRange: Hashable, Sendable {
    /// Lowest hue (inclusive).
    public var hueLow: Int
    /// Highest hue (inclusive); below `hueLow` to wrap.
    public var hueHigh: Int
    /// Saturation bounds (inclusive).
    public var saturation: ClosedRange<Int>
    /// Value bounds (inclusive).
    public var value: ClosedRange<Int>

    /// Creates a range.
    public init(hueLow: Int, hueHigh: Int, saturation: ClosedRange<Int>, value: ClosedRange<Int>) {
        self.hueLow = hueLow
        self.hueHigh = hueHigh
        self.saturation = saturation
        self.value = value
    }

    /// Human skin from pale to dark under white light, paper and ink excluded by saturation.
    public static let standard = SkinRange(hueLow: 170, hueHigh: 22, saturation: 48...210, value: 40...255)

    /// Whether hue `h` is in the range (with wrap-around).
    public func containsHue(_ h: Int) -> Bool {
        hueLow <= hueHigh ? (h >= hueLow && h <= hueHigh) : (h >= hueLow || h <= hueHigh)
    }

    /// Whether (h, s, v) is in the box.
    public func contains(h: Int, s: Int, v: Int) -> Bool {
        containsHue(h) && saturation.contains(s) && value.contains(v)
    }

    /// The box as OpenCV `inRange` bounds: one (lower, upper) pair, or two when the hue wraps.
    public var openCVBounds: [(lower: [Int], upper: [Int])] {
        let s = saturation, v = value
        if hueLow <= hueHigh {
            return [([hueLow, s.lowerBound, v.lowerBound], [hueHigh, s.upperBound, v.upperBound])]
        }
        return [
            ([hueLow, s.lowerBound, v.lowerBound], [179, s.upperBound, v.upperBound]),
            ([0, s.lowerBound, v.lowerBound], [hueHigh, s.upperBound, v.upperBound]),
        ]
    }
}
