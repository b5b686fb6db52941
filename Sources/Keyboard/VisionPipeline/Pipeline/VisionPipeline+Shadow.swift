/// Where the shadow test finds its reference: how the frame shows the reference.
extension VisionPipeline {
    /// The similarity taking reference pixels to where this frame shows them: the tracked camera move
    /// (jitter included, a move not yet followed too) against the move the reference is aligned with;
    /// `nil` when the last frame's marks were not tracked (the reference's `darkest` is then the level).
    var referenceAlignment: Similarity? {
        guard marksTracked else { return nil }
        return relative(move, to: referenceMove)
    }
}
