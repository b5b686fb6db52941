import TouchMapping

/// The finger–shadow gap. The hand enters from the image's bottom (the user's side) and the light
/// comes from behind the user, so a hovering finger's shadow lies ahead of (above) its tip; at contact
/// the shadow's tip is hidden under the finger and what shows of the shadow starts level with or
/// below the fingertip. In a window around the tip, shadow is a pixel that is not skin (the raw skin
/// mask grown by one pixel) and is darker than `ratio` × its reference luma — the darkest within one
/// pixel of where the reference shows that spot once the frame's tracked alignment is undone (so
/// shadow right beside printed lines is seen), or, when the alignment is unknown, the darkest
/// reference luma within the reference's radius (printed lines stay what they were). A pixel darker
/// than `ratio` × the brightest of that spot and its eight neighbours is possible shadow (within a
/// pixel of print the neighbourhood's ink hides shadowed paper) and counts with shadow pixels of its
/// row within two pixels on either side, or of its column within two rows above and below (a printed
/// line across a shadow). Shadow is an area: its top is the first row where a block of shadow starts
/// (`ShadowWindow.blockWidth` × `blockRows`, 3 × 2: a dark speck — noise, compression blocks on the print
/// — or a printed line a pixel or two off its reference is no such area) — or, level with the tip or
/// below it, a wedge's block (`ShadowWindow.wedge` × `wedgeRows`, 2 × 3): at contact what shows of the
/// shadow may be a wedge along the finger's side only two pixels wide beside the grown skin. Above the
/// tip the gap is the shadow's distance to the tip, otherwise 0. With other fingers extended, `band` says
/// which shadow can be this finger's: above the tip along the light, level with it and below between the
/// neighbours' axes.
/// Not `Sendable`: its scratch buffers are written without locks; its one owner (a pipeline) uses
/// it from one thread at a time.
final class ShadowGap {
    private let skinLine: Storage<UInt64>
    /// A row's shadow followed up the image, and the next row's (`crest(ofShadowAt:)`).
    private let followLine: Storage<UInt64>, scratchLine: Storage<UInt64>
    /// Each window row's shadow pixels as bits (bit x of the row's words is column x): sure shadow, and
    /// possible shadow (darker than the reference for some alignment within a pixel) — then, once the
    /// rows are filled, its shadow (sure, and possible with sure shadow on either side or above and below).
    private let shadowBits: Storage<UInt64>, filledBits: Storage<UInt64>
    private let wordsPerRow: Int
    /// The window searched around the tip (pixels at 640 × 480): to each side, ahead (up) and behind.
    let window: ShadowWindow
    /// Shadow pixels found in the last window (for tests and diagnostics).
    private(set) var pixels = 0

    init(width: Int, height: Int, window: ShadowWindow = ShadowWindow()) {
        self.window = window
        wordsPerRow = (width + 63) / 64
        shadowBits = Storage(repeating: 0, count: wordsPerRow * height)
        filledBits = Storage(repeating: 0, count: wordsPerRow * height)
        skinLine = Storage(repeating: 0, count: (width + 63) / 64)
        followLine = Storage(repeating: 0, count: (width + 63) / 64)
        scratchLine = Storage(repeating: 0, count: (width + 63) / 64)
    }

