/// Taking what came to rest on the desk into the reference in use, where it lies: the cells `DeskChange`
/// flagged are re-taken from the frame (its colour through the frame's corrections, so in the
/// reference's own light), the darkest layer follows around them, and the paper and dark samples they
/// cover are dropped (the light is no longer read where the paper is hidden). The last capture, which
/// camera moves are warped from, keeps the empty desk: after a camera move what rests there is taken in again.
extension ReferenceModel {
    /// Re-takes the cells flagged 2 in `desk` from `frame` (`test` holds its corrections) and recomputes
    /// the darkest layer in those flagged 4 (all within `desk.flaggedBox`).
    func absorb(_ frame: UnsafePointer<UInt8>, _ layout: FrameLayout, desk: DeskChange, test: HandTest) {
        let luma = self.luma.pointer, colour = self.colour.pointer
        let words = skinLike.words.pointer, perRow = skinLike.wordsPerRow, box = desk.flaggedBox
        let rows = Swift.max(box.minY, 0)..<Swift.min(box.maxY + 1, height)
        let columns = Swift.max(box.minX, 0)..<Swift.min(box.maxX + 1, width)
        guard !rows.isEmpty, !columns.isEmpty else { return }
        for y in rows {
            for x in columns where desk.isFlagged(x: x, y: y, 2) {
                let c = test.corrected(frame, layout, x: x, y: y), at = y * width + x
                (colour[3 * at], colour[3 * at + 1], colour[3 * at + 2]) = (
                    UInt8(c.red), UInt8(c.green), UInt8(c.blue)
                )
                luma[at] = UInt8(Self.luma(UInt8(c.red), UInt8(c.green), UInt8(c.blue)))
                let bit = UInt64(1) << UInt64(x & 63)
                if test.isSkin(c.red, c.green, c.blue) {
                    words[y * perRow + x >> 6] |= bit
                } else {
                    words[y * perRow + x >> 6] &= ~bit
                }
            }
        }
        let r = radius
        for y in rows {
            for x in columns where desk.isFlagged(x: x, y: y, 4) {
                var low: UInt8 = 255
                for yy in Swift.max(y - r, 0)...Swift.min(y + r, height - 1) {
                    for xx in Swift.max(x - r, 0)...Swift.min(x + r, width - 1) {
                        low = Swift.min(low, luma[yy * width + xx])
                    }
                }
                darkest[y * width + x] = low
            }
        }
        sampleCount = keepUncovered(sampleCount, samplePositions, sampleColours, desk: desk)
        darkCount = keepUncovered(darkCount, darkPositions, darkColours, desk: desk)
    }

    /// The `count` samples (positions, colours) outside the cells re-taken, kept in order; returns how many.
    private func keepUncovered(_ count: Int, _ positions: Storage<Int32>, _ colours: Storage<UInt8>, desk: DeskChange)
        -> Int
    {
        var kept = 0
        for index in 0..<count {
            let position = Int(positions[index])
            guard !desk.isFlagged(x: position % width, y: position / width, 2) else { continue }
            positions[kept] = positions[index]
            for channel in 0..<3 { colours[3 * kept + channel] = colours[3 * index + channel] }
            kept += 1
        }
        return kept
    }
}
