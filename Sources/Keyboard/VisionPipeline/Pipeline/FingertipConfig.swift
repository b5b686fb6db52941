/// The fingertip's shape (`Fingertip`, `FingerCandidates`): when a finger's axis is tilted, where its width
/// is measured, and how far its runs may widen before they are the palm or a neighbour. Widths are the
/// finger's own (percent of them); rows are the mask's and stay in frame pixels at every size (as the
/// cap's do).
public struct FingertipConfig: Hashable, Sendable {
    /// Axis slopes (columns per row) under this — tan 3° — are an upright finger: blur, noise and a shadow
    /// along one side bend an upright finger's midline by 2–3°, and its tip stays its topmost run's middle.
    public var uprightSlope = 0.0524
    /// Axis slopes (columns per row) over this — tan 60° — are no finger pointing up the image (a blob of
    /// noise, an arm lying across): its topmost run's middle is kept.
    public var steepestSlope = 1.732
    /// Rows below the top (frame pixels) over which the finger's width is measured (its widest run there).
    public var widthRows = 12
    /// A finger's run followed down is the finger while it is at most this wide (percent of the finger's
    /// width); wider, it is the palm or another finger joining.
    public var widening = 180
    /// Once a width below its top, a finger held against its neighbour joins it in the valley between
    /// them: its run may then be this wide (percent of its width, two fingers and the valley).
    public var joinedWidening = 280
    /// Another finger of the hand is at most this wide (percent of the hand's top finger): fingers of a
    /// hand are alike, a group of curled fingers is wider.
    public var neighbourWidth = 150
    /// Rows below a finger's top (frame pixels) where its cap still widens fast: a run there is never read
    /// as a neighbour joining it.
    public var capRows = 2
    /// A neighbour joining a finger widens its run by more than half of this (frame pixels) in one row, and
    /// by more than half the finger's width: a cap's edge over a row of noise does not.
    public var leastJoin = 8

    /// The defaults.
    public init() {}
}
