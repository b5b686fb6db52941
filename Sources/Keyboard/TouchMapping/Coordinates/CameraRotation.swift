/// How the camera image must be turned (clockwise) to stand upright.
public enum CameraRotation: Int, CaseIterable, Hashable, Sendable {
    /// Already upright.
    case none = 0
    /// Turn 90° clockwise.
    case quarter = 90
    /// Turn 180°.
    case half = 180
    /// Turn 270° clockwise (90° anticlockwise).
    case threeQuarters = 270

    /// Whether width and height swap.
    var swapsAxes: Bool { self == .quarter || self == .threeQuarters }
}
