/// How the simulated typist behaves.
public struct TouchTypingSettings: Hashable, Sendable {
    /// Scatter of the aim point around the key centre: σ = `noise` × the key's width (x) and
    /// height (y). The default: 0.1.
    public var noise: Double = 0.1
    /// Per-frame wobble of the finger during a contact, as a fraction of the key's size.
    public var jitter: Double = 0.005
    /// Seconds between camera frames (60 fps).
    public var frameInterval: Double = 1.0 / 60
    /// How long the finger rests on a key, seconds (around the 50 ms minimum, all above it).
    var contactDuration: ClosedRange<Double> = 0.07...0.12
    /// Finger–shadow distance while touching, pixels (below the 1 px threshold).
    var touchDistance: ClosedRange<Double> = 0.05...0.6
    /// Finger–shadow distance while approaching, pixels (above the threshold).
    var hoverDistance: ClosedRange<Double> = 2...5
    /// Frames of approach before each contact.
    public var hoverFrames: Int = 2
    /// Frames with no finger after each contact.
    public var liftFrames: Int = 1
    /// A scripted bounce after every `bounceEvery`-th key press (0: none).
    public var bounceEvery: Int = 25
    /// Frames of a bounce: the finger alternates between the key and its nearest neighbour each frame.
    public var bounceFrames: Int = 6
    /// Layout units per camera pixel (the shadow's offset from the finger).
    public var unitsPerPixel: Double = 1

    /// The defaults.
    public init() {}

    /// The defaults.
    public static let standard = TouchTypingSettings()
}
