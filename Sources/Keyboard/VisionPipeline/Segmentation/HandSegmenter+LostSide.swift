import TouchMapping

/// The side of a finger's cap lost to the paper's colour. Where chroma is coarse (JPEG: one colour per
/// 16 × 16 block), the part of a fingertip that shares a block with the paper takes the paper's colour
/// and, darker than the paper, reads as shadow: the top run is found on one side of the finger, and the
/// lost side beside it reads as a gap (3–6 px at 640 × 480) at a finger resting on its key. Luma keeps
/// every pixel, and a straight finger's shading runs along it: each column of the lost side is as bright
/// as the same column of the finger's body below, where the finger fills its blocks (its widest run
/// within `FingerCapConfig.bodyRows` of the top, the edge columns mixed with the paper left out). A
/// shadow is told from the finger's own pixels only where the finger's brightness differs from the
/// shadow's (`learnShadow`, by `FingerCapConfig.shadowMargin`: pale and dark skin, not medium skin under a
/// lamp whose shadow is as dark — there the frame says it cannot tell, `VisionPipeline.readsCapAsGap`).
/// So, from the body's row up to the hand's top (not above it: a hovering finger's shadow lies ahead),
/// pixels joined to the hand within the body's columns that read as shadow, are within
/// `FingerCapConfig.tolerance` of their column's brightness and nearer it than the shadow's and the
/// paper's, are the finger's. Reads the frame, allocates nothing.
extension HandSegmenter {
    /// `hand` with its lost side added to `raw` and `opened` (rows from its top down, which the region
    /// holds) and its top run widened to it; `hand` as given when chroma is not coarse, the shadow's
    /// brightness is not known or not told from the finger's, or nothing was lost. `shadowBelow` (1/256
    /// of the reference) is the shadow test's ratio: brighter pixels do not read as a gap.
    func addingLostSide(
        to hand: Component, _ frame: UnsafePointer<UInt8>, _ layout: FrameLayout, raw: BitMask, opened: BitMask,
        shadowBelow: Int
    ) -> Component {
        guard coarseChroma, shadowSamples >= cap.shadowWeight, let body = widestRun(below: hand, opened, layout) else {
            return hand
        }
        let test = self.test, columns = body.columns, rows = Swift.min(cap.fingerRows, layout.height - body.row)
        var fingerLevel = 0, counted = 0
        for x in columns {
            // The finger's edge columns, mixed with the paper, tell nothing.
            let edge = x == columns.lowerBound || x == columns.upperBound - 1
            let level = edge ? 0 : columnLevel(x, from: body.row, rows: rows, frame, layout, test, opened)
            levels[x - columns.lowerBound] = level
            if level > 0 { (fingerLevel, counted) = (fingerLevel + level, counted + 1) }
        }
        guard counted > 0, abs(fingerLevel / counted - shadowLevel) >= cap.shadowMargin else { return hand }
        var grew = false
        for y in stride(from: body.row - 1, through: hand.topRow, by: -1) {
            grew = growRow(y, columns, frame, layout, test, raw: raw, opened: opened, below: shadowBelow) || grew
        }
        guard grew else { return hand }
        // The top run, widened by what joined it.
        var grown = hand
        while columns.contains(grown.topStart - 1), opened[grown.topStart - 1, hand.topRow] { grown.topStart -= 1 }
        while columns.contains(grown.topEnd), opened[grown.topEnd, hand.topRow] { grown.topEnd += 1 }
        return grown
    }

