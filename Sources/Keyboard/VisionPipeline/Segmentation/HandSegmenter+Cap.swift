/// The finger's cap where the camera's chroma is coarse. JPEG keeps one colour per 16 × 16 block of
/// pixels: the top rows of a finger that share a block with the paper lose the hand's warmth and read,
/// darker than the paper and of its colour, as shadow — the finger's top is found low (a few rows where
/// the finger fills much of that block; up to most of the block's 16 where, 8 pixels wide at 320 × 240,
/// it fills little of it), and at contact its own cap reads as a shadow ahead of it. Luma keeps every pixel: the cap is as
/// bright as the finger (against the reference), and above it lies the paper. So up to `FingerCapConfig.rows` rows
/// just above the hand's top where at least half of the top run's columns, centred on it, are as bright
/// as the finger's rows below (and nearer its brightness than the paper's) are the finger's when paper
/// closes them within `FingerCapConfig.edgeRows`; that blurred edge is left out of the shadow. A shadow ahead of a hovering
/// finger is not closed by paper, is darker than the finger, or lies off to one side of the top run,
/// and stays shadow; a finger as pale as the paper is left as found. Reads the frame, allocates nothing.
extension HandSegmenter {
    /// The paper's brightness against the reference (1/256).
    static let paperLevel = 256

    /// `hand` with its cap rows added to `raw` and `opened` and its top moved to them, and the first row
    /// written (the cap's edge, above its top); `hand` itself and its top row when chroma is not coarse or
    /// no cap closed by paper lies above it.
    func addingCap(
        to hand: Component, _ frame: UnsafePointer<UInt8>, _ layout: FrameLayout, raw: BitMask, opened: BitMask
    ) -> (hand: Component, firstRow: Int) {
        let unchanged = (hand, hand.topRow)
        guard coarseChroma, hand.topEnd - hand.topStart >= 2 else { return unchanged }
        let test = self.test
        guard let finger = fingerBrightness(hand, frame, layout, test, opened),
            finger + cap.tolerance <= cap.paper
        else { return unchanged }
        let span = hand.topStart..<hand.topEnd
        var rows = 0
        while rows < cap.rows, hand.topRow - rows - 1 >= 1 {
            let y = hand.topRow - rows - 1
            guard isCapRow(y, span, frame, layout, test, finger) else { break }
            rows += 1
        }
        guard rows > 0 else { return unchanged }
        let above = hand.topRow - rows - 1
        guard let edge = (0...cap.edgeRows).first(where: { isPaper(above - $0, span, frame, layout, test) }) else {
            return unchanged
        }
        var capped = hand
        capped.topRow = hand.topRow - rows
        for y in capped.topRow..<hand.topRow {
            var first = Int.max, last = Int.min
            for x in span where isCap(x, y, frame, layout, test, finger) {
                first = Swift.min(first, x)
                last = Swift.max(last, x)
            }
            if y == capped.topRow { (capped.topStart, capped.topEnd) = (first, last + 1) }
            let (from, to) = first <= last ? (first, last) : (capped.topStart, capped.topEnd - 1)
            for x in from...to {
                raw[x, y] = true
                opened[x, y] = true
            }
        }
        let edgeRows = Swift.max(above - edge + 1, 0)..<(above + 1)
        markEdge(rows: edgeRows, over: capped.topStart..<capped.topEnd, raw)
        return (capped, Swift.min(edgeRows.lowerBound, capped.topRow))
    }

    /// Marks the cap's blurred edge, between it and the paper, in `raw` (the skin the shadow test leaves
    /// out): darker than the paper, it would read as a shadow ahead of the finger.
    private func markEdge(rows: Range<Int>, over columns: Range<Int>, _ raw: BitMask) {
        for y in rows {
            for x in (columns.lowerBound - 1)...columns.upperBound { raw[x, y] = true }
        }
    }

