/// Skin segmentation in HSV with integer arithmetic and lookup tables: per-channel correction
/// tables (white balance and exposure, identity until lighting changes), a 256 × 256 table that
/// decides saturation and value from (max, max − min), and OpenCV's hue for the pixels that pass.
/// With identity corrections its mask equals `cv2.inRange(cv2.cvtColor(rgb, COLOR_RGB2HSV), …)`.
/// Not `Sendable`: its tables are rewritten without locks when lighting changes; its one owner (a
/// pipeline) uses it from one thread at a time.
public final class SkinClassifier {
    /// The HSV box.
    public private(set) var range: SkinRange
    /// Per-channel corrections: entry `c × 256 + x` is channel c (r, g, b) value x after correction.
    let corrections = Storage<UInt8>(repeating: 0, count: 768)
    /// 1 where (value, difference) gives a saturation and value inside the box: index `v << 8 | d`.
    let saturationValue = Storage<UInt8>(repeating: 0, count: 65_536)
    /// 1 where the hue (0…179) is inside the box.
    let hues = Storage<UInt8>(repeating: 0, count: 256)
    let hueDivisors = Storage<Int32>(repeating: 0, count: 256)

    /// A classifier for `range`, identity corrections.
    public init(range: SkinRange = .standard) {
        self.range = range
        for index in 0..<256 { hueDivisors[index] = OpenCVHSV.hueDivisors[index] }
        setCorrections(.unit)
        setRange(range)
    }

    /// Rebuilds the tables for another box.
    public func setRange(_ range: SkinRange) {
        self.range = range
        let half: Int32 = 1 << 11
        for v in 0..<256 {
            for d in 0...v {
                let s = Int((Int32(d) * OpenCVHSV.saturationDivisors[v] + half) >> 12)
                saturationValue[v << 8 | d] = range.saturation.contains(s) && range.value.contains(v) ? 1 : 0
            }
        }
        for h in 0..<256 { hues[h] = h < 180 && range.containsHue(h) ? 1 : 0 }
    }

    /// Corrections that take each channel's offset (levels) away and divide by its gain (a gain of 0.5
    /// doubles the channel), saturating.
    public func setCorrections(_ gains: ChannelGains, offsets: ChannelGains = .zero) {
        setCorrection(channel: 0, gain: gains.red, offset: offsets.red)
        setCorrection(channel: 1, gain: gains.green, offset: offsets.green)
        setCorrection(channel: 2, gain: gains.blue, offset: offsets.blue)
    }

    private func setCorrection(channel: Int, gain: Double, offset: Double) {
        let usable = gain.isFinite && gain > 0.01 ? gain : 1, shift = offset.isFinite ? offset : 0
        for x in 0..<256 {
            let corrected = ((Double(x) - shift) / usable).rounded()
            corrections[channel * 256 + x] = UInt8(Swift.min(Swift.max(corrected, 0), 255))
        }
    }

    /// Whether one pixel (raw channel values) is skin after correction.
    @inline(__always)
    func isSkin(_ r: UInt8, _ g: UInt8, _ b: UInt8) -> Bool {
        let table = corrections.pointer
        return Self.inBox(
            Int(table[Int(r)]), Int(table[256 + Int(g)]), Int(table[512 + Int(b)]),
            saturationValue: saturationValue.pointer, hueDivisors: hueDivisors.pointer, hues: hues.pointer)
    }

    /// Whether corrected (`red`, `green`, `blue`) is in the box the tables describe: the one test behind
    /// `isSkin` and the hand test's colour cue (which holds the tables' pointers itself).
    @inline(__always)
    static func inBox(
        _ red: Int, _ green: Int, _ blue: Int, saturationValue: UnsafePointer<UInt8>,
        hueDivisors: UnsafePointer<Int32>, hues: UnsafePointer<UInt8>
    ) -> Bool {
        let value = Swift.max(red, green, blue), difference = value &- Swift.min(red, green, blue)
        guard saturationValue[value &<< 8 | difference] != 0 else { return false }
        // |numerator| ≤ 1,275 and divisor ≤ 122,880: the product fits Int32 with room to spare.
        let (r, g, b, v, d) = (Int32(red), Int32(green), Int32(blue), Int32(value), Int32(difference))
        let hue = (OpenCVHSV.hueNumerator(r, g, b, v, d) &* hueDivisors[difference] &+ 2048) &>> 12
        return hues[Int(hue < 0 ? hue &+ 180 : hue)] != 0
    }

    /// Classifies the pixels of `columns` × `rows` into `mask` (OR-ing bits; clear the rows first).
    func classify(
        _ frame: UnsafePointer<UInt8>, _ layout: FrameLayout, columns: Range<Int>, rows: Range<Int>, into mask: BitMask
    ) {
        let red = layout.order.redOffset, blue = layout.order.blueOffset, words = mask.words.pointer
        for y in rows {
            let row = frame + y * layout.bytesPerRow, maskRow = words + y * mask.wordsPerRow
            var x = columns.lowerBound
            while x < columns.upperBound {
                let end = Swift.min((x | 63) + 1, columns.upperBound)
                var bits: UInt64 = 0
                for column in x..<end {
                    let pixel = row + column * 4
                    if isSkin(pixel[red], pixel[1], pixel[blue]) { bits |= 1 << UInt64(column & 63) }
                }
                maskRow[x >> 6] |= bits
                x = end
            }
        }
    }
}
