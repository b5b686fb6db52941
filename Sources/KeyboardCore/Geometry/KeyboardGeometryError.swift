/// Why a keyboard width was rejected.
public enum KeyboardGeometryError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The width is zero, negative, NaN or infinite.
    case invalidWidth(Double)
    /// The width is positive but some row cannot fit its fixed keys and gaps.
    case widthTooNarrow(width: Double, minimum: Double)

    /// A one-line explanation.
    public var description: String {
        switch self {
        case .invalidWidth(let width):
            "keyboard width \(width) pt is invalid: it must be a finite number greater than 0"
        case .widthTooNarrow(let width, let minimum):
            "keyboard width \(width) pt is too narrow: every layout needs at least \(minimum) pt"
        }
    }
}
