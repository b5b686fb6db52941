/// `HandTest.isHand` over a run of pixels of one row, every bit the one `isHand` gives, with a shortcut
/// for the pixel brighter than all nine reference pixels its test reads (its own, and the ones one and
/// two away across and down) by more than `brighter`: each of the nine `changed` tests returns at its
/// first step, so the pixel is hand (the change decides before the colour cue is needed). In hostile
/// light (noise, saturation, flicker) nearly every pixel is such a pixel. The shortcut is tried on a pixel
/// brighter than its own reference only (in normal light few are); along a run of those, the five
/// reference brightnesses across are a sliding window, each reference pixel of the row summed once
/// instead of five times. Any other pixel takes the full `isHand`; the coarse scan's steps and the rows
/// near the border take it throughout (`pixelBits`).
extension HandTest {
    /// Bit k is `isHand` of pixel (`x` + k × `step`, `y`), k in 0..<`count` (at most 64), read from `row`
    /// (the frame's row `y`, laid out in `order`).
    func handBits(_ row: UnsafePointer<UInt8>, _ order: PixelOrder, x: Int, step: Int, count: Int, y: Int) -> UInt64 {
        guard step == 1, y >= 2, y < height &- 2 else {
            return pixelBits(row, order, x: x, step: step, count: count, y: y)
        }
        let red = order.redOffset, blue = order.blueOffset
        let refRow = colour + 3 &* (y &* width)
        var bits: UInt64 = 0, window = BrightnessWindow()
        for k in 0..<count {
            let column = x &+ k, pixel = row + column &* 4
            let (rawRed, rawGreen, rawBlue) = (pixel[red], pixel[1], pixel[blue])
            guard !isClipped(rawRed, rawGreen, rawBlue) else {
                if isClippedHand(rawRed, rawGreen, rawBlue, x: column, y: y) { bits |= 1 &<< UInt64(k) }
                continue
            }
            let (r, g, b) = corrected(rawRed, rawGreen, rawBlue)
            let excess = r &+ g &+ b &- brighter
            if column >= 2, column < width &- 2, excess > Self.brightness(refRow + 3 &* column) {
                window.move(to: column, row: refRow)
                if excess > window.brightest, excess > brightestUpDown(column, y) {
                    bits |= 1 &<< UInt64(k)
                    continue
                }
            }
            if isHand(r, g, b, x: column, y: y) { bits |= 1 &<< UInt64(k) }
        }
        return bits
    }

    /// `handBits` pixel by pixel, `isHand` alone.
    func pixelBits(_ row: UnsafePointer<UInt8>, _ order: PixelOrder, x: Int, step: Int, count: Int, y: Int) -> UInt64 {
        let red = order.redOffset, blue = order.blueOffset
        var bits: UInt64 = 0
        for k in 0..<count {
            let column = x &+ k &* step, pixel = row + column &* 4
            if isHand(pixel[red], pixel[1], pixel[blue], x: column, y: y) { bits |= 1 &<< UInt64(k) }
        }
        return bits
    }

    /// The largest reference brightness (`changed`'s refSum: channels summed, plus one) of the four
    /// reference pixels one and two down and up from (`column`, `y`); the `BrightnessWindow` holds the
    /// five across.
    @inline(__always) func brightestUpDown(_ column: Int, _ y: Int) -> Int {
        let here = colour + 3 &* (y &* width &+ column), down = 3 &* width
        return Swift.max(
            Swift.max(Self.brightness(here + down), Self.brightness(here - down)),
            Swift.max(Self.brightness(here + 2 &* down), Self.brightness(here - 2 &* down)))
    }

    /// `changed`'s refSum of the reference pixel at `ref`.
    @inline(__always) static func brightness(_ ref: UnsafePointer<UInt8>) -> Int {
        Int(ref[0]) &+ Int(ref[1]) &+ Int(ref[2]) &+ 1
    }

    /// The reference brightnesses of the five pixels two either side of a column and the column's own,
    /// along one row.
    struct BrightnessWindow {
        /// Brightnesses of columns `column` − 2 … `column` + 2.
        var left2 = 0, left1 = 0, centre = 0, right1 = 0, right2 = 0
        /// The column the window is at (none yet: `Int.min`).
        var column = Int.min

        /// The window at column `target` of the reference row `row`: one step on from the last column, or anew.
        @inline(__always) mutating func move(to target: Int, row: UnsafePointer<UInt8>) {
            if target == column &+ 1 {
                (left2, left1, centre, right1) = (left1, centre, right1, right2)
                right2 = HandTest.brightness(row + 3 &* (target &+ 2))
            } else {
                left2 = HandTest.brightness(row + 3 &* (target &- 2))
                left1 = HandTest.brightness(row + 3 &* (target &- 1))
                centre = HandTest.brightness(row + 3 &* target)
                right1 = HandTest.brightness(row + 3 &* (target &+ 1))
                right2 = HandTest.brightness(row + 3 &* (target &+ 2))
            }
            column = target
        }

        /// The largest of the five.
        var brightest: Int { Swift.max(Swift.max(Swift.max(left2, left1), Swift.max(right1, right2)), centre) }
    }
}
