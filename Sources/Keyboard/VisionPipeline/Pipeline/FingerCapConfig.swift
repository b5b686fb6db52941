/// Finding the finger's cap where the camera's chroma is coarse (`HandSegmenter+Cap`): JPEG keeps one
/// colour per 16 × 16 block, so the rows it works in are the codec's, not the scene's, and stay in frame
/// pixels at every size (as `CameraConfig`'s sensor tolerances do). Brightness is in 1/256 of the
/// reference's.
public struct FingerCapConfig: Hashable, Sendable {
    /// Most cap rows added above the hand's top: three quarters of a 16-row chroma block. A finger
    /// eight pixels wide (320 × 240) fills too little of the block holding its top for the block to keep
    /// the hand's warmth, so its whole part in that block — up to fifteen rows — may read as shadow.
    public var rows = 12
    /// How far a cap pixel's brightness may be from the finger's.
    public var tolerance = 26
    /// The reference pixels (percent of the paper's luma) the finger's brightness is read over: darker
    /// ones are print.
    public var paperShare = 75
    /// The brightness of paper closing the cap (a row's mean).
    public var paper = 226
    /// Rows of blurred edge allowed between the cap and the paper closing it.
    public var edgeRows = 2
    /// Rows of the finger (from `fingerFrom` below its top) whose mean brightness is the finger's.
    public var fingerRows = 4
    /// The finger's rows start this many below its top (the top rows may be the blurred edge).
    public var fingerFrom = 2
    /// A row is the cap when at least this share (percent) of the top run's columns are as bright as the
    /// finger, their mean within 1/`centring` of the run's width of its middle (a shadow's tip beside the
    /// finger lies to one side).
    public var rowShare = 50, centring = 8
    /// Rows below the hand's top searched for the finger's body, its widest run, where the finger fills its
    /// chroma blocks (a block): the lost side of its cap (`HandSegmenter+LostSide`) is followed up from it.
    public var bodyRows = 16
    /// The least difference between the finger's brightness and a shadow's for luma to tell the finger's
    /// lost side from a shadow (about 0.16 of the reference: the spread of a compressed finger's pixels).
    public var shadowMargin = 40
    /// A shadow's brightness is averaged over the last hovering fingers' shadows with this weight (1/n).
    public var shadowWeight = 8

    /// The defaults.
    public init() {}
}
