/// How the sheet is fitted as a plane (a homography) when its marks disagree with an in-plane move:
/// the print points matched beside the marks, the RANSAC tolerance and support, and how long a sheet
/// may stay unfitted before its frames say so. Pixel sizes are for 640 × 480 and scale with the width.
public struct SheetFitConfig: Hashable, Sendable {
    /// Print points (key corners of the sheet, spread over the keyboard) matched beside the marks.
    public var printPoints: Int = 24
    /// Half the side of a print point's patch (pixels; the patch is 2r + 1 square).
    public var patchRadius: Int = 5
    /// How far (pixels) around its predicted place a print point is searched.
    public var searchRadius: Int = 6
    /// A match is taken when its zero-mean difference is below this share of the patch's own contrast.
    public var matchShare: Double = 0.5
    /// How far (pixels) a point may sit from the homography's prediction and count as fitted (the
    /// marks' residual tolerance).
    public var tolerance: Double = 1.5
    /// The fewest print points a homography must fit, beside three marks or more, to be taken.
    public var minimumInliers: Int = 8
    /// The plane is also fitted when the marks agree on an in-plane move but one sits further than this
    /// (pixels) from it. At the marks' own tolerance: below it, a frame's jitter (±1 px) made the plane,
    /// with the print points' matching bias, replace a good in-plane move after a camera shift (recovery
    /// 2 → 300+ frames); a perspective changing further drops a mark from the in-plane fit and is fitted.
    public var recheckResidual: Double = 1.5
    /// How far (pixels beyond a mark's edge) marks are searched when fewer than three are found where the
    /// move puts them (the camera moved on while a hand covered them).
    public var lostReach: Int = 48
    /// Frames in a row the sheet may stay unfitted before the health says `sheet_unfit`.
    public var unfitFrames: Int = 3
    /// RANSAC's most samples of four pairs drawn, and the chance (0…1) of one all-inlier sample at which
    /// it stops drawing early (as OpenCV's `findHomography` `maxIters` and `confidence`).
    public var iterations: Int = 200, confidence: Double = 0.995

    /// The defaults.
    public init() {}
}
