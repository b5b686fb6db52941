import KeyboardCore

/// How far outside a key's frame a point may lie and still count as on the key, in a unit that means
/// the same in every coordinate space: a share of the key itself, or — when the caller knows the
/// space's scale — an amount in the layout's own units.
public enum KeyMargin: Hashable, Sendable {
    /// On the frame itself (edges included): the seed's rule for the shadow.
    case none
    /// This fraction of the key's shorter side, on every side. A key is the same share of itself on
    /// screen (points), in the camera (pixels) and on the printed keyboard (normalised units, 0…1).
    case keyFraction(Double)
    /// A fixed amount in the layout's own units: points for on-screen frames, normalised keyboard
    /// units for the printed keyboard (convert pixels with `PrintedKeyboard.unitsPerPixel`).
    case layoutUnits(Double)

    /// The finger's default: 6 % of the key's shorter side — the skill's 2 pt on an iPhone 14 Pro
    /// letter key (34.9 pt wide), 3.4 px on the 640 × 480 camera's printed keyboard.
    public static let standardFinger = KeyMargin.keyFraction(0.06)

    /// The margin around `frame` in layout units; 0 for `.none` and for a NaN, infinite or negative
    /// amount or key side.
    public func amount(around frame: Rect) -> Double {
        let amount: Double =
            switch self {
            case .none: 0
            case .keyFraction(let fraction): fraction * Swift.min(frame.width, frame.height)
            case .layoutUnits(let units): units
            }
        return amount.isFinite && amount > 0 ? amount : 0
    }

    /// `frame` grown by this margin.
    public func grow(_ frame: Rect) -> Rect {
        let amount = amount(around: frame)
        return amount > 0 ? frame.grown(by: amount) : frame
    }
}
