import KeyboardCore

/// Normalised coordinates relative to a rectangle: (0, 0) its top left, (1, 1) its bottom right.
/// UI points ↔ normalised keyboard space is `keyboardBounds.normalised(_:)` and `denormalised(_:)`.
extension Rect {
    /// `point` as a fraction of this rectangle (NaN coordinates for an empty side).
    public func normalised(_ point: Point) -> Point {
        Point(x: width != 0 ? (point.x - x) / width : .nan, y: height != 0 ? (point.y - y) / height : .nan)
    }

    /// The point at fraction `point` of this rectangle (inverse of `normalised(_:)`).
    public func denormalised(_ point: Point) -> Point {
        Point(x: x + point.x * width, y: y + point.y * height)
    }
}
