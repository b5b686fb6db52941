/// What one frame saw of a finger: its point, its shadow's point (both in the layout's space),
/// the finger–shadow distance (camera pixels) and when (seconds, from an injected clock).
public struct TouchObservation: Hashable, Sendable {
    /// The fingertip.
    public var finger: Point
    /// The fingertip's shadow.
    public var shadow: Point
    /// Finger–shadow distance in camera pixels (small means touching).
    public var distance: Double
    /// Seconds since an arbitrary, fixed origin.
    public var timestamp: Double

    /// Creates an observation.
    public init(finger: Point, shadow: Point, distance: Double, timestamp: Double) {
        self.finger = finger
        self.shadow = shadow
        self.distance = distance
        self.timestamp = timestamp
    }
}
