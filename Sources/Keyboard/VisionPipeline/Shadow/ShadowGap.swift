import TouchMapping

/// The finger–shadow gap. The hand enters from the image's bottom (the user's side) and the light
/// comes from behind the user, so a hovering finger's shadow lies ahead of (above) its tip; at contact
/// the shadow's tip is hidden under the finger and what shows of the shadow starts level with or
/// below the fingertip. In a window around the tip, shadow is a pixel that is not skin (the raw skin
/// mask grown by one pixel) and is darker than `ratio` × its reference luma — the darkest within one
/// pixel of where the reference shows that spot once the frame's tracked alignment is undone (so
/// shadow right beside printed lines is seen), or, when the alignment is unknown, the darkest
/// reference luma within the reference's radius (printed lines stay what they were). A pixel darker
/// than `ratio` × the brightest of that spot and its neighbours along the row is possible shadow
/// (within a pixel of print the neighbourhood's ink hides shadowed paper) and counts with shadow
/// pixels of its row within two pixels on either side. The shadow's top is the first row with two
/// shadow pixels or more followed by another such row; above the tip the gap is its distance to the
/// tip, otherwise 0. (Requiring a 3 × 2 block instead read JPEG q20's specks on the renderer's print as
/// no shadow, but on scenes the renderer did not draw it missed thin shadows above a hovering tip — false
/// touches under blur and noise, and 0.90 instead of 0.98 on a clean desk — so a row test it is.)
/// `@unchecked Sendable`: its scratch buffers are written without locks; safe because its one owner (a pipeline) uses
/// it from one thread at a time.
final class ShadowGap: @unchecked Sendable {
    private let skinLine: Storage<UInt64>
    /// Each window row's shadow pixels as bits (bit x of the row's words is column x): sure shadow, and
    /// possible shadow (darker than the reference for some alignment within a pixel along the row) —
    /// then, once the row is filled, its shadow (sure, and possible with sure shadow on either side).
    private let shadowBits: Storage<UInt64>, filledBits: Storage<UInt64>
    private let wordsPerRow: Int
    /// Shadow pixels found in the last window (for tests and diagnostics).
    private(set) var pixels = 0

    init(width: Int, height: Int) {
        wordsPerRow = (width + 63) / 64
        shadowBits = Storage(repeating: 0, count: wordsPerRow * height)
        filledBits = Storage(repeating: 0, count: wordsPerRow * height)
        skinLine = Storage(repeating: 0, count: (width + 63) / 64)
    }

    /// The gap in pixels (∞ when no shadow is seen near the tip) and the shadow's tip (camera pixels).
    /// `alignment` takes reference pixels to where the frame shows them (`nil` when unknown).
    func measure(
        _ frame: UnsafePointer<UInt8>, _ layout: FrameLayout, skin: BitMask, reference: ReferenceModel,
        corrections: UnsafePointer<UInt8>, ratio: Int, tip: (x: Double, row: Int), alignment: Similarity?
    ) -> (distance: Double, shadow: Point) {
        let scale = Swift.max(layout.width / 640, 1)
        let tipColumn = Int(tip.x)
        let columns = Swift.max(tipColumn - 56 * scale, 0)..<Swift.min(tipColumn + 56 * scale, layout.width)
        let rows = Swift.max(tip.row - 44 * scale, 0)..<Swift.min(tip.row + 24 * scale, layout.height)
        pixels = 0
        guard !columns.isEmpty, !rows.isEmpty else { return (.infinity, Point(x: .nan, y: .nan)) }
        let words = columns.lowerBound >> 6...(columns.upperBound - 1) >> 6
        for y in rows {
            grownSkin(skin, row: y, words: words)
            pixels += markShadow(
                frame + y * layout.bytesPerRow, y, layout, reference, corrections, ratio, columns, alignment)
            fill(row: y, words: words)
        }
        for y in rows.dropLast() {
            let (count, sum) = rowPixels(y, words: words), (next, _) = rowPixels(y + 1, words: words)
            guard count >= 2, next >= 2 else { continue }
            guard y < tip.row else { return (0, Point(x: tip.x, y: Double(tip.row))) }
            let shadow = Point(x: Double(sum) / Double(count) + 0.5, y: Double(y))
            let dx = shadow.x - tip.x, dy = Double(tip.row - y)
            return ((dx * dx + dy * dy).squareRoot(), shadow)
        }
        return (.infinity, Point(x: .nan, y: .nan))
    }

    /// Row `y`'s shadow pixels in `words`: how many, and the sum of their columns.
    private func rowPixels(_ y: Int, words: ClosedRange<Int>) -> (count: Int, sum: Int) {
        let row = filledBits.pointer + y * wordsPerRow
        var count = 0, sum = 0
        for index in words {
            var bits = row[index]
            count += bits.nonzeroBitCount
            while bits != 0 {
                sum += index << 6 + bits.trailingZeroBitCount
                bits &= bits - 1
            }
        }
        return (count, sum)
    }

