import TouchMapping

/// More than one finger: each extended finger of the hand (`FingerCandidates`) has its own fingertip and
/// its own shadow test. Once the light's direction along the desk is known (`LightDirection`, learnt from
/// a lone finger's hovering shadow), a finger's shadow is searched only where its own can start — the
/// band along the light from its tip, short of another finger's tip ahead on it (`ShadowBand`); a
/// neighbour's shadow off that band is the neighbour's. The typing finger is the one whose gap is the
/// smallest (the one coming down: its gap closes), the one typing the frame before on a tie; another
/// finger whose gap closed too presses its own key (`secondMapper`). A frame is ambiguous when fingers
/// are extended and the light's direction is not known, or another finger lies behind the typing one
/// along the light, where its shadow can fall in the typing finger's band.
extension VisionPipeline {
    /// One finger's reading in this frame.
    struct FingerReading: Hashable, Sendable {
        /// The finger's top run (as a component's first run), its fingertip and width, and its axis's
        /// slope (columns per row going down; 0 when it cannot be followed).
        var top = Component(), tip = Point(x: 0, y: 0), width = 0, slope = 0.0
        /// The gap to its shadow (∞: none seen) and the shadow's top.
        var gap = Double.infinity, shadow = Point(x: .nan, y: .nan)
    }

    /// Reads every extended finger of `hand` (its top already capped) and picks the typing one: its index
    /// in `readings`, whether the choice is ambiguous, and another finger that touches too (if any).
    func readFingers(_ hand: Component, found: Component, _ base: UnsafePointer<UInt8>, _ layout: FrameLayout) -> (
        typing: Int, ambiguous: Bool, second: Int?
    ) {
        fingers.find(
            found, label: handLabel, runs: components, mask: opened, length: config.fingers.fingerLength,
            reach: config.fingers.fingerReach, shape: config.fingertip)
        let count = fingers.count, shape = config.fingertip
        for index in 0..<count {
            let top = index == 0 ? hand : fingers[index]
            let width = Fingertip.fingerWidth(top, opened, shape: shape)
            readings[index] = FingerReading(
                top: top, tip: Fingertip.locate(top, in: opened, shape: shape), width: width,
                slope: count > 1 ? Fingertip.axisSlope(top, opened, width: width, shape: shape) ?? 0 : 0)
        }
        let direction = count > 1 ? lightDirection.direction : nil
        for index in 0..<count {
            measure(index, base, layout, band: count > 1 ? band(index, count, direction, layout) : nil)
        }
        // A finger whose window holds another finger's shadow (from its top down along that finger) may
        // have read it: it is read again without it.
        for index in 0..<count where count > 1 {
            guard let other = owner(ofShadowOf: index, count) else { continue }
            var band = band(index, count, direction, layout)
            let reading = readings[other]
            band.excluded = (reading.shadow.x, Int(reading.shadow.y), reading.slope, Double(reading.width) / 2 + 1)
            measure(index, base, layout, band: band)
        }
        learnLight(count, layout)
        let typing = typingFinger(count, layout)
        let ambiguous = count > 1 && (direction.map { isShadowed(typing, count, $0, layout) } ?? true)
        let closed = config.touch.distanceThreshold
        let second = (0..<count).first {
            $0 != typing && readings[$0].gap < closed && readings[typing].gap < closed && isBeside(typing, $0)
        }
        guard !ambiguous, let second, let direction, touchesOwnShadow(second, direction, base, layout) else {
            return (typing, ambiguous, nil)
        }
        return (typing, ambiguous, second)
    }

