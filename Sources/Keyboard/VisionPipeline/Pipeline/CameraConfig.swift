/// How the camera's moves are told from its shake and followed. Unlike the scene's distances (which
/// `FrameScale` scales with the frame), these are tolerances of the sensor — its ±1 px shake and the
/// marks' subpixel centroids — and stay in frame pixels at every size.
public struct CameraConfig: Hashable, Sendable {
    /// How far (pixels) a mark may sit from where the reference expects it before the camera counts as moved.
    public var moveTolerance = 3.5
    /// How far (pixels, at the marks) the averaged move may drift from the reference's alignment before the
    /// reference is moved with it (a warp of the last capture): the ±2 px its darkest layer allows are the
    /// frame's shake's, so a slow drift is followed closely.
    public var realignment = 1.0
    /// Row costs a frame may spend updating the reference (a capture or a warp spread over frames), in
    /// quarters of a luma row's CPU: about 0.4 ms at 640 × 480 (a whole capture costs about 20,600, 21
    /// frames; a warp 7,700, 8 frames).
    public var referenceBudget = 1_000
    /// Row costs a frame may spend on a warp while the reference is stale (a camera move seen, not yet
    /// re-taken): about 1–1.4 ms at 640 × 480, a warp in 3 frames — a camera tipping over a few frames is
    /// followed as it tips, so a press then is read against where the sheet is now. Such frames are rare
    /// (the frames of a move); the warps that follow a slow drift keep `referenceBudget`.
    public var moveBudget = 2_600
    /// How far (pixels) a mark may sit from where the other marks' in-plane fit puts it: a hand or its
    /// shadow over a mark moves its core's centroid by several pixels, which the fit must not follow.
    public var markTolerance = 1.5
    /// Agreeing moves averaged at most (a slow drift is followed with a lag of about half of it), and
    /// frames in a row a jump must be seen on.
    public var moveWindow = 8, moveConfirmation = 3
    /// The share of the keyboard's keys that must look printed through four marks for them to be the sheet.
    public var printedKeyShare = 0.75
    /// How far (pixels of a 640-pixel-wide frame beyond a mark's edge, scaled with the frame by `FrameScale`)
    /// a mark's core is searched around where the move puts it; an averaged move that puts a mark more than
    /// half this far from where it was calibrated is a jump.
    public var markReach = 16
    /// The sizes a mark's core may be seen at, in percent of the core the calibration saw (a hand over
    /// the mark leaves less, a shadow or a smear joining it more). The least share is for a frame 640 wide
    /// and, in a narrower frame, scales with its width (`FrameScale`: 20 % at 320 × 240; a wider frame keeps
    /// it): a core is the mark less a border of whole pixels, so a camera tipped a few degrees takes a share
    /// off it that grows as the core shrinks (at 320 × 240, the independent scenes' camera yawed 9° left a
    /// corner mark about 3 core pixels, under 40 %: two marks were left and the reference stayed 3.4 px off).
    public var markCore = 40...180
    /// The reference's darkest luma is taken within this many pixels each way: reference and frame may
    /// each be shaken by a pixel (two apart) without print looking like shadow.
    public var shakeRadius = 2

    /// The defaults.
    public init() {}
}
