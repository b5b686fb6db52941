/// The flat list of key frames of a layout at this width.
extension KeyboardGeometry {
    /// Every key of `layout` with its frame and hit region (see `hitRegions(for:)` for the rule).
    /// Throws `.tooManyRows` for a layout with more rows than the keyboard has.
    public func keyFrames(for layout: KeyboardLayout) throws(KeyboardGeometryError) -> LayoutFrames {
        try Self.checkRowCount(layout.rows.count)
        var keys: [KeyFrame] = []
        for (row, definitions) in layout.rows.enumerated() {
            let frames = try frames(for: definitions, row: row)
            let (top, bottom) = try verticalExtent(row: row, of: layout.rows.count)
            for index in frames.indices {
                let (left, right) = horizontalExtent(of: index, in: frames)
                let hit = Rect(x: left, y: top, width: right - left, height: bottom - top)
                keys.append(KeyFrame(key: definitions[index], row: row, frame: frames[index], hitRegion: hit))
            }
        }
        return LayoutFrames(bounds: bounds, keys: keys)
    }
}
