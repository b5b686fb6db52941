import TouchMapping

/// A finger on the paper stays where it is: one that was on the paper the frame before (its gap closed)
/// and whose tip travelled farther than `FingerConfig.contactTravel` since is sliding, or smeared by
/// motion blur across keys, whatever its shadow reads (the gap reads 0 on blurred frames that cross
/// three keys), and such frames would otherwise keep a finished contact alive or start a false one. A
/// finger whose gap was open the frame before is landing: a fast finger comes down still moving
/// sideways (10–15 px on its last frame in the air), and that frame is the contact's first.
extension VisionPipeline {
    /// Whether `fingertip` moved farther than the lift travel since the last hand frame (read before this
    /// frame's gap is watched): no finger slides on the paper that fast.
    func hasJumped(to fingertip: Point, _ layout: FrameLayout) -> Bool {
        guard let last = shadowWatch.previousTip else { return false }
        return last.distance(to: fingertip) > FrameScale(width: layout.width).pixels(config.fingers.liftTravel)
    }

    /// Whether `fingertip` travelled farther than the contact travel since the last hand frame while the
    /// finger was not in the air (read before this frame's gap is watched).
    func isTravelling(to fingertip: Point, _ layout: FrameLayout) -> Bool {
        guard let last = shadowWatch.previousTip, !contact.wasLifted else { return false }
        return last.distance(to: fingertip) > FrameScale(width: layout.width).pixels(config.fingers.contactTravel)
    }

    /// Whether the light is known to cast a lone finger's shadow where its window sees it: an open gap
    /// was seen since the hand came into view, or the light's direction was learnt from such gaps (a
    /// lamp overhead hides every shadow under the hand, and a still tip without a shadow says nothing).
    var shadowsShow: Bool { fingers.count == 1 && (contact.openGapSeen || lightDirection.direction != nil) }

    /// The gap handed to the touch test for a frame whose watched gap is `watched` at `tip`: a lifted finger
    /// ends the contact at once; a travelling finger, or one that pressed and has not lifted since (its
    /// contact over), is no touch. A finger that stops on the paper after travelling from its press with
    /// its shadow unseen on the way may have slid (no press) or crossed low in the air to another key (a
    /// press): no press registers, and the frame's health says the lift could not be seen (`no_shadow`).
    /// In a frame too coarse to resolve the lift gap whose chroma a codec quantised (JPEG at 320 × 240), a
    /// closed gap does not tell a finger on the paper from one a few pixels up (`readsHoverAsTouch`): the
    /// frame's health says so (`no_shadow`), and no press is taken from it (`FingerConfig.pressUnreadable`
    /// takes it as the best guess). So does a closed gap in a frame whose optics smear the fingertip and
    /// its shadow into each other (`blurHidesLift`). Where a codec quantised chroma, a gap
    /// read open but shorter than a finger's radius at a still fingertip does not tell a finger a few
    /// pixels up from one resting on its key whose cap was lost to the paper's colour
    /// (`readsCapAsGap`): the frame says so too (`no_shadow`), and no press is taken from it.
    func touchGap(_ watched: Double, at tip: Point, travelling: Bool, jumped: Bool, _ layout: FrameLayout) -> Double {
        let liftGap = FrameScale(width: layout.width).pixels(config.fingers.liftGap)
        let resolved = liftGap >= config.fingers.gapResolution
        // While the camera moves (its move not yet confirmed) the print moved under the reference: a shadow
        // read then is not the finger's height, and an open gap there lifts no finger (a gap of unknown size).
        if contact.see(
            gap: cameraMovePending ? .infinity : watched, liftGap: liftGap, jumped: jumped, travelled: travelling,
            tip: tip,
            still: config.fingers.stillTip, resolved: resolved,
            liftFrames: segmenter.coarseChroma ? config.fingers.coarseLiftFrames : 1)
        {
            mapper.endContact()
        }
        let blocked = contact.awaitingLift && !mapper.debouncer.isHolding
        let closed = watched < config.touch.distanceThreshold
        let unreadable = !travelling && closed && (readsHoverAsTouch(resolved: resolved) || blurHidesLift)
        if !travelling, closed, contact.travelledUnseen || unreadable, health == .ok {
            health = .noShadow
        }
        let radius = FrameScale(width: layout.width).pixels(config.fingers.capGap)
        if !travelling, readsCapAsGap(watched, liftGap: liftGap, radius: radius), health == .ok { health = .noShadow }
        let withheld = unreadable && !config.fingers.pressUnreadable
        return travelling || blocked || withheld ? .infinity : watched
    }

    /// Whether a closed gap in this frame cannot tell a finger on the paper from one hovering a few pixels
    /// up: the frame does not resolve the lift gap (`resolved`: 320 × 240) and a codec quantised its
    /// chroma in blocks (JPEG: `HandSegmenter.codecChroma`). There a finger 2–8 px up casts its shadow 1–5 px off, within the codec's 8 × 8 luma blocks:
    /// smeared into the finger's blob and given its warmth by the subsampled chroma, that shadow is taken
    /// for the finger's own top or for the contact's wedge beside it, and about half such frames read the
    /// gap closed (a finger 3–5 px up dipping over its key reads as pressing it).
    func readsHoverAsTouch(resolved: Bool) -> Bool { !resolved && segmenter.codecChroma }

    /// Whether the optics spread an edge (`edgeSpread`, measured at calibration) wider than
    /// `FingerConfig.readableSpread` (scaled to the frame): the fingertip and the shadow beside it are
    /// smeared into each other, and a closed gap does not tell a finger on the paper from one a few
    /// pixels up.
    var blurHidesLift: Bool {
        Swift.max(edgeSpread.x, edgeSpread.y) > FrameScale(width: size.width).pixels(config.fingers.readableSpread)
    }

    /// Whether an open gap `watched` in this frame may be the finger's own cap read as shadow: a codec
    /// quantised chroma (JPEG keeps one colour per 16 × 16 block, and a fingertip's cap sharing a block with the paper
    /// takes the paper's colour: darker than the paper, it reads as shadow ahead of a top found below it),
    /// the gap is open (at least `liftGap`) and shorter than `radius` (a finger's radius: all of the cap
    /// a block can take; the mask's own width there is the lost cap's), and the fingertip stayed where it was the frame before (a finger resting on its
    /// key, or hovering still just above it: the gap does not tell them apart).
    func readsCapAsGap(_ watched: Double, liftGap: Double, radius: Double) -> Bool {
        segmenter.codecChroma && watched.isFinite && watched >= liftGap && watched < radius && contact.stayed
    }

    /// Where chroma is coarse, a lone finger's shadow found well apart from it (a gap from `capGap` to
    /// `lightGap`: a hovering finger's, not its own lost cap) gives the shadow's brightness
    /// (`HandSegmenter.learnShadow`), which tells the finger's lost cap from a shadow.
    func learnShadow(_ reading: FingerReading, _ base: UnsafePointer<UInt8>, _ layout: FrameLayout) {
        let scale = FrameScale(width: layout.width)
        guard segmenter.coarseChroma, fingers.count == 1, reading.gap >= scale.pixels(config.fingers.capGap),
            reading.gap <= scale.pixels(config.fingers.lightGap)
        else { return }
        segmenter.learnShadow(at: reading.shadow, base, layout)
    }
}
