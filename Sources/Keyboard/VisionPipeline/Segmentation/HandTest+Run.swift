/// `HandTest.isHand` over a run of pixels of one row, `laneCount` pixels at a time (`HandTest+Lanes`):
/// each group's colours, corrections and reference pixels are gathered once, its own-pixel test and its
/// neighbours' run in lanes, and only the colour cue's table look-ups (and the frame's border) stay per
/// pixel. Every bit is the one `isHand` gives.
extension HandTest {
    /// Bit k is `isHand` of pixel (`x` + k × `step`, `y`), k in 0..<`count` (at most 64), read from `row`
    /// (the frame's row `y`, laid out in `order`).
    func handBits(_ row: UnsafePointer<UInt8>, _ order: PixelOrder, x: Int, step: Int, count: Int, y: Int) -> UInt64 {
        var bits: UInt64 = 0, k = 0
        if lanesAreExact {
            // Each lane loads 4 bytes at its 3-byte reference pixel: the last pixel is left to `isHand`.
            let last = width &* height &- 1, start = y &* width &+ x
            while k &+ Self.laneCount <= count, start &+ (k &+ Self.laneCount &- 1) &* step < last {
                bits |= laneBits(row, order, x: x &+ k &* step, step: step, y: y) &<< UInt64(k)
                k &+= Self.laneCount
            }
        }
        while k < count {
            let column = x &+ k &* step, pixel = row + column &* 4
            if isHand(pixel[order.redOffset], pixel[1], pixel[order.blueOffset], x: column, y: y) {
                bits |= 1 &<< UInt64(k)
            }
            k &+= 1
        }
        return bits
    }

    /// `isHand` of the `laneCount` pixels (`x` + k × `step`, `y`), as bit k.
    @inline(__always) func laneBits(_ row: UnsafePointer<UInt8>, _ order: PixelOrder, x: Int, step: Int, y: Int)
        -> UInt64
    {
        let red = order.redOffset, blue = order.blueOffset, skinRow = skinLike + y &* skinLikeStride
        var raw = SIMD8<UInt32>(), corrected = SIMD8<UInt32>(), indices = SIMD8<Int>(), skinBits: UInt64 = 0
        let start = y &* width &+ x
        for lane in 0..<Self.laneCount {
            let column = x &+ lane &* step, pixel = row + column &* 4
            let r = Int(pixel[red]), g = Int(pixel[1]), b = Int(pixel[blue])
            raw[lane] = UInt32(truncatingIfNeeded: r | g &<< 8 | b &<< 16)
            corrected[lane] = UInt32(
                truncatingIfNeeded: Int(corrections[r]) | Int(corrections[256 &+ g]) &<< 8
                    | Int(corrections[512 &+ b]) &<< 16)
            indices[lane] = start &+ lane &* step
            skinBits |= (skinRow[column &>> 6] &>> UInt64(column & 63) & 1) &<< UInt64(lane)
        }
        let own = referenceLanes(indices), skinLikeLanes = Self.mask(skinBits)
        let pixel = clipped(Self.unpack(corrected), raw: Self.unpack(raw), own)
        let darkest = Lanes(repeating: Float(shade)).replacing(with: 0, where: skinLikeLanes)
        var hand = changedLanes(pixel, own, darkest: darkest)
        if any(hand) { hand = neighbourLanes(pixel, hand, indices, x: x, step: step, y: y, darkest: darkest) }
        let candidates = Self.bits(.!hand .& .!skinLikeLanes)
        guard candidates != 0 else { return Self.bits(hand) }
        return Self.bits(hand) | skinLanes(pixel, candidates, x: x, step: step, y: y)
    }

