/// Where the shadow test finds its reference: how the frame shows the reference.
extension VisionPipeline {
    /// The move taking reference pixels to where this frame shows them: the frame's own tracked
    /// camera move (jitter included, a move not yet followed too) against the move the reference in use
    /// is aligned with; `nil` when fewer than three marks agreed on this frame's move (two fit exactly
    /// and can be pulled by a hand: the reference's `darkest` is then the level).
    var referenceAlignment: PlaneMove? {
        guard marksTracked else { return nil }
        return move.relative(to: reference.alignment)
    }
}
