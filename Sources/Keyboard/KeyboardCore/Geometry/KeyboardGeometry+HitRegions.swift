/// Hit regions: a key's frame plus its share of the space around it.
extension KeyboardGeometry {
    /// For every key frame, the area whose touches belong to that key: half of each neighbouring
    /// gap (between keys and between rows); at the keyboard's side edges everything out to the edge
    /// (the side padding, plus the centring margin of a centred row); above the first row the top
    /// padding and below the last row the bottom padding. Throws `.tooManyRows` for more rows than
    /// the keyboard has.
    public func hitRegions(for rows: [[Rect]]) throws(KeyboardGeometryError) -> [[Rect]] {
        try Self.checkRowCount(rows.count)
        var regions: [[Rect]] = []
        for row in rows.indices {
            let (top, bottom) = try verticalExtent(row: row, of: rows.count)
            regions.append(
                rows[row].indices.map { index in
                    let (left, right) = horizontalExtent(of: index, in: rows[row])
                    return Rect(x: left, y: top, width: right - left, height: bottom - top)
                })
        }
        return regions
    }

    /// The left and right edges of the hit region of key `index` of a row of `frames`.
    func horizontalExtent(of index: Int, in frames: [Rect]) -> (left: Double, right: Double) {
        let left = index == 0 ? 0 : frames[index].x - (frames[index].x - frames[index - 1].maxX) / 2
        let right =
            index == frames.count - 1
            ? width : frames[index].maxX + (frames[index + 1].x - frames[index].maxX) / 2
        return (left, right)
    }

    /// The top and bottom edges of the hit regions of row `row` of `count` rows.
    func verticalExtent(row: Int, of count: Int) throws(KeyboardGeometryError) -> (top: Double, bottom: Double) {
        let frame = try rowFrame(row)
        let above = row == 0 ? KeyboardMetrics.topPadding : KeyboardMetrics.rowGap / 2
        let below = row == count - 1 ? KeyboardMetrics.bottomPadding : KeyboardMetrics.rowGap / 2
        return (frame.y - above, frame.maxY + below)
    }
}
