/// Why a coordinate space or a calibration was rejected.
public enum CoordinateError: Error, Equatable, Sendable, CustomStringConvertible {
    /// A frame or view size that is not finite and above 0.
    case invalidSize(width: Double, height: Double)
    /// A camera size outside `CameraSpace.sideRange` (a subnormal side, or one no sensor has).
    case cameraSizeOutOfRange(width: Double, height: Double)
    /// A calibration needs exactly four point pairs.
    case wrongPointCount(Int)
    /// Calibration point `index` is NaN or infinite.
    case nonFinitePoint(index: Int)
    /// Two calibration points (of one side) coincide.
    case repeatedPoints(Int, Int)
    /// Three calibration points (of one side) lie on one line.
    case collinearPoints(Int, Int, Int)
    /// The points give no invertible mapping (or none accurate in double precision).
    case singular
    /// A printed keyboard's gap between keys that is NaN, infinite or negative (pixels).
    case invalidGap(pixels: Double)
    /// A printed keyboard's gap that leaves its keys no room: `keyboard` is the side (pixels) that
    /// `gaps` gaps of `pixels` each fill.
    case gapLeavesNoRoom(pixels: Double, gaps: Int, keyboard: Double)

    /// A one-line explanation.
    public var description: String {
        switch self {
        case .invalidSize(let width, let height):
            "size \(width) × \(height) is invalid: both sides must be finite and above 0"
        case .cameraSizeOutOfRange(let width, let height):
            "camera size \(width) × \(height) is out of range: each side must be from \(CameraSpace.sideRange.lowerBound) to \(CameraSpace.sideRange.upperBound) pixels"
        case .wrongPointCount(let count): "a calibration needs 4 point pairs, not \(count)"
        case .nonFinitePoint(let index): "calibration point \(index) is not finite"
        case .repeatedPoints(let a, let b): "calibration points \(a) and \(b) coincide"
        case .collinearPoints(let a, let b, let c): "calibration points \(a), \(b) and \(c) are collinear"
        case .singular:
            "the calibration points give no invertible mapping (or none accurate in double precision): they are (nearly) degenerate"
        case .invalidGap(let pixels):
            "a printed keyboard's gap of \(pixels) px is invalid: it must be finite and at least 0"
        case .gapLeavesNoRoom(let pixels, let gaps, let keyboard):
            "a printed keyboard's gap of \(pixels) px leaves no room for its keys: \(gaps) gaps fill the keyboard's \(keyboard) px"
        }
    }
}
