import TouchMapping

/// What the shadow did near the fingertip over the last frames. With the lamp straight behind the user
/// the finger points along its own shadow: as the finger comes down the gap closes (16, 12, 8, 5, 3 px)
/// and at contact the shadow slides under the finger — no shadow is seen at all, where the seed's rule
/// needs the gap under a pixel. A shadow that was closing within a few pixels of a fingertip that has
/// not moved since, and then vanished, went under the finger: the gap is 0 for as long as the tip stays
/// there (within `stillTip` of the frame before) and no shadow shows again. A hand over the sheet whose shadow is not seen for many frames
/// (a lamp overhead, or straight behind with the finger along it) is reported: touches cannot be seen.
struct ShadowWatch: Hashable, Sendable {
    /// The largest last gap (pixels) from which a vanished shadow is taken to have gone under the finger.
    let closingGap: Double
    /// How many frames a closing gap may be old when the shadow vanishes.
    let closingFrames: Int
    /// How far (pixels) the tip may move from one frame to the next while the shadow is held hidden.
    let stillTip: Double
    /// Hand frames without a shadow in a row after which the frame's health says no shadow is seen.
    let unseenFrames: Int

    /// A watch with `config`'s settings (`FingerConfig.closingGap`, `closingFrames`, `stillTip`,
    /// `unseenFrames`; its distances in frame pixels).
    init(config: FingerConfig = FingerConfig()) {
        self.init(config.closingGap, config.closingFrames, config.stillTip, config.unseenFrames)
    }

    /// A watch holding nothing yet, with these settings.
    private init(_ closingGap: Double, _ closingFrames: Int, _ stillTip: Double, _ unseenFrames: Int) {
        (self.closingGap, self.closingFrames) = (closingGap, closingFrames)
        (self.stillTip, self.unseenFrames) = (stillTip, unseenFrames)
    }

    /// The last finite gap, the tip it was measured at, and how many hand frames ago.
    private var lastGap = Double.infinity, framesSinceGap = Int.max
    private var lastTip = Point(x: .nan, y: .nan)
    /// The last hand frame's fingertip (`nil` after a frame without a hand).
    private(set) var previousTip: Point?
    /// Whether the shadow is held under the finger.
    private var hidden = false
    /// Hand frames in a row without a shadow seen or held hidden.
    private(set) var unseen = 0

    /// The gap to hand to the touch test for a frame whose measured gap is `gap` at `tip`: the measured
    /// one, or 0 while the shadow is held under a still finger. `shadowsShow` says the light is known to
    /// cast a lone hovering finger's shadow where the window sees it (its direction was learnt from such
    /// shadows): then a tip that stopped (within `stillTip` of the frame before) with no shadow anywhere
    /// in its window is on the paper — a fast finger lands from a frame or two low in the air, moving
    /// sideways, whose shadow was never seen closing, and at 320 × 240 the thin wedge a contact leaves
    /// beside the finger is under a pixel wide.
    mutating func gap(measured gap: Double, tip: Point, shadowsShow: Bool = false) -> Double {
        defer { previousTip = tip }
        if gap.isFinite {
            lastGap = gap
            lastTip = tip
            framesSinceGap = 0
            hidden = false
            unseen = 0
            return gap
        }
        hidden = hides(at: tip) || (shadowsShow && previousTip.map { $0.distance(to: tip) <= stillTip } ?? false)
        framesSinceGap = framesSinceGap == .max ? .max : framesSinceGap + 1
        guard hidden else {
            unseen += 1
            return gap
        }
        unseen = 0
        return 0
    }

    /// Whether a shadow not seen this frame at fingertip `tip` is under the finger: held there with the
    /// tip still since the frame before, or gone from a gap closing at that tip within `closingFrames`.
    func hides(at tip: Point) -> Bool {
        guard !hidden else { return previousTip.map { $0.distance(to: tip) <= stillTip } ?? false }
        let frames = framesSinceGap == .max ? .max : framesSinceGap + 1
        return lastGap <= closingGap && frames <= closingFrames && lastTip.distance(to: tip) <= stillTip
    }

    /// No hand in the frame: nothing is held.
    mutating func handGone() {
        self = ShadowWatch(closingGap, closingFrames, stillTip, unseenFrames)
    }

    /// Whether the shadow has gone unseen long enough for the frame to say so.
    var isUnseen: Bool { unseen >= unseenFrames }
}