    /// Measures finger `index`'s gap within `band`. A finger alone has its shadow found at its tip followed
    /// up through its thin part (`ShadowGap`'s `reach`); beside another finger that thin shadow may be the
    /// other's, cast towards it.
    func measure(_ index: Int, _ base: UnsafePointer<UInt8>, _ layout: FrameLayout, band: ShadowBand?) {
        let top = readings[index].top
        let gap = shadow.measure(
            base, layout, skin: raw, reference: reference, corrections: classifier.corrections.pointer,
            ratio: Int(config.shadowRatio * 256), tip: (x: top.topMiddle, row: top.topRow),
            alignment: referenceAlignment, band: band,
            reach: fingers.count > 1 ? nil : readings[index].width)
        readings[index].gap = gap.distance
        readings[index].shadow = gap.shadow
    }

    /// Another finger whose own shadow (seen from its own tip, starting above finger `index`'s tip) may
    /// be what finger `index` read: the one whose shadow's line down its finger's axis passes nearest
    /// finger `index`'s tip, within its window. Only for a finger that read an open gap.
    func owner(ofShadowOf index: Int, _ count: Int) -> Int? {
        let seen = readings[index]
        guard seen.gap.isFinite, seen.gap > 0 else { return nil }
        var best: Int?, nearest = Double(shadow.window.across)
        for other in 0..<count where other != index {
            let reading = readings[other]
            guard reading.gap.isFinite, reading.gap > 0, reading.shadow.y < seen.tip.y else { continue }
            let centre = reading.shadow.x + (seen.tip.y - reading.shadow.y) * reading.slope
            if abs(centre - seen.tip.x) < nearest { (best, nearest) = (other, abs(centre - seen.tip.x)) }
        }
        return best
    }

    /// The finger with the smallest gap; on a tie (both unseen, or within `FingerConfig.gapTie`) the one nearer
    /// the last frame's typing fingertip, else the hand's top. A finger still where the typing finger
    /// was on the paper the frame before (within the contact travel), or where its shadow was closing
    /// in, whose shadow is unseen is on the paper (its shadow under it), its gap closed: a neighbour's
    /// open gap is not its lift.
    func typingFinger(_ count: Int, _ layout: FrameLayout) -> Int {
        let travel = FrameScale(width: layout.width).pixels(config.fingers.contactTravel)
        let onPaper = contact.wasLifted ? nil : shadowWatch.previousTip
        func closing(_ index: Int) -> Double {
            let reading = readings[index]
            guard reading.gap.isInfinite else { return reading.gap }
            // Its shadow just went under it (`ShadowWatch`): its gap closed.
            guard !shadowWatch.hides(at: reading.tip) else { return 0 }
            guard let onPaper, onPaper.distance(to: reading.tip) <= travel else { return reading.gap }
            return 0
        }
        var best = 0
        let tieGap = config.fingers.gapTie
        for index in 1..<Swift.max(count, 1) {
            let gap = closing(index), bestGap = closing(best)
            let tie = (gap.isInfinite && bestGap.isInfinite) || abs(gap - bestGap) <= tieGap
            if !tie, gap < bestGap {
                best = index
            } else if tie, let last = shadowWatch.previousTip,
                last.distance(to: readings[index].tip) < last.distance(to: readings[best].tip)
            {
                best = index
            }
        }
        return best
    }

    /// Whether finger `other`'s tip lies beside finger `typing`'s, not on it (`isBeside(_:finger:)`).
    func isBeside(_ typing: Int, _ other: Int) -> Bool {
        let finger = readings[typing]
        return Self.isBeside(readings[other].tip, finger: (finger.tip, finger.slope, finger.width))
    }

    /// Whether `tip` lies beside `finger` (its tip, axis slope in columns per row going down, width), not
    /// on it: two fingers do not overlap, so their axes lie at least a finger's width apart; two tops
    /// closer than that across the finger's axis are one finger's top split (sensor noise breaks its top
    /// row in two), not a second finger.
    static func isBeside(_ tip: Point, finger: (tip: Point, slope: Double, width: Int)) -> Bool {
        let axis = finger.tip.x + (tip.y - finger.tip.y) * finger.slope
        let across = abs(tip.x - axis) / (1 + finger.slope * finger.slope).squareRoot()
        return across >= Double(finger.width)
    }

