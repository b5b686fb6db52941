/// `HandTest.changed` on several pixels at once, in `Float` lanes. Every quantity of the test is an
/// integer far below 2^24 (channels ≤ 255, sums ≤ 766, products ≤ 255 × 767, the change summed over three
/// channels ≤ 3 × 255 × 767, the thresholds bounded by `lanesAreExact`), so each lane computes exactly
/// the integers the scalar test computes, and compares them the same way. The two products with a
/// warmth (up to 766² × `warmth`) are compared in `Double`, exact below 2^53.
extension HandTest {
    /// Pixels tested at once.
    static let laneCount = 8
    /// A value per pixel of a group of `laneCount`.
    typealias Lanes = SIMD8<Float>
    /// A yes or no per pixel of a group.
    typealias LaneMask = SIMDMask<SIMD8<Int32>>

    /// Corrected channels of a group of pixels, and their sum (plus one for a reference, as `changed`).
    struct LaneColour {
        var red: Lanes, green: Lanes, blue: Lanes, sum: Lanes
    }

    /// Whether the thresholds keep every product of the lane test below 2^24 (`Float`) and 2^53
    /// (`Double`): then the lanes compute exactly what the scalar test does. True for any sane
    /// configuration; a pass that is not exact keeps to the scalar test.
    var lanesAreExact: Bool {
        let small = 1 << 14, large = 1 << 30
        return abs(chroma) <= small && abs(brighter) <= small && abs(shade) <= small && abs(warmth) <= large
            && abs(tint) <= large
    }

    /// The colours of reference pixels `indices` (each a 4-byte load at its 3-byte pixel: the caller keeps
    /// every index below the reference's last pixel).
    @inline(__always) func referenceLanes(_ indices: SIMD8<Int>) -> LaneColour {
        var packed = SIMD8<UInt32>()
        let base = UnsafeRawPointer(colour)
        for lane in 0..<Self.laneCount {
            packed[lane] = base.loadUnaligned(fromByteOffset: 3 &* indices[lane], as: UInt32.self)
        }
        let colour = Self.unpack(packed)
        return LaneColour(red: colour.red, green: colour.green, blue: colour.blue, sum: colour.sum + 1)
    }

    /// Bytes 0, 1 and 2 of each lane of `packed` as red, green and blue, with their sum.
    @inline(__always) static func unpack(_ packed: SIMD8<UInt32>) -> LaneColour {
        let mask = SIMD8<UInt32>(repeating: 0xFF)
        let red = Lanes(SIMD8<Int32>(truncatingIfNeeded: packed & mask))
        let green = Lanes(SIMD8<Int32>(truncatingIfNeeded: (packed &>> 8) & mask))
        let blue = Lanes(SIMD8<Int32>(truncatingIfNeeded: (packed &>> 16) & mask))
        return LaneColour(red: red, green: green, blue: blue, sum: red + green + blue)
    }

    /// `changed` of `pixel` against `ref` in each lane, each lane with its own `darkest` (0 or `shade`).
    @inline(__always) func changedLanes(_ pixel: LaneColour, _ ref: LaneColour, darkest: Lanes) -> LaneMask {
        let bright = pixel.sum .> ref.sum + Lanes(repeating: Float(brighter))
        let dark = .!bright .& (pixel.sum * 4 .< ref.sum * darkest)
        let redShift = pixel.red * ref.sum - ref.red * pixel.sum
        let greenShift = pixel.green * ref.sum - ref.green * pixel.sum
        let blueShift = pixel.blue * ref.sum - ref.blue * pixel.sum
        let limit = Lanes(repeating: Float(chroma)) * ref.sum
        var hand = bright
        let coloured = .!bright .& .!dark .& (Self.magnitude(redShift) + Self.magnitude(greenShift)
            + Self.magnitude(blueShift) .> limit)
        if any(coloured) {
            let shaded = darkest .!= 0
            hand .|= coloured .& (.!shaded .| tintedLanes(redShift, blueShift, pixel.sum, ref.sum))
        }
        if any(dark) { hand .|= dark .& warmerLanes(redShift, blueShift, pixel.sum, ref.sum, limit) }
        return hand
    }

    /// `tinted` in each lane, from `changed`'s red and blue shifts (the channel's minus the reference's
    /// share, at both brightnesses).
    @inline(__always) func tintedLanes(_ redShift: Lanes, _ blueShift: Lanes, _ sum: Lanes, _ refSum: Lanes)
        -> LaneMask
    {
        guard tint > 0 else { return LaneMask(repeating: true) }
        return Self.beyondWarmth(redShift - blueShift, sum, refSum, tint)
    }

    /// `warmer` in each lane, from `changed`'s red and blue shifts and `chroma`'s `limit` at the reference.
    @inline(__always) func warmerLanes(
        _ redShift: Lanes, _ blueShift: Lanes, _ sum: Lanes, _ refSum: Lanes, _ limit: Lanes
    ) -> LaneMask {
        let shift = redShift - blueShift
        let warm = (redShift .> 0) .& (blueShift .< 0) .& (shift .> limit)
        guard any(warm) else { return warm }
        return warm .& Self.beyondWarmth(shift, sum, refSum, warmth)
    }

    /// `shift` × 1024 > `sum` × `refSum` × `warmth` in each lane, exact in `Double`.
    @inline(__always) static func beyondWarmth(_ shift: Lanes, _ sum: Lanes, _ refSum: Lanes, _ warmth: Int)
        -> LaneMask
    {
        let product = SIMD8<Double>(sum * refSum) * SIMD8<Double>(repeating: Double(warmth))
        let wide = SIMD8<Double>(shift * 1024) .> product
        var mask = LaneMask(repeating: false)
        for lane in 0..<laneCount { mask[lane] = wide[lane] }
        return mask
    }

    /// |`value`| in each lane.
    @inline(__always) static func magnitude(_ value: Lanes) -> Lanes {
        pointwiseMax(value, -value)
    }

    /// Bit k set for lane k of `mask`.
    @inline(__always) static func bits(_ mask: LaneMask) -> UInt64 {
        let weights = SIMD8<Int32>(1, 2, 4, 8, 16, 32, 64, 128)
        return UInt64(SIMD8<Int32>().replacing(with: weights, where: mask).wrappedSum())
    }

    /// The lanes whose bit is set in `bits` (bit k for lane k).
    @inline(__always) static func mask(_ bits: UInt64) -> LaneMask {
        let weights = SIMD8<Int32>(1, 2, 4, 8, 16, 32, 64, 128)
        return SIMD8<Int32>(repeating: Int32(truncatingIfNeeded: bits)) & weights .!= 0
    }
}