    /// The gap in pixels (∞ when no shadow is seen near the tip) and the shadow's tip (camera pixels).
    /// `alignment` takes reference pixels to where the frame shows them (`nil` when unknown); `band`, when
    /// the light's direction is known, keeps above the tip only the shadow that can be this finger's.
    /// `reach` (pixels: the finger's width), when given, follows the shadow found level with the tip or
    /// below it up through its thin part within that many columns of the tip (`crest(ofShadowAt:)`);
    /// a crest that rises no more than `blurRise` rows above the tip is the finger's own edge blurred
    /// (`crestGap`).
    func measure(
        _ frame: UnsafePointer<UInt8>, _ layout: FrameLayout, skin: BitMask, reference: ReferenceModel,
        corrections: UnsafePointer<UInt8>, ratio: Int, tip: (x: Double, row: Int), alignment: PlaneMove?,
        band: ShadowBand? = nil, reach: Int? = nil, blurRise: Int = 0
    ) -> (distance: Double, shadow: Point) {
        let scale = FrameScale(width: layout.width), tipColumn = Int(tip.x)
        let wedge = Swift.min(scale.pixels(window.wedge), 2)
        let (across, ahead, behind) = (
            scale.pixels(window.across), scale.pixels(window.ahead), scale.pixels(window.behind)
        )
        let columns = Swift.max(tipColumn - across, 0)..<Swift.min(tipColumn + across, layout.width)
        let top = Swift.max(tip.row - ahead, band?.firstRow ?? 0, 0)
        let rows = Swift.min(top, tip.row)..<Swift.min(tip.row + behind, layout.height)
        pixels = 0
        guard !columns.isEmpty, !rows.isEmpty else { return (.infinity, Point(x: .nan, y: .nan)) }
        let words = columns.lowerBound >> 6...(columns.upperBound - 1) >> 6
        for y in rows {
            grownSkin(skin, row: y, words: words)
            pixels += markShadow(
                frame + y * layout.bytesPerRow, y, layout, reference, corrections, ratio, columns, alignment)
        }
        for y in rows { fill(row: y, rows: rows, words: words) }
        let (blockRows, wedgeRows) = (window.blockRows, window.wedgeRows)
        for y in rows where y + Swift.min(blockRows, wedgeRows) <= rows.upperBound {
            let allowed = y < tip.row ? band?.columns(row: y, tip: tip) : band?.beside
            let shape = BlockShape(
                wide: y + blockRows <= rows.upperBound,
                tall: y >= tip.row && y + wedgeRows <= rows.upperBound ? wedge : nil, words: words)
            let (count, sum) = blocks(
                startingIn: y, shape, allowed: allowed, excluded: band?.excludedColumns(row: y))
            guard count > 0 else { continue }
            guard y < tip.row else {
                return crestGap(
                    y, shape, tip: tip, reach: reach, blurRise: blurRise, columns: columns, rows: rows, band: band)
            }
            let shadow = Point(x: Double(sum) / Double(2 * count), y: Double(y))
            let dx = shadow.x - tip.x, dy = Double(tip.row - y)
            return ((dx * dx + dy * dy).squareRoot(), shadow)
        }
        return (.infinity, Point(x: .nan, y: .nan))
    }

    /// The gap when the shadow is first found level with the tip or below it (row `y`): 0 (contact), unless
    /// that shadow, followed up within `reach` (the finger's width, `nil`: not followed), rises above the
    /// tip (`crest(ofShadowAt:)`) by at most a finger's radius, to a top within a finger's width of it —
    /// the cap's crescent lies no farther (a cap's shadow shifted farther shows whole, as a block); farther,
    /// the thin shadow is something else's (a printed line or another shadow joined to the wedge).
    /// A crest rising no more than `blurRise` rows is contact too: where the optics spread an edge over
    /// more rows than a sharp camera does (`EdgeSpread`), the finger's own cap, smeared that far above
    /// the top its mask keeps, is darker than the paper and not skin-coloured enough to be skin — it reads
    /// as a crescent of shadow a row or two up at a finger resting on the paper (a 9 px motion blur at
    /// 20°: about half the frames of each contact), and a gap that small is not resolved in such a frame.
    private func crestGap(
        _ y: Int, _ shape: BlockShape, tip: (x: Double, row: Int), reach: Int?, blurRise: Int, columns: Range<Int>,
        rows: Range<Int>, band: ShadowBand?
    ) -> (distance: Double, shadow: Point) {
        let contact = (distance: 0.0, shadow: Point(x: tip.x, y: Double(tip.row)))
        guard let reach else { return contact }
        let column = Int(tip.x), radius = (reach + 1) / 2
        let near = (column - reach..<column + reach + 1).clamped(to: columns)
        guard
            let crest = crest(ofShadowAt: y, shape, tip: tip, near: near, rise: radius, rows: rows, band: band)
        else {
            return contact
        }
        let dx = crest.x - tip.x, dy = Double(tip.row) - crest.y, distance = (dx * dx + dy * dy).squareRoot()
        guard dy > Double(blurRise) else { return contact }
        return distance <= Double(reach) ? (distance, crest) : contact
    }

