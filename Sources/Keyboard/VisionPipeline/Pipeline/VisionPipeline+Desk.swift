import TouchMapping

/// A desk that changes: what comes to rest after calibration is never taken for the hand, and joins the
/// reference once it has stayed `DeskConfig.settleFrames` frames away from the hand.
extension VisionPipeline {
    /// Counts the cells' runs of change on this frame (after the coarse scan, whose voted samples it reads).
    func observeDesk(_ base: UnsafePointer<UInt8>, _ layout: FrameLayout, step: Int) {
        desk.observe(
            base, layout, voted: segmenter.voted, step: step, test: segmenter.test,
            darkest: reference.darkest.pointer, ratio: config.shadowRatio)
    }

    /// The hand among the labelled components of at least `minimumArea` pixels: the largest that is not
    /// at rest — its top in a cell changed `restFrames` in a row: a phone or a mug put down — or that
    /// continues the last frame's hand while the hand is live (it travelled within
    /// `DeskConfig.liveFrames`): its box, grown by the tip margin, holds that hand's top or where the
    /// top's last step would take it. While the camera moves and the reference follows it
    /// (`recalibrating`), the component with the pixel nearest that top, within the margin, is the hand
    /// before any larger change: the sheet's own edges, where the reference lags behind the camera, are
    /// the largest change then, and their box can hold most of the sheet.
    func chooseHand(minimumArea: Double, _ layout: FrameLayout) -> Int? {
        let margin = FrameScale(width: layout.width).pixels(config.desk.tipMargin)
        let live = counters.frames <= handLiveUntil ? lastHandTop : nil
        if health == .recalibrating, let top = live,
            let kept = components.nearest(
                x: top.x, y: top.y, within: margin, minimumArea: Int(minimumArea.rounded(.up)))
        {
            sawChange = true
            return kept
        }
        var best: Int? = nil
        for index in 0..<components.count {
            let part = components[index], area = part.area
            guard Double(area) >= minimumArea else { continue }
            sawChange = true
            guard area > (best.map { components[$0].area } ?? 0) else { continue }
            let below = Swift.min(part.topRow + desk.cell, part.maxY)
            let resting = desk.run(x: Int(part.topMiddle), y: below) >= config.desk.restFrames
            let continues = live.map { continuesHand(part.box, top: $0, margin: margin) } ?? false
            if !resting || continues { best = index }
        }
        return best
    }

    /// Whether a component's `box` grown by `margin` continues the last frame's hand, whose top was
    /// `top`: it holds that top, or where the top's last step would take it — a finger brought down fast
    /// moves its top 50 px and more a frame, onto cells its palm kept changed.
    private func continuesHand(_ box: PixelBox, top: (x: Int, y: Int), margin: Int) -> Bool {
        let grown = box.grown(by: margin)
        return grown.contains(x: top.x, y: top.y)
            || grown.contains(x: top.x + lastHandStep.x, y: top.y + lastHandStep.y)
    }

    /// Remembers the hand's top (or that there is none) and whether it travelled: the hand is live for
    /// `liveFrames` after its top last moved `liveTravel` from where it was when it last did (or when it
    /// came into view), seen on consecutive frames.
    func followHand(_ hand: Component?, _ layout: FrameLayout) {
        guard let hand else {
            (lastHandTop, lastHandStep) = (nil, (0, 0))
            return
        }
        lastHandBox = hand.box
        let top = (x: Int(hand.topMiddle), y: hand.topRow)
        defer { lastHandTop = top }
        // A hand just come into view is where its travel is counted from: appearing is no travel (a mug
        // put down where no hand was is never live).
        guard let previous = lastHandTop else {
            handAnchor = top
            return
        }
        lastHandStep = (top.x - previous.x, top.y - previous.y)
        let travel = FrameScale(width: layout.width).pixels(config.desk.liveTravel)
        let dx = Double(top.x - handAnchor.x), dy = Double(top.y - handAnchor.y)
        if dx * dx + dy * dy >= travel * travel {
            handAnchor = top
            handLiveUntil = counters.frames + config.desk.liveFrames
        }
    }

    /// Takes the cells changed `settleFrames` in a row, away from the hand (`hand`'s box grown by the
    /// hand margin), into the reference in use — not while an update of the reference is under way (it
    /// would be overwritten when put in use: the cells are taken in once it is).
    func absorbSettled(_ base: UnsafePointer<UInt8>, _ layout: FrameLayout, hand found: Component?) {
        // Without a hand this frame, a hand still live is where it was last seen (an arm at rest stays the arm's).
        let hand = found?.box ?? (counters.frames <= handLiveUntil ? lastHandBox : nil)
        handFreeRun = found == nil ? handFreeRun + 1 : 0
        // A hand missed on a frame or two is still there: its forearm must not be taken in meanwhile.
        guard !reference.isUpdating, hand != nil || handFreeRun >= config.desk.handGoneFrames else { return }
        let margin = FrameScale(width: layout.width).pixels(config.desk.handMargin)
        let keepOut = hand?.grown(by: margin)
        let marked = desk.mark(settle: config.desk.settleFrames, keepOut: keepOut, hand: hand)
        guard marked > 0 else { return }
        // Most of the desk changed at once is the light, the camera or noise, not something put down:
        // the reference's own re-takes follow those.
        guard marked * 100 <= desk.columns * desk.rows * config.desk.largestChange, health != .handLost else {
            desk.finish(taken: false)
            return
        }
        reference.absorb(base, layout, desk: desk, test: segmenter.test)
        desk.finish(taken: true)
        counters.absorptions += 1
        counters.absorbedCells += marked
    }
}
