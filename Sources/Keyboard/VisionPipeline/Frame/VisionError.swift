import TouchMapping

/// Why the vision pipeline refused a frame or a calibration: one line each, never a trap.
public enum VisionError: Error, Equatable, Sendable, CustomStringConvertible {
    /// A frame size that is not positive (or beyond `FrameLayout.largestSide`).
    case invalidSize(width: Int, height: Int)
    /// A row stride shorter than the row's pixels.
    case strideTooSmall(bytesPerRow: Int, width: Int)
    /// A frame with no bytes.
    case emptyFrame
    /// A buffer shorter than its layout says.
    case bufferTooSmall(bytes: Int, needed: Int)
    /// A frame of another size than the pipeline was calibrated for.
    case sizeMismatch(expected: String, got: String)
    /// The printed sheet's four corner marks were not found in the reference frame.
    case fiducialsNotFound(found: Int)
    /// Four marks were found, but through them the reference does not show the printed keyboard (a
    /// patterned table's squares taken for marks): `printedKeys` of `keys` looked printed.
    case marksDoNotFormSheet(printedKeys: Int, keys: Int)
    /// A reference frame too dark or too saturated to calibrate from.
    case unusableReference
    /// The calibration points were refused (NaN, repeated, collinear…).
    case calibration(CoordinateError)
    /// A setting of `VisionConfig` that is NaN, infinite or outside its range (`allowed`, in words).
    case invalidConfig(setting: String, value: String, allowed: String)

    /// One line naming the problem.
    public var description: String {
        switch self {
        case .invalidSize(let width, let height):
            "frame size \(width) × \(height) is invalid: both sides must be 1…\(FrameLayout.largestSide)"
        case .strideTooSmall(let stride, let width):
            "row stride \(stride) bytes is invalid for \(width) pixels of 4 bytes (need \(width * 4)…\(FrameLayout.largestSide * 16))"
        case .emptyFrame: "the frame is empty (0 bytes)"
        case .bufferTooSmall(let bytes, let needed): "the frame buffer holds \(bytes) bytes, its layout needs \(needed)"
        case .sizeMismatch(let expected, let got): "the frame is \(got), the pipeline was calibrated for \(expected)"
        case .fiducialsNotFound(let found): "the reference frame shows \(found) of the sheet's 4 corner marks"
        case .marksDoNotFormSheet(let printed, let keys):
            "the 4 marks found do not form the sheet: through them \(printed) of \(keys) keys look printed"
        case .unusableReference: "the reference frame is too dark or too saturated to calibrate from"
        case .calibration(let error): "calibration refused: \(error)"
        case .invalidConfig(let setting, let value, let allowed):
            "vision setting \(setting) = \(value) is invalid: it must be \(allowed)"
        }
    }
}