    /// `pixel` with each clipped raw channel (`raw` at or above `clipLevel`) raised to the reference's
    /// (`ref`) where that is higher, as `isHand` reads a clipped channel.
    @inline(__always) func clipped(_ pixel: LaneColour, raw: LaneColour, _ ref: LaneColour) -> LaneColour {
        let level = Lanes(repeating: Float(Swift.min(Swift.max(clipLevel, 0), 256)))
        let red = pixel.red.replacing(with: pointwiseMax(pixel.red, ref.red), where: raw.red .>= level)
        let green = pixel.green.replacing(with: pointwiseMax(pixel.green, ref.green), where: raw.green .>= level)
        let blue = pixel.blue.replacing(with: pointwiseMax(pixel.blue, ref.blue), where: raw.blue .>= level)
        return LaneColour(red: red, green: green, blue: blue, sum: red + green + blue)
    }

    /// `own` (the lanes that changed at their own reference pixels `indices`) narrowed to those that also
    /// changed at the reference pixels one and two away across and down (`changedNeighbours`).
    @inline(__always) func neighbourLanes(
        _ pixel: LaneColour, _ own: LaneMask, _ indices: SIMD8<Int>, x: Int, step: Int, y: Int, darkest: Lanes
    ) -> LaneMask {
        let lastX = x &+ (Self.laneCount &- 1) &* step
        guard x >= 2, lastX < width &- 2, y >= 2, y < height &- 2 else {
            return neighbourLanesNearBorder(pixel, own, x: x, step: step, y: y, darkest: darkest)
        }
        var hand = own
        for neighbour in 0..<8 {
            let offset = Self.neighbourOffset(neighbour, width: width)
            hand .&= changedLanes(pixel, referenceLanes(indices &+ offset), darkest: darkest)
            guard any(hand) else { break }
        }
        return hand
    }

    /// The offset of the `neighbour`-th (0..<8) reference pixel `changedNeighbours` tests, in `changedNeighbours`'s
    /// order: one and two across, then one and two down, each way.
    @inline(__always) static func neighbourOffset(_ neighbour: Int, width: Int) -> Int {
        let distance = neighbour &>> 1 & 1 &+ 1, sign = neighbour & 1 == 0 ? 1 : -1
        return (neighbour < 4 ? distance : distance &* width) &* sign
    }

    /// `neighbourLanes` pixel by pixel (`changedNeighbours`), for groups that reach the frame's border.
    func neighbourLanesNearBorder(_ pixel: LaneColour, _ own: LaneMask, x: Int, step: Int, y: Int, darkest: Lanes)
        -> LaneMask
    {
        var lanes = Self.bits(own), hand: UInt64 = 0
        while lanes != 0 {
            let lane = lanes.trailingZeroBitCount
            lanes &= lanes &- 1
            let (red, green, blue) = (Int(pixel.red[lane]), Int(pixel.green[lane]), Int(pixel.blue[lane]))
            if changedNeighbours(red, green, blue, x: x &+ lane &* step, y: y, darkest: Int(darkest[lane])) {
                hand |= 1 &<< UInt64(lane)
            }
        }
        return Self.mask(hand)
    }

    /// The colour cue of `isHand` (skin by colour, and not a shadow: `skinInShade`) for the lanes in
    /// `candidates` (bit k for lane k), as bits. The saturation and value table rejects most pixels, its
    /// key computed in lanes.
    func skinLanes(_ pixel: LaneColour, _ candidates: UInt64, x: Int, step: Int, y: Int) -> UInt64 {
        let value = pointwiseMax(pointwiseMax(pixel.red, pixel.green), pixel.blue)
        let least = pointwiseMin(pointwiseMin(pixel.red, pixel.green), pixel.blue)
        let key = SIMD8<Int32>(value) &<< 8 | SIMD8<Int32>(value - least)
        var lanes = candidates, skin: UInt64 = 0
        while lanes != 0 {
            let lane = lanes.trailingZeroBitCount
            lanes &= lanes &- 1
            guard saturationValue[Int(key[lane])] != 0 else { continue }
            let (red, green, blue) = (Int(pixel.red[lane]), Int(pixel.green[lane]), Int(pixel.blue[lane]))
            if isSkin(red, green, blue) && skinInShade(red, green, blue, x: x &+ lane &* step, y: y) {
                skin |= 1 &<< UInt64(lane)
            }
        }
        return skin
    }
}