    /// Adds to row `y` the pixels of `columns` joined to the hand (below, or beside an added one) that are
    /// its lost side (`isLostSide`); whether one was added.
    private func growRow(
        _ y: Int, _ columns: Range<Int>, _ frame: UnsafePointer<UInt8>, _ layout: FrameLayout, _ test: HandTest,
        raw: BitMask, opened: BitMask, below: Int
    ) -> Bool {
        var added = false
        for pass in 0..<2 {
            for index in 0..<columns.count {
                let x = pass == 0 ? columns.lowerBound + index : columns.upperBound - 1 - index
                guard !opened[x, y] else { continue }
                let joined = opened[x, y + 1] || opened[x - 1, y] || opened[x + 1, y]
                guard joined, isLostSide(x, y, levels[x - columns.lowerBound], below, frame, layout, test) else {
                    continue
                }
                raw[x, y] = true
                opened[x, y] = true
                added = true
            }
        }
        return added
    }

    /// Whether pixel (`x`, `y`) reads as shadow (darker than `below`, 1/256 of the reference) and is as
    /// bright as its column of the finger (`finger`) within the tolerance, nearer it than the shadow's
    /// brightness and than the paper's. (A lost pixel brighter than a shadow does not read as a gap.)
    private func isLostSide(
        _ x: Int, _ y: Int, _ finger: Int, _ below: Int, _ frame: UnsafePointer<UInt8>, _ layout: FrameLayout,
        _ test: HandTest
    ) -> Bool {
        guard finger > 0 else { return false }
        let level = brightness(x, y, frame, layout, test)
        return level < below && abs(level - finger) <= cap.tolerance && abs(level - finger) < abs(level - shadowLevel)
            && 2 * level < finger + Self.paperLevel
    }

    /// The mean brightness of column `x` over `rows` rows from `row` where `opened` holds the hand (0: none).
    private func columnLevel(
        _ x: Int, from row: Int, rows: Int, _ frame: UnsafePointer<UInt8>, _ layout: FrameLayout, _ test: HandTest,
        _ opened: BitMask
    ) -> Int {
        var total = 0, count = 0
        for y in row..<row + Swift.max(rows, 0) where opened[x, y] {
            total += brightness(x, y, frame, layout, test)
            count += 1
        }
        return count > 0 ? total / count : 0
    }

    /// The hand's widest run in `opened` within `FingerCapConfig.bodyRows` below its top, through the top
    /// run's middle column: the finger's body where it fills its blocks. `nil` when it is no wider than
    /// the top run (nothing lost beside it) or wider than `levels` holds.
    private func widestRun(below hand: Component, _ opened: BitMask, _ layout: FrameLayout) -> (
        row: Int, columns: Range<Int>
    )? {
        let middle = (hand.topStart + hand.topEnd) / 2
        var best: (row: Int, columns: Range<Int>)?
        for y in hand.topRow..<Swift.min(hand.topRow + cap.bodyRows, layout.height) where opened[middle, y] {
            var (left, right) = (middle, middle + 1)
            while left > 0, opened[left - 1, y] { left -= 1 }
            while right < layout.width, opened[right, y] { right += 1 }
            if right - left > (best?.columns.count ?? 0) { best = (y, left..<right) }
        }
        guard let best, best.columns.count > hand.topEnd - hand.topStart, best.columns.count <= levels.count else {
            return nil
        }
        return best
    }

    /// Follows the shadow's brightness (1/256 of the reference) from the pixels of a block just below
    /// `point`, the top of a shadow found well apart from the finger (a hovering finger's): its mean,
    /// averaged over such shadows (`FingerCapConfig.shadowWeight`).
    func learnShadow(at point: Point, _ frame: UnsafePointer<UInt8>, _ layout: FrameLayout) {
        guard coarseChroma, point.isFinite else { return }
        let x = Int(point.x), y = Int(point.y), test = self.test
        guard x >= 1, y >= 0, x + 1 < layout.width, y + 3 < layout.height else { return }
        var total = 0
        for row in y + 1..<y + 3 {
            for column in x - 1...x + 1 { total += brightness(column, row, frame, layout, test) }
        }
        let level = total / 6
        shadowLevel = shadowSamples == 0 ? level : shadowLevel + (level - shadowLevel) / cap.shadowWeight
        shadowSamples += 1
    }
}