    /// Finger `index`'s band along the light `direction` (when known): its half width plus the band's
    /// margin, up to a row below any other finger's tip that lies ahead on it — or, with the direction
    /// not known, below any other finger's tip more than half a width above its own.
    func band(_ index: Int, _ count: Int, _ direction: Point?, _ layout: FrameLayout) -> ShadowBand {
        let reading = readings[index]
        let halfWidth = Double(reading.width) / 2 + FrameScale(width: layout.width).pixels(config.fingers.shadowBand)
        var firstRow = 0
        for other in 0..<count where other != index {
            let top = readings[other].top.topRow
            let ahead: Bool
            if let direction {
                let (along, across) = Self.offset(readings[other].tip, from: reading.tip, direction)
                ahead = along > 0 && abs(across) < halfWidth
            } else {
                ahead = 2 * (reading.top.topRow - top) > reading.width
            }
            if ahead { firstRow = Swift.max(firstRow, top + 1) }
        }
        let steepest = config.fingers.bandSlope
        let slope = direction.map { Swift.min(Swift.max($0.x / -$0.y, -steepest), steepest) }
        return ShadowBand(
            slope: slope, halfWidth: halfWidth, firstRow: firstRow,
            corridor: direction == nil ? corridor(index, count, layout) : nil,
            beside: corridor(index, count, layout, reach: 1), lead: config.shadowWindow.blockWidth - 1)
    }

    /// The columns nearer finger `index`'s tip than any other finger's (the midpoints between tips); with
    /// `reach` 1, those between its neighbours' tips (their axes at the tip).
    func corridor(_ index: Int, _ count: Int, _ layout: FrameLayout, reach: Double = 0.5) -> Range<Int> {
        let x = readings[index].tip.x
        var low = 0.0, high = Double(layout.width)
        for other in 0..<count where other != index {
            let middle = x + (readings[other].tip.x - x) * reach
            if readings[other].tip.x < x { low = Swift.max(low, middle) } else { high = Swift.min(high, middle) }
        }
        let first = Int(low.rounded(.up))
        return first..<Swift.max(Int(high.rounded(.down)), first)
    }

    /// Whether another finger lies behind finger `typing` along the light, its ray within the typing
    /// finger's band: its shadow can fall where the typing finger's own would start.
    func isShadowed(_ typing: Int, _ count: Int, _ direction: Point, _ layout: FrameLayout) -> Bool {
        let reading = readings[typing]
        let halfWidth = Double(reading.width) / 2 + FrameScale(width: layout.width).pixels(config.fingers.shadowBand)
        return (0..<count).contains { other in
            guard other != typing else { return false }
            let (along, across) = Self.offset(readings[other].tip, from: reading.tip, direction)
            return along < 0 && abs(across) < halfWidth
        }
    }

    /// Where `point` lies from `origin` along `direction` (a unit vector) and across it, pixels.
    static func offset(_ point: Point, from origin: Point, _ direction: Point) -> (along: Double, across: Double) {
        let dx = point.x - origin.x, dy = point.y - origin.y
        return (dx * direction.x + dy * direction.y, dx * direction.y - dy * direction.x)
    }

    /// Learns the light's direction from the one finger whose shadow is seen, when it hovers.
    func learnLight(_ count: Int, _ layout: FrameLayout) {
        var seen: Int?
        for index in 0..<count where readings[index].gap.isFinite {
            guard seen == nil else { return }
            seen = index
        }
        guard let seen else { return }
        let reading = readings[seen]
        let scale = FrameScale(width: layout.width)
        let range = scale.pixels(config.fingers.liftGap)...scale.pixels(config.fingers.lightGap)
        lightDirection.learn(
            tip: Point(x: reading.top.topMiddle, y: Double(reading.top.topRow)), shadow: reading.shadow,
            gap: reading.gap, range: range)
    }
}
