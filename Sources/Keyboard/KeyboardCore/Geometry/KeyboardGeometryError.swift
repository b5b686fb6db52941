/// Why a keyboard width, a row, a layout or a screen was rejected.
public enum KeyboardGeometryError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The width is zero, negative, NaN or infinite.
    case invalidWidth(Double)
    /// The width is positive but some row cannot fit its fixed keys and gaps.
    case widthTooNarrow(width: Double, minimum: Double)
    /// A row index outside `0..<rowCount` (the keyboard has `KeyboardMetrics.rowHeights.count` rows).
    case rowOutOfRange(row: Int, rowCount: Int)
    /// A layout (or a list of frame rows) with more rows than the keyboard has.
    case tooManyRows(count: Int, maximum: Int)
    /// A tree was asked for with a cache key whose width differs from the geometry's.
    case widthMismatch(keyWidth: Double, geometryWidth: Double)
    /// A screen height that is zero, negative (−0 included), NaN or infinite.
    case invalidScreenHeight(Double)
    /// A key whose fixed width is NaN, infinite or negative.
    case invalidKeyWidth(keyID: String, width: Double)

    /// A one-line explanation.
    public var description: String {
        switch self {
        case .invalidWidth(let width):
            "keyboard width \(width) pt is invalid: it must be a finite number greater than 0"
        case .widthTooNarrow(let width, let minimum):
            "keyboard width \(width) pt is too narrow: every layout needs at least \(minimum) pt"
        case .rowOutOfRange(let row, let count):
            "row \(row) does not exist: the keyboard has rows 0 to \(count - 1)"
        case .tooManyRows(let count, let maximum):
            "a layout of \(count) rows does not fit: the keyboard has \(maximum) rows"
        case .widthMismatch(let keyWidth, let geometryWidth):
            "cache key width \(keyWidth) pt differs from the geometry's width \(geometryWidth) pt"
        case .invalidScreenHeight(let height):
            "screen height \(height) pt is invalid: it must be a finite number greater than 0"
        case .invalidKeyWidth(let id, let width):
            "key '\(id)' has an invalid fixed width (\(width)): it must be a finite number of points, at least 0"
        }
    }
}
