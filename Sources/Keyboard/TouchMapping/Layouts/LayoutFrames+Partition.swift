import KeyboardCore

extension LayoutFrames {
    /// Key frames whose hit regions split every gap between neighbours in half and reach out to
    /// `bounds` at the outer edges (the rule of `KeyboardGeometry.hitRegions(for:)`), for rows of
    /// keys with one shared top and bottom per row. `frames` must match `rows` in shape; extra
    /// entries of either are ignored.
    static func partitioning(rows: [[KeyDefinition]], frames: [[Rect]], bounds: Rect) -> LayoutFrames {
        let count = Swift.min(rows.count, frames.count)
        var keys: [KeyFrame] = []
        for row in 0..<count {
            let line = Array(frames[row].prefix(rows[row].count))
            guard let first = line.first else { continue }
            let top = row == 0 ? bounds.y : (first.y + (frames[row - 1].first?.maxY ?? first.y)) / 2
            let bottom =
                row == count - 1
                ? bounds.maxY
                : (first.maxY + (frames[row + 1].first?.y ?? first.maxY)) / 2
            for (index, frame) in line.enumerated() {
                let left = index == 0 ? bounds.x : (frame.x + line[index - 1].maxX) / 2
                let right = index == line.count - 1 ? bounds.maxX : (frame.maxX + line[index + 1].x) / 2
                let hit = Rect(x: left, y: top, width: right - left, height: bottom - top)
                keys.append(KeyFrame(key: rows[row][index], row: row, frame: frame, hitRegion: hit))
            }
        }
        return LayoutFrames(bounds: bounds, keys: keys)
    }
}
