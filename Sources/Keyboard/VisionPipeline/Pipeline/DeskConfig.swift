/// How what comes to rest on the desk after calibration (a phone put down, a mug, a sleeve resting, the
/// sheet settling) joins the reference, and how it is kept from being taken for the hand. Frame counts
/// are at the camera's rate (60 fps); distances are pixels at 640 × 480, scaled with the frame's width.
public struct DeskConfig: Hashable, Sendable {
    /// A grid cell (8 px a side at 640 wide, in whole coarse-scan samples) that reads as changed — hand or
    /// shadow against the reference — on this many frames in a row, away from the hand, joins the
    /// reference: 0.5 s at 60 fps.
    public var settleFrames = 30
    /// A component whose top lies in a cell changed this many frames in a row is at rest: it is the hand
    /// only while it is the hand that was moving (`liveFrames`), else it is something on the desk.
    public var restFrames = 12
    /// The hand stays the hand at rest for this many frames after its tip last travelled `liveTravel`.
    public var liveFrames = 180
    /// How far (pixels) the tracked tip must travel for the hand to count as moving.
    public var liveTravel = 16.0
    /// Nothing within this distance (pixels) of the hand's bounding box joins the reference: the hand's
    /// own shadow and its parts at rest lie there.
    public var handMargin = 64
    /// The last frame's hand top may lie this far (pixels) outside the box of the component that continues
    /// it: a fast finger moves 40 px between two frames.
    public var tipMargin = 48
    /// Without a hand, nothing joins the reference until the hand was missed this many frames in a row (a
    /// hand missed on a frame or two is still there: its forearm must not be taken in meanwhile).
    public var handGoneFrames = 3
    /// More than this share (percent) of the desk's cells settling at once is the light, the camera or
    /// noise, not something put down: the reference's own re-takes follow those.
    public var largestChange = 25

    /// The defaults.
    public init() {}
}
