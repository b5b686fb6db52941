/// Turns layouts into frames for one validated keyboard width, the way UIStackView rows would:
/// 4 pt side padding, 4 pt between keys, `KeyWidth` rules resolved per row, rows from `KeyboardMetrics`.
/// Frames are in keyboard coordinates: (0, 0) is the top left of the banner.
public struct KeyboardGeometry: Hashable, Sendable {
    /// The keyboard width in points.
    public let width: Double

    /// Validates `width`: it must be finite, above 0 and at least `minimumWidth`.
    public init(width: Double) throws(KeyboardGeometryError) {
        guard width.isFinite, width > 0 else { throw .invalidWidth(width) }
        guard width >= Self.minimumWidth else { throw .widthTooNarrow(width: width, minimum: Self.minimumWidth) }
        self.width = width
    }

    /// The narrowest width at which every standard layout (globe shown) fits.
    public static let minimumWidth: Double = KeyboardLayoutProvider.standard.minimumWidth

    /// The whole keyboard, banner included: width × 320 pt.
    public var bounds: Rect { Rect(x: 0, y: 0, width: width, height: KeyboardMetrics.totalHeight) }

    /// Width available to keys: the width minus the side padding.
    var contentWidth: Double { width - 2 * KeyboardMetrics.sidePadding }

    /// Width of a `.unit` key: one tenth of a ten-key row.
    var unitWidth: Double { (contentWidth - 9 * KeyboardMetrics.keyGap) / 10 }

    /// The number of rows the keyboard has.
    public static var rowCount: Int { KeyboardMetrics.rowHeights.count }

    /// The frame of row `index` (full keyboard width, the row's height);
    /// throws `.rowOutOfRange` for an index outside `0..<rowCount`.
    public func rowFrame(_ index: Int) throws(KeyboardGeometryError) -> Rect {
        guard KeyboardMetrics.rowHeights.indices.contains(index) else {
            throw .rowOutOfRange(row: index, rowCount: Self.rowCount)
        }
        return Rect(x: 0, y: KeyboardMetrics.rowOrigins[index], width: width, height: KeyboardMetrics.rowHeights[index])
    }

    /// The frame of every key of `layout`, row by row; throws `.tooManyRows` for a layout with
    /// more rows than the keyboard has.
    /// A row-grouped view of `keyFrames(for:)`.
    public func frames(for layout: KeyboardLayout) throws(KeyboardGeometryError) -> [[Rect]] {
        let built = try keyFrames(for: layout)
        return layout.rows.indices.map { row in built.keys(inRow: row).map(\.frame) }
    }

    /// The frames of one row's keys; throws `.rowOutOfRange` for a row the keyboard does not have and
    /// `.invalidKeyWidth` for a fixed width that is NaN, infinite or negative.
    public func frames(for keys: [KeyDefinition], row: Int) throws(KeyboardGeometryError) -> [Rect] {
        let rowRect = try rowFrame(row)
        var frames: [Rect] = []
        frames.reserveCapacity(keys.count)
        try forEachKeyFrame(of: keys, in: rowRect) { _, frame in frames.append(frame) }
        return frames
    }

    /// Calls `body` with the position and frame of each of a row's keys, left to right, storing nothing:
    /// the one place key frames are computed. Keys are as wide as their `KeyWidth` rule says, 4 pt
    /// apart, the row centred when they do not fill it. Throws `.invalidKeyWidth` for a fixed width that
    /// is NaN, infinite or negative, before calling `body` at all.
    func forEachKeyFrame(of keys: [KeyDefinition], in rowRect: Rect, _ body: (Int, Rect) -> Void)
        throws(KeyboardGeometryError)
    {
        let gap = KeyboardMetrics.keyGap
        let widths = try rowWidths(keys)
        var sum = 0.0
        for key in keys { sum += widths.width(of: key) }
        let used = sum + gap * Double(max(keys.count - 1, 0))
        var x = KeyboardMetrics.sidePadding + max(contentWidth - used, 0) / 2
        for (position, key) in keys.enumerated() {
            let keyWidth = widths.width(of: key)
            body(position, Rect(x: x, y: rowRect.y, width: keyWidth, height: rowRect.height))
            x += keyWidth + gap
        }
    }

    /// Throws `.tooManyRows` when `count` rows do not fit the keyboard.
    static func checkRowCount(_ count: Int) throws(KeyboardGeometryError) {
        guard count <= rowCount else { throw .tooManyRows(count: count, maximum: rowCount) }
    }

    /// The widths of a row's keys; throws `.invalidKeyWidth` for a fixed width that is NaN, infinite
    /// or negative (checked in the loop that sums them, at no extra pass).
    private func rowWidths(_ keys: [KeyDefinition]) throws(KeyboardGeometryError) -> RowWidths {
        let gaps = KeyboardMetrics.keyGap * Double(max(keys.count - 1, 0))
        var fixed = gaps
        var flexibleCount = 0
        for key in keys {
            switch key.width {
            case .unit: fixed += unitWidth
            case .fixed(let points):
                guard points.isFinite, points >= 0 else { throw .invalidKeyWidth(keyID: key.id, width: points) }
                fixed += points
            case .flexible: flexibleCount += 1
            }
        }
        let flexible = flexibleCount == 0 ? 0 : (contentWidth - fixed) / Double(flexibleCount)
        return RowWidths(unit: unitWidth, flexible: flexible)
    }
}

/// The resolved widths of one row: a `.unit` key's and a `.flexible` key's (a fixed key has its own).
private struct RowWidths {
    let unit: Double
    let flexible: Double

    /// The width of `key` in points.
    func width(of key: KeyDefinition) -> Double {
        switch key.width {
        case .unit: unit
        case .fixed(let points): points
        case .flexible: flexible
        }
    }
}
