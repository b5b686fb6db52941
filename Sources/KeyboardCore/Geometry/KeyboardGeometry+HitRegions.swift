/// Hit regions: a key's frame plus its share of the space around it.
extension KeyboardGeometry {
    /// For every key frame, the area whose touches belong to that key: half of each neighbouring
    /// gap (between keys and between rows); at the keyboard's side edges everything out to the edge
    /// (the side padding, plus the centring margin of a centred row); above the first row the top
    /// padding and below the last row the bottom padding.
    public func hitRegions(for rows: [[Rect]]) -> [[Rect]] {
        rows.indices.map { row in
            let (top, bottom) = verticalExtent(row: row, of: rows.count)
            return rows[row].indices.map { index in
                let frames = rows[row]
                let left = index == 0 ? 0 : frames[index].x - (frames[index].x - frames[index - 1].maxX) / 2
                let right = index == frames.count - 1
                    ? width : frames[index].maxX + (frames[index + 1].x - frames[index].maxX) / 2
                return Rect(x: left, y: top, width: right - left, height: bottom - top)
            }
        }
    }

    private func verticalExtent(row: Int, of count: Int) -> (top: Double, bottom: Double) {
        let frame = rowFrame(row)
        let above = row == 0 ? KeyboardMetrics.topPadding : KeyboardMetrics.rowGap / 2
        let below = row == count - 1 ? KeyboardMetrics.bottomPadding : KeyboardMetrics.rowGap / 2
        return (frame.y - above, frame.maxY + below)
    }
}
