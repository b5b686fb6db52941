import TouchMapping

/// The finger–shadow gap. The hand enters from the image's bottom (the user's side) and the light
/// comes from behind the user, so a hovering finger's shadow lies ahead of (above) its tip; at contact
/// the shadow's tip is hidden under the finger and what shows of the shadow starts level with or
/// below the fingertip. In a window around the tip, shadow is a pixel darker than `ratio` × the
/// darkest reference luma nearby (printed lines stay what they were) that is not skin (the raw skin
/// mask grown by one pixel). The shadow's top is the first row with ≥ 2 shadow pixels followed by
/// another such row; above the tip the gap is its distance to the tip, otherwise 0.
/// `@unchecked Sendable`: its scratch buffers are written without locks; safe because its one owner (a pipeline) uses
/// it from one thread at a time.
final class ShadowGap: @unchecked Sendable {
    private let counts: Storage<Int32>, sums: Storage<Int>, skinLine: Storage<UInt64>
    /// Shadow pixels found in the last window (for tests and diagnostics).
    private(set) var pixels = 0

    init(width: Int, height: Int) {
        counts = Storage(repeating: 0, count: height)
        sums = Storage(repeating: 0, count: height)
        skinLine = Storage(repeating: 0, count: (width + 63) / 64)
    }

    /// The gap in pixels (∞ when no shadow is seen near the tip) and the shadow's tip (camera pixels).
    func measure(
        _ frame: UnsafePointer<UInt8>, _ layout: FrameLayout, skin: BitMask, reference: ReferenceModel,
        corrections: UnsafePointer<UInt8>, ratio: Int, tip: (x: Double, row: Int)
    ) -> (distance: Double, shadow: Point) {
        let scale = Swift.max(layout.width / 640, 1)
        let tipColumn = Int(tip.x)
        let columns = Swift.max(tipColumn - 56 * scale, 0)..<Swift.min(tipColumn + 56 * scale, layout.width)
        let rows = Swift.max(tip.row - 44 * scale, 0)..<Swift.min(tip.row + 24 * scale, layout.height)
        pixels = 0
        guard !columns.isEmpty, !rows.isEmpty else { return (.infinity, Point(x: .nan, y: .nan)) }
        let red = layout.order.redOffset, blue = layout.order.blueOffset
        for y in rows {
            grownSkin(skin, row: y, words: columns.lowerBound >> 6...(columns.upperBound - 1) >> 6)
            let row = frame + y * layout.bytesPerRow, darkest = reference.darkest.pointer + y * layout.width
            var count: Int32 = 0, sum = 0
            let skinWords = skinLine.pointer
            for x in columns where skinWords[x &>> 6] &>> UInt64(x & 63) & 1 == 0 {
                let p = row + x &* 4
                let luma =
                    Int(corrections[Int(p[red])]) &+ 2 &* Int(corrections[256 &+ Int(p[1])])
                    &+ Int(corrections[512 &+ Int(p[blue])]) &+ 2
                // (luma / 4) × 256 < ratio × darkest, in integers: luma × 64 < ratio × darkest.
                if (luma &>> 2) &* 256 < ratio &* Int(darkest[x]) {
                    count &+= 1
                    sum &+= x
                }
            }
            (counts[y], sums[y]) = (count, sum)
            pixels += Int(count)
        }
        for y in rows.dropLast() where counts[y] >= 2 && counts[y + 1] >= 2 {
            guard y < tip.row else { return (0, Point(x: tip.x, y: Double(tip.row))) }
            let shadow = Point(x: Double(sums[y]) / Double(counts[y]) + 0.5, y: Double(y))
            let dx = shadow.x - tip.x, dy = Double(tip.row - y)
            return ((dx * dx + dy * dy).squareRoot(), shadow)
        }
        return (.infinity, Point(x: .nan, y: .nan))
    }

    /// The raw skin of rows y − 1…y + 1 grown by one pixel sideways, for the words `words`.
    private func grownSkin(_ skin: BitMask, row y: Int, words: ClosedRange<Int>) {
        let stride = skin.wordsPerRow, bits = skin.words.pointer
        @inline(__always) func column(_ index: Int) -> UInt64 {
            guard index >= 0, index < stride else { return 0 }
            var word = bits[y * stride + index]
            if y > 0 { word |= bits[(y - 1) * stride + index] }
            if y + 1 < skin.height { word |= bits[(y + 1) * stride + index] }
            return word
        }
        for index in words {
            let word = column(index), left = column(index - 1), right = column(index + 1)
            skinLine[index] = word | word << 1 | left >> 63 | word >> 1 | right << 63
        }
    }
}