    /// Whether row `y` over `span` is paper (its mean brightness at least `capPaper`).
    private func isPaper(
        _ y: Int, _ span: Range<Int>, _ frame: UnsafePointer<UInt8>, _ layout: FrameLayout, _ test: HandTest
    ) -> Bool {
        y >= 0 && meanBrightness(y, span, frame, layout, test) >= cap.paper
    }

    /// The mean brightness of `fingerRows` rows of the finger from `fingerFrom` below its top (its pixels in
    /// `opened` over the top run's columns; the top rows themselves may be the blurred edge), in 1/256 of
    /// the reference's; `nil` without pixels. Only pixels over the paper count: over the print (a key's
    /// outline, a letter) the reference is darker and the same finger reads two or three times as bright
    /// against it — a line under a finger eight pixels wide would otherwise lift its mean past the cap's.
    private func fingerBrightness(
        _ hand: Component, _ frame: UnsafePointer<UInt8>, _ layout: FrameLayout, _ test: HandTest, _ opened: BitMask
    ) -> Int? {
        var total = 0, count = 0
        let first = hand.topRow + cap.fingerFrom, luma = reference.luma.pointer
        let paper = reference.paperLevel * cap.paperShare
        for y in first..<Swift.max(Swift.min(first + cap.fingerRows, layout.height), first) {
            for x in hand.topStart..<hand.topEnd where opened[x, y] && Int(luma[y * layout.width + x]) * 100 >= paper {
                total += brightness(x, y, frame, layout, test)
                count += 1
            }
        }
        return count > 0 ? total / count : nil
    }

    /// Whether row `y` is the finger's cap over `span`: at least `FingerCapConfig.rowShare` of its columns are
    /// as bright as the finger (`isCap`), and they are centred on it (their mean within 1/`centring` of its
    /// width of its middle) — a shadow's tip beside the finger lies to one side.
    private func isCapRow(
        _ y: Int, _ span: Range<Int>, _ frame: UnsafePointer<UInt8>, _ layout: FrameLayout, _ test: HandTest,
        _ finger: Int
    ) -> Bool {
        var count = 0, sum = 0
        for x in span where isCap(x, y, frame, layout, test, finger) {
            count += 1
            sum += x
        }
        let offCentre = abs(2 * sum - count * (span.lowerBound + span.upperBound - 1))
        return count * 100 >= span.count * cap.rowShare && offCentre * cap.centring <= 2 * count * span.count
    }

    /// Whether pixel (`x`, `y`) is as bright as the finger (within `capTolerance`) and nearer the
    /// finger's brightness than the paper's.
    private func isCap(
        _ x: Int, _ y: Int, _ frame: UnsafePointer<UInt8>, _ layout: FrameLayout, _ test: HandTest, _ finger: Int
    ) -> Bool {
        let level = brightness(x, y, frame, layout, test)
        return abs(level - finger) <= cap.tolerance && 2 * level < finger + Self.paperLevel
    }

    /// The mean brightness of row `y` over `span`, in 1/256 of the reference's.
    private func meanBrightness(
        _ y: Int, _ span: Range<Int>, _ frame: UnsafePointer<UInt8>, _ layout: FrameLayout, _ test: HandTest
    ) -> Int {
        span.reduce(0) { $0 + brightness($1, y, frame, layout, test) } / Swift.max(span.count, 1)
    }

    /// Pixel (`x`, `y`)'s brightness (corrected channel sum) in 1/256 of the reference's there.
    func brightness(
        _ x: Int, _ y: Int, _ frame: UnsafePointer<UInt8>, _ layout: FrameLayout, _ test: HandTest
    ) -> Int {
        let (red, green, blue) = test.corrected(frame, layout, x: x, y: y)
        let sum = red + green + blue
        let ref = test.colour + 3 * (y * test.width + x)
        return sum * 256 / (Int(ref[0]) + Int(ref[1]) + Int(ref[2]) + 1)
    }
}
