import TouchMapping

/// The pipeline's settings; pixel sizes are for 640 × 480 and scale with the frame's width. A pipeline
/// checks them when it is made (`validate()`): a NaN, infinite or out-of-range value is refused there.
public struct VisionConfig: Hashable, Sendable {
    /// The skin box in HSV.
    public var skin: SkinRange = .standard
    /// Shadow is darker than this share of the darkest reference luma nearby.
    public var shadowRatio: Double = 0.72
    /// The window around the fingertip the shadow is looked for in.
    public var shadowWindow = ShadowWindow()
    /// The coarse skin scan looks at every `coarseStep`-th pixel of every `coarseStep`-th row (pixels of a
    /// frame 640 wide, scaled with the frame by `FrameScale`): a finger is about four samples wide at every
    /// size, so the scan's 3 × 3 vote keeps its end (unscaled, a finger at 320 × 240 would be two samples
    /// wide: the vote would drop its narrower cap and the region of interest would end 3–5 rows below the tip).
    public var coarseStep: Int = 4
    /// The fewest voted coarse samples that are a hand, and how many coarse steps the region searched
    /// for it at full resolution extends beyond their box.
    public var handSamples: Int = 3, regionMargin: Int = 2
    /// The smallest hand blob, as a share of the frame's pixels.
    public var minimumHandShare: Double = 0.002
    /// A light gain further than this from the current one (relative) is a lighting change.
    public var lightingTolerance: Double = 0.1
    /// The touch criteria handed to TouchMapping (distances in camera pixels): the skill's, except that
    /// the shadow may lie as far outside the finger's key as the finger may. At contact the camera cannot
    /// see the shadow's tip — it is under the finger — so the shadow point handed over is the fingertip
    /// itself, and judging it without the finger's margin would refuse a tip within that margin of its
    /// key's edge (the finger's own test already accepted it). A contact ends after three frames without
    /// a touch (50 ms at 60 fps, shorter than any lift between two presses): a frame whose fingertip noise
    /// pulled off the finger (σ 15), or two whose heavily compressed finger top read as a gap (JPEG q20),
    /// must neither press the key again nor restart the contact's count.
    public var touch = TouchValidationConfig(shadowMargin: .standardFinger, releaseFrames: 3)
    /// Recalibrate when the accuracy of recent presses falls below this (the seed: 80 %).
    public var recalibrationThreshold: Double = 0.8
    /// Presses the accuracy is judged over (at most 32), and how many are needed before judging.
    public var accuracyWindow: Int = 20, accuracyMinimum: Int = 10
    /// Most runs (and components) a mask may have before a frame counts as noise with no hand.
    public var maxRuns: Int = 65_536, maxComponents: Int = 8_192

    /// Finding the finger's cap where the camera's chroma is coarse (JPEG).
    public var cap = FingerCapConfig()

    /// How fingertips become touches: travel, lift and the typing finger.
    public var fingers = FingerConfig()

    /// The fingertip's shape: when its axis is tilted, and where its run is the finger.
    public var fingertip = FingertipConfig()

    /// The change that is hand against the desk's reference, and the hand's own warmth.
    public var segmenter = SegmenterConfig()

    /// Following the light's slow changes (exposure, white balance) and its clipped highlights.
    public var light = LightConfig()

    /// Telling the camera's moves from its shake, and the reference's update budget.
    public var camera = CameraConfig()

    /// What a corner mark of the sheet looks like in the reference frame.
    public var marks = MarkConfig()

    /// Fitting the sheet as a plane when its marks disagree with an in-plane move.
    public var sheetFit = SheetFitConfig()

    /// What comes to rest on the desk joining the reference, and never taken for the hand.
    public var desk = DeskConfig()

    /// The defaults.
    public init() {}

    /// The defaults.
    public static let standard = VisionConfig()
}

/// The window around the fingertip the shadow is looked for in (pixels at 640 × 480, scaled with the
/// frame's width): a hovering finger's shadow lies ahead of (above) the tip, at contact beside and behind it.
public struct ShadowWindow: Hashable, Sendable {
    /// Columns to each side of the tip.
    public var across = 56
    /// Rows above the tip.
    public var ahead = 44
    /// Rows below the tip.
    public var behind = 24
    /// The width (pixels) of the contact wedge: level with the tip or below it, a block this wide (in the
    /// frame at least 1, at most 2 pixels) and three rows tall is shadow — at contact what shows of the
    /// shadow may be a wedge along the finger's side this narrow beside the grown skin (half as wide in a
    /// frame half as wide).
    public var wedge = 2
    /// The rows (frame pixels) of the contact wedge's block.
    public var wedgeRows = 3
    /// The block of shadow (frame pixels: columns × rows) whose first row is the shadow's top: a dark speck
    /// (noise, compression blocks on the print) or a printed line a pixel or two off its reference is no
    /// such area.
    public var blockWidth = 3, blockRows = 2

    /// The defaults.
    public init() {}
}