    /// The top of the shadow first found level with the tip or below it (row `y`), followed up the image
    /// through its thin part: from the blocks of that shadow (`shape`) starting in row `y` within the
    /// columns `near` the tip (a finger's width each way) — a speck of that row (a printed line a pixel
    /// off its reference) is no shadow to follow — each row above keeps the shadow touching (8-connected)
    /// the row below, within `near` and the band. Shadow is an area, and its top is its topmost row: a finger hovering a few pixels up casts its cap's shadow
    /// that far along the light, and beside the cap (the skin grown by a pixel left out) what shows of it
    /// is a crescent only a pixel or two thick — at 320 × 240, 1–2 rows ahead of the tip, too thin for
    /// the block that starts a shadow's top (a finger's radius is 4 px there), while the body's shadow
    /// beside the finger, shifted sideways by less than the finger's width, reaches the tip's row as at
    /// contact. At contact the shadow meets the finger at the tip and no row above it holds this shadow.
    /// `nil` when the shadow found does not rise above the tip's row, or rises more than `rise` rows (a
    /// finger's radius) above it; else the top row's middle.
    private func crest(
        ofShadowAt y: Int, _ shape: BlockShape, tip: (x: Double, row: Int), near: Range<Int>, rise: Int,
        rows: Range<Int>, band: ShadowBand?
    ) -> Point? {
        guard !near.isEmpty else { return nil }
        let words = near.lowerBound >> 6...(near.upperBound - 1) >> 6
        var (current, next) = (followLine.pointer, scratchLine.pointer)
        var any: UInt64 = 0
        for index in words {
            current[index] =
                filledBits[y * wordsPerRow + index] & BitMask.bits(of: near, word: index)
                & covered(byBlocksIn: y, shape, word: index)
            any |= current[index]
        }
        guard any != 0 else { return nil }
        var row = y
        while row > rows.lowerBound {
            let above = row - 1
            let allowed = above < tip.row ? band?.columns(row: above, tip: tip) : band?.beside
            let excluded = band?.excludedColumns(row: above)
            any = 0
            for index in words {
                let word = current[index]
                let before = index > words.lowerBound ? current[index - 1] : 0
                let after = index < words.upperBound ? current[index + 1] : 0
                let touching = word | word << 1 | before >> 63 | word >> 1 | after << 63
                var keep = filledBits[above * wordsPerRow + index] & touching & BitMask.bits(of: near, word: index)
                if let allowed { keep &= BitMask.bits(of: allowed, word: index) }
                if let excluded { keep &= ~BitMask.bits(of: excluded, word: index) }
                next[index] = keep
                any |= keep
            }
            guard any != 0 else { break }
            // Past a finger's radius above the tip this is no crescent (the block catches a cap's shadow
            // that far off): a printed line or another shadow joined to the wedge.
            guard tip.row - above <= rise else { return nil }
            (current, next) = (next, current)
            row = above
        }
        guard row < tip.row else { return nil }
        var (count, sum) = (0, 0)
        for index in words {
            let found = BitMask.columns(of: current[index], word: index)
            (count, sum) = (count + found.count, sum + found.sum)
        }
        return Point(x: Double(sum) / Double(count) + 0.5, y: Double(row))
    }

    /// Whether pixel (`x`, `y`) was shadow in the last window measured (`false` outside it).
    func isShadow(x: Int, y: Int) -> Bool {
        guard x >= 0, y >= 0, x < wordsPerRow << 6, y * wordsPerRow < filledBits.count else { return false }
        return filledBits[y * wordsPerRow + x >> 6] >> UInt64(x & 63) & 1 == 1
    }

    /// The blocks of shadow whose top left pixel is in row `y` (`shape.words` of it) — when `shape.wide`
    /// `ShadowWindow.blockWidth` wide × `blockRows` tall, and when `shape.tall` is given `tall` wide (1 or
    /// 2: the contact wedge's width in this frame) × `wedgeRows` tall: how many, and the sum of their
    /// centre columns counted twice (in half pixels, from the left edge of pixel 0).
    private func blocks(startingIn y: Int, _ shape: BlockShape, allowed: Range<Int>?, excluded: Range<Int>?) -> (
        count: Int, sum: Int
    ) {
        var count = 0, sum = 0
        @inline(__always) func add(_ bits: UInt64, _ index: Int, centre: Int) {
            let found = BitMask.columns(of: bits, word: index)
            count += found.count
            sum += 2 * found.sum + centre * found.count
        }
        for index in shape.words {
            let other = excluded.map { ~BitMask.bits(of: $0, word: index) } ?? ~0
            let inBand = (allowed.map { BitMask.bits(of: $0, word: index) } ?? ~0) & other
            if shape.wide {
                add(
                    block(row: y, word: index, window.blockWidth, window.blockRows, shape.words) & inBand, index,
                    centre: window.blockWidth)
            }
            guard let tall = shape.tall else { continue }
            add(block(row: y, word: index, tall, window.wedgeRows, shape.words) & inBand, index, centre: tall)
        }
        return (count, sum)
    }

    /// The pixels of word `index` of row `y` that lie in a block of `shape` starting in that row (from
    /// this word or the one before).
    private func covered(byBlocksIn y: Int, _ shape: BlockShape, word index: Int) -> UInt64 {
        @inline(__always) func starts(_ index: Int) -> UInt64 {
            guard shape.words.contains(index) else { return 0 }
            var bits = shape.wide ? block(row: y, word: index, window.blockWidth, window.blockRows, shape.words) : 0
            if let tall = shape.tall { bits |= block(row: y, word: index, tall, window.wedgeRows, shape.words) }
            return bits
        }
        let these = starts(index), before = starts(index - 1)
        var bits = these
        for shift in 1..<Swift.max(window.blockWidth, shape.tall ?? 1) {
            bits |= these << UInt64(shift) | before >> UInt64(64 - shift)
        }
        return bits
    }

