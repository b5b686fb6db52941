import TouchMapping

/// A finger in contact with the sheet stays where it is: one whose tip travelled farther than
/// `contactTravel` since the last frame is moving between keys, whatever its shadow reads. Motion blur
/// smears a fast finger into its shadow (the gap reads 0 on frames that cross three keys), and such
/// frames would otherwise keep a finished contact alive or start a false one.
extension VisionPipeline {
    /// The farthest a fingertip moves between two frames of one contact, in pixels at 640 px wide
    /// (a heavily compressed or noisy fingertip jitters by up to ~10 px).
    static let contactTravel = 12.0

    /// Whether `fingertip` travelled farther than `contactTravel` since the last hand frame (the shadow
    /// watch's previous tip: read before this frame's gap is watched).
    func isTravelling(to fingertip: Point, _ layout: FrameLayout) -> Bool {
        guard let last = shadowWatch.previousTip else { return false }
        return last.distance(to: fingertip) > FrameScale(width: layout.width).pixels(Self.contactTravel)
    }
}