    /// Row `y`'s shadow in `words`, into `filledBits`: its sure shadow, and its possible shadow with sure
    /// shadow within two pixels on either side.
    private func fill(row y: Int, words: ClosedRange<Int>) {
        let sure = shadowBits.pointer + y * wordsPerRow, filled = filledBits.pointer + y * wordsPerRow
        for index in words {
            let word = sure[index]
            let before = index > words.lowerBound ? sure[index - 1] : 0
            let after = index < words.upperBound ? sure[index + 1] : 0
            let left = word << 1 | before >> 63 | word << 2 | before >> 62
            let right = word >> 1 | after << 63 | word >> 2 | after << 62
            filled[index] = word | filled[index] & left & right
        }
    }

    /// Marks row `y`'s shadow pixels in `columns` (its words cleared first) and returns how many there are.
    private func markShadow(
        _ row: UnsafePointer<UInt8>, _ y: Int, _ layout: FrameLayout, _ reference: ReferenceModel,
        _ corrections: UnsafePointer<UInt8>, _ ratio: Int, _ columns: Range<Int>, _ alignment: Similarity?
    ) -> Int {
        let bits = shadowBits.pointer + y * wordsPerRow, possible = filledBits.pointer + y * wordsPerRow
        for index in columns.lowerBound >> 6...(columns.upperBound - 1) >> 6 { (bits[index], possible[index]) = (0, 0) }
        let red = layout.order.redOffset, blue = layout.order.blueOffset
        let skinWords = skinLine.pointer, width = reference.width, height = reference.height
        let darkest = reference.darkest.pointer + y * width, luma = reference.luma.pointer
        // The reference spot under each pixel, in 1/65536 pixel: the row's first pixel's, then a step per column.
        let (start, step) = Self.sources(alignment ?? .identity, row: y, from: columns.lowerBound)
        var (sourceX, sourceY) = start
        let brightest = ratio &* 255
        /// Whether luma × 4 (as summed) is darker than `ratio` × the reference luma for some alignment within
        /// a pixel of the spot along the row (possible shadow: the brightest of it and its two neighbours)
        /// and for every alignment within a pixel (sure shadow: the darkest of its 3 × 3 neighbourhood);
        /// without an alignment, both are the reference's `darkest` test.
        @inline(__always) func shadow(_ sum: Int, _ x: Int) -> (possible: Bool, sure: Bool) {
            let scaled = (sum &>> 2) &* 256
            guard alignment != nil else {
                let dark = scaled < ratio &* Int(darkest[x])
                return (dark, dark)
            }
            guard scaled < brightest else { return (false, false) }
            let sx = Swift.min(Swift.max(sourceX &>> 16, 0), width &- 1)
            let sy = Swift.min(Swift.max(sourceY &>> 16, 0), height &- 1)
            let middle = luma + sy &* width
            let left = Swift.max(sx &- 1, 0), right = Swift.min(sx &+ 1, width &- 1)
            guard scaled < ratio &* Int(middle[sx]) else {
                return (scaled < ratio &* Int(Swift.max(middle[left], middle[right])), false)
            }
            let above = luma + Swift.max(sy &- 1, 0) &* width, below = luma + Swift.min(sy &+ 1, height &- 1) &* width
            let low = Swift.min(
                Swift.min(Swift.min(middle[left], middle[sx]), middle[right]),
                Swift.min(Swift.min(above[left], above[sx]), above[right]),
                Swift.min(Swift.min(below[left], below[sx]), below[right]))
            return (true, scaled < ratio &* Int(low))
        }
        var count = 0
        for x in columns {
            defer { (sourceX, sourceY) = (sourceX &+ step.x, sourceY &+ step.y) }
            guard skinWords[x &>> 6] &>> UInt64(x & 63) & 1 == 0 else { continue }
            let p = row + x &* 4
            let value =
                Int(corrections[Int(p[red])]) &+ 2 &* Int(corrections[256 &+ Int(p[1])])
                &+ Int(corrections[512 &+ Int(p[blue])]) &+ 2
            let (isPossible, isSure) = shadow(value, x)
            guard isPossible else { continue }
            possible[x &>> 6] |= 1 &<< UInt64(x & 63)
            guard isSure else { continue }
            bits[x &>> 6] |= 1 &<< UInt64(x & 63)
            count &+= 1
        }
        return count
    }

    /// Where `alignment` (reference → frame) puts the reference spot of frame pixel (`x`, `row`)'s
    /// centre, and how far it moves per pixel to the right, both in 1/65536 pixel.
    private static func sources(_ alignment: Similarity, row: Int, from x: Int) -> (
        start: (x: Int, y: Int), step: (x: Int, y: Int)
    ) {
        let first = alignment.invert(Point(x: Double(x) + 0.5, y: Double(row) + 0.5))
        let next = alignment.invert(Point(x: Double(x) + 1.5, y: Double(row) + 0.5))
        @inline(__always) func fixed(_ value: Double) -> Int {
            value.isFinite ? Int((Swift.min(Swift.max(value, -1e6), 1e6) * 65_536).rounded(.down)) : 0
        }
        return ((fixed(first.x), fixed(first.y)), (fixed(next.x - first.x), fixed(next.y - first.y)))
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