    /// Bit i set when the block `width` × `height` whose top left pixel is column i of word `index` of row
    /// `y` is shadow (the word after it read while within `words`).
    @inline(__always)
    private func block(row y: Int, word index: Int, _ width: Int, _ height: Int, _ words: ClosedRange<Int>)
        -> UInt64
    {
        var bits: UInt64 = ~0
        for row in 0..<height {
            let line = filledBits.pointer + (y + row) * wordsPerRow
            let word = line[index], following = index < words.upperBound ? line[index + 1] : 0
            var run = word
            for shift in 1..<Swift.max(width, 1) { run &= word >> UInt64(shift) | following << UInt64(64 - shift) }
            bits &= run
        }
        return bits
    }

    /// Row `y`'s shadow in `words`, into `filledBits`: its sure shadow, and its possible shadow with sure
    /// shadow within two pixels on either side along the row, or within two rows above and below (a
    /// printed line across a shadow, whose rows the sure test leaves out, is shadow between shadow).
    /// Only `shadowBits` of other rows are read, so the rows may be filled in any order.
    private func fill(row y: Int, rows: Range<Int>, words: ClosedRange<Int>) {
        let sure = shadowBits.pointer + y * wordsPerRow, filled = filledBits.pointer + y * wordsPerRow
        @inline(__always) func sureWord(_ row: Int, _ index: Int) -> UInt64 {
            rows.contains(row) ? shadowBits[row * wordsPerRow + index] : 0
        }
        for index in words {
            let word = sure[index]
            let before = index > words.lowerBound ? sure[index - 1] : 0
            let after = index < words.upperBound ? sure[index + 1] : 0
            let left = word << 1 | before >> 63 | word << 2 | before >> 62
            let right = word >> 1 | after << 63 | word >> 2 | after << 62
            let above = sureWord(y - 1, index) | sureWord(y - 2, index)
            let below = sureWord(y + 1, index) | sureWord(y + 2, index)
            filled[index] = word | filled[index] & (left & right | above & below)
        }
    }

    /// Marks row `y`'s shadow pixels in `columns` (its words cleared first) and returns how many there are.
    private func markShadow(
        _ row: UnsafePointer<UInt8>, _ y: Int, _ layout: FrameLayout, _ reference: ReferenceModel,
        _ corrections: UnsafePointer<UInt8>, _ ratio: Int, _ columns: Range<Int>, _ alignment: PlaneMove?
    ) -> Int {
        let bits = shadowBits.pointer + y * wordsPerRow, possible = filledBits.pointer + y * wordsPerRow
        for index in columns.lowerBound >> 6...(columns.upperBound - 1) >> 6 { (bits[index], possible[index]) = (0, 0) }
        let red = layout.order.redOffset, blue = layout.order.blueOffset
        let skinWords = skinLine.pointer, width = reference.width, height = reference.height
        let darkest = reference.darkest.pointer + y * width, luma = reference.luma.pointer
        // The reference spot under each pixel, in 1/65536 pixel: the row's first pixel's, then a step per column.
        let (start, step) = Self.sources(alignment ?? .identity, row: y, from: columns.lowerBound)
        var (sourceX, sourceY) = start
        let brightest = ratio &* 255, aligned = alignment != nil
        /// Whether luma × 4 (as summed) is darker than `ratio` × the reference luma for some alignment within
        /// a pixel of the spot (possible shadow: the brightest of it and its eight neighbours)
        /// and for every alignment within a pixel (sure shadow: the darkest of its 3 × 3 neighbourhood);
        /// without an alignment, both are the reference's `darkest` test.
        @inline(__always) func shadow(_ sum: Int, _ x: Int) -> (possible: Bool, sure: Bool) {
            let scaled = (sum &>> 2) &* 256
            guard aligned else {
                let dark = scaled < ratio &* Int(darkest[x])
                return (dark, dark)
            }
            guard scaled < brightest else { return (false, false) }
            let sx = Swift.min(Swift.max(sourceX &>> 16, 0), width &- 1)
            let sy = Swift.min(Swift.max(sourceY &>> 16, 0), height &- 1)
            let middle = luma + sy &* width
            let left = Swift.max(sx &- 1, 0), right = Swift.min(sx &+ 1, width &- 1)
            let above = luma + Swift.max(sy &- 1, 0) &* width, below = luma + Swift.min(sy &+ 1, height &- 1) &* width
            guard scaled < ratio &* Int(middle[sx]) else {
                let high = Swift.max(
                    Swift.max(Swift.max(middle[left], middle[right]), Swift.max(above[sx], below[sx])),
                    Swift.max(Swift.max(above[left], above[right]), Swift.max(below[left], below[right])))
                return (scaled < ratio &* Int(high), false)
            }
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
    private static func sources(_ alignment: PlaneMove, row: Int, from x: Int) -> (
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
