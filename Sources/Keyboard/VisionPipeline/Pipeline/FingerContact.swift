/// What the typing finger did between presses, as its gaps read: whether it was in the air on the last
/// hand frame (its gap open: its next frame may land anywhere) and whether, after a press, it has been
/// seen lifted since. A press is a finger that comes down: after one, nothing more registers until the
/// gap opens again — a finger sliding on the paper presses nothing more, wherever it stops.
struct FingerContact: Hashable, Sendable {
    /// The last hand frame's gap was open (at least the lift gap): the finger was in the air.
    private(set) var wasLifted = false
    /// A press registered and the finger has not been seen lifted since.
    private(set) var awaitingLift = false

    /// Notes a hand frame's gap (`liftGap` in the frame's pixels) and whether its tip jumped (moved farther
    /// than the lift travel since the last frame); returns whether the finger is lifted.
    mutating func see(gap: Double, liftGap: Double, jumped: Bool = false) -> Bool {
        wasLifted = jumped || (gap.isFinite && gap >= liftGap)
        if wasLifted { awaitingLift = false }
        return wasLifted
    }

    /// A press registered on this frame.
    mutating func pressed() { awaitingLift = true }

    /// No hand in the frame: the finger left, its next touch is a new press.
    mutating func handGone() { self = FingerContact() }
}
