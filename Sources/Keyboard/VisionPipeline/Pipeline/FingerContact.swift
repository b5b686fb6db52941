import TouchMapping

/// What the typing finger did between presses, as its gaps read: whether it was in the air on the last
/// hand frame (its gap open: its next frame may land anywhere) and whether, after a press, it has been
/// seen lifted since. A press is a finger that comes down: after one, nothing more registers until the
/// gap opens again — a finger sliding on the paper presses nothing more, wherever it stops.
struct FingerContact: Hashable, Sendable {
    /// The last hand frame's gap was open (at least the lift gap): the finger was in the air.
    private(set) var wasLifted = false
    /// A press registered and the finger has not been seen lifted since.
    private(set) var awaitingLift = false
    /// An open gap (at least the lift gap) was seen since the hand came into view: the light casts this
    /// hand's shadow where it shows beside a hovering finger.
    private(set) var openGapSeen = false
    /// Since the last press the finger moved (farther than the contact travel in a frame, or its tip
    /// farther than the mask's jitter from where it pressed) without an open gap, in a frame too coarse to
    /// resolve the lift gap: whether it slid on the paper or lifted low and came down again (on another
    /// key, or the same one) cannot be told. (Where the lift gap is resolved, a finger crossing in the air
    /// shows it open.)
    private(set) var travelledUnseen = false
    /// Where the last press's fingertip was, and the last hand frame's.
    private var pressTip = Point(x: 0, y: 0), lastTip: Point?
    /// Hand frames in a row whose gap read open at a still fingertip after a press, the finger on the
    /// paper before them, not yet taken for a lift (`see`'s `liftFrames`).
    private var openRun = 0
    /// The last hand frame's fingertip lay within `see`'s `still` of the one before.
    private(set) var stayed = false

    /// Notes a hand frame's gap (`liftGap` in the frame's pixels), whether its tip jumped (moved farther
    /// than the lift travel since the last frame), whether it travelled (farther than the contact travel,
    /// on the paper the frame before) or lies farther than `still` (frame pixels: the mask's jitter) from
    /// where it pressed at `tip`, and whether the frame resolves the lift gap (`resolved`: it is at least
    /// the mask's resolution); returns whether the finger is lifted. A finger that pressed and was on the
    /// paper the frame before, whose gap reads open at a tip within `still` of the last frame's, is lifted
    /// once the gap read open on `liftFrames` hand frames in a row (1: at once): where chroma is coarse a
    /// single frame's gap may read open at a finger resting on its key (`FingerConfig.coarseLiftFrames`).
    mutating func see(
        gap: Double, liftGap: Double, jumped: Bool = false, travelled: Bool = false,
        tip: Point? = nil, still: Double = .infinity, resolved: Bool = true, liftFrames: Int = 1
    ) -> Bool {
        let open = gap.isFinite && gap >= liftGap
        openGapSeen = openGapSeen || open
        stayed = tip.map { now in lastTip.map { $0.distance(to: now) <= still } ?? false } ?? false
        lastTip = tip
        // After a press, an open gap at a still tip waits for `liftFrames` such frames in a row.
        openRun = open && !jumped && stayed && awaitingLift && (!wasLifted || openRun > 0) ? openRun + 1 : 0
        wasLifted = jumped || (open && (openRun == 0 || openRun >= liftFrames))
        if wasLifted { openRun = 0 }
        if wasLifted { (awaitingLift, travelledUnseen) = (false, false) }
        let moved = travelled || (tip.map { $0.distance(to: pressTip) > still } ?? false)
        if awaitingLift, moved, !resolved { travelledUnseen = true }
        return wasLifted
    }

    /// A press registered on this frame, its fingertip at `tip`.
    mutating func pressed(at tip: Point) { (awaitingLift, travelledUnseen, pressTip) = (true, false, tip) }

    /// No hand in the frame: the finger left, its next touch is a new press.
    mutating func handGone() { self = FingerContact() }
}
