/// OpenCV's 8-bit RGB → HSV conversion in integer arithmetic (H 0…179, S and V 0…255), bit for bit:
/// fixed-point reciprocals with a 12-bit shift, as `cv2.cvtColor(…, COLOR_RGB2HSV)` computes them
/// (checked against OpenCV 5.0 on all 16,777,216 colours).
public enum OpenCVHSV {
    /// The fixed-point shift.
    static let shift = 12
    /// round(255·2¹² / v) for v in 0…255 (0 for v = 0).
    static let saturationDivisors: [Int32] = (0..<256).map {
        $0 == 0 ? 0 : Int32((Double(255 << shift) / Double($0)).rounded(.toNearestOrEven))
    }
    /// round(180·2¹² / (6·d)) for d in 0…255 (0 for d = 0).
    static let hueDivisors: [Int32] = (0..<256).map {
        $0 == 0 ? 0 : Int32((Double(180 << shift) / Double(6 * $0)).rounded(.toNearestOrEven))
    }

    /// (h, s, v) of one pixel.
    public static func hsv(red r: UInt8, green g: UInt8, blue b: UInt8) -> (h: Int, s: Int, v: Int) {
        let (red, green, blue) = (Int32(r), Int32(g), Int32(b))
        let value = Swift.max(red, green, blue), difference = value - Swift.min(red, green, blue)
        let half: Int32 = 1 << (Int32(shift) - 1)
        let saturation = (difference * saturationDivisors[Int(value)] + half) >> Int32(shift)
        let hue =
            (hueNumerator(red, green, blue, value, difference) * hueDivisors[Int(difference)] + half) >> Int32(shift)
        return (Int(hue < 0 ? hue + 180 : hue), Int(saturation), Int(value))
    }

    /// The hue's numerator before scaling: by the channel that holds the maximum (red first, then green).
    @inline(__always)
    static func hueNumerator(_ red: Int32, _ green: Int32, _ blue: Int32, _ value: Int32, _ difference: Int32) -> Int32
    {
        value == red ? green - blue : value == green ? blue - red + 2 * difference : red - green + 4 * difference
    }
}
