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
    public var contentWidth: Double { width - 2 * KeyboardMetrics.sidePadding }

    /// Width of a `.unit` key: one tenth of a ten-key row.
    public var unitWidth: Double { (contentWidth - 9 * KeyboardMetrics.keyGap) / 10 }

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
        let gap = KeyboardMetrics.keyGap
        let widths = try resolvedWidths(keys)
        let used = widths.reduce(0, +) + gap * Double(max(keys.count - 1, 0))
        var x = KeyboardMetrics.sidePadding + max(contentWidth - used, 0) / 2
        return widths.map { keyWidth in
            defer { x += keyWidth + gap }
            return Rect(x: x, y: rowRect.y, width: keyWidth, height: rowRect.height)
        }
    }

    /// Throws `.tooManyRows` when `count` rows do not fit the keyboard.
    static func checkRowCount(_ count: Int) throws(KeyboardGeometryError) {
        guard count <= rowCount else { throw .tooManyRows(count: count, maximum: rowCount) }
    }

    /// The keys' widths in points; throws `.invalidKeyWidth` for a fixed width that is NaN, infinite
    /// or negative (checked in the loop that sums them, at no extra pass).
    private func resolvedWidths(_ keys: [KeyDefinition]) throws(KeyboardGeometryError) -> [Double] {
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
        return keys.map { key in
            switch key.width {
            case .unit: unitWidth
            case .fixed(let points): points
            case .flexible: flexible
            }
        }
    }
}
