/// The one rule for pixel distances: every distance of the scene the pipeline's settings give (how far a
/// finger moves, how far its shadow lies, how wide a wedge of shadow is) is in pixels of a frame 640
/// pixels wide and scales with the frame's width (a 320 × 240 frame halves it, 1280 × 720 doubles it).
/// Tolerances of the sensor, the codec and the mask (`CameraConfig`, `FingerCapConfig`, the shadow
/// watch's and the gap tie in `FingerConfig`, `FingertipConfig`'s rows, `ShadowWindow`'s blocks,
/// `MarkConfig`'s areas) stay in frame pixels; each setting's documentation says which it is.
struct FrameScale: Hashable, Sendable {
    /// The width the settings' pixel distances are given for.
    static let referenceWidth = 640

    /// Frame pixels per settings pixel.
    let factor: Double

    /// The scale of frames `width` pixels wide.
    init(width: Int) { factor = Double(Swift.max(width, 1)) / Double(Self.referenceWidth) }

    /// `distance` (settings pixels) in this frame's pixels.
    @inline(__always) func pixels(_ distance: Double) -> Double { distance * factor }

    /// `distance` (whole settings pixels) in whole frame pixels, rounded, at least 1 when `distance` is.
    @inline(__always) func pixels(_ distance: Int) -> Int {
        let scaled = Int((Double(distance) * factor).rounded())
        return distance > 0 ? Swift.max(scaled, 1) : scaled
    }
}
