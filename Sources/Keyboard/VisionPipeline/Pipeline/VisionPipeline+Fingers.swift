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
            guard let (other, top) = owner(ofShadowOf: index, count, direction, layout) else { continue }
            var band = band(index, count, direction, layout)
            let reading = readings[other]
            band.excluded = (top.x, Int(top.y), reading.slope, Double(reading.width) / 2 + 1)
            measure(index, base, layout, band: band)
        }
        learnLight(count, layout)
        if count > 1 { openHovering(count, direction, base, layout) }
        let typing = typingFinger(count, layout)
        let ambiguous = count > 1 && (direction.map { isShadowed(typing, count, $0, layout) } ?? true)
        let closed = config.touch.distanceThreshold
        let other = watchOther(typing, count)
        let typingClosed = closingGap(typing, layout) < closed
        let second = (0..<count).first {
            typingClosed && $0 != typing && ($0 == other ? otherGap : readings[$0].gap) < closed
                && isBeside(typing, $0)
        }
        // A finger ahead of the typing one on its ray reads the typing finger's shadow at its own tip.
        guard !ambiguous, let second, let direction, !isBehind(typing, second, direction, layout),
            touchesOwnShadow(second, direction, base, layout)
        else {
            return (typing, ambiguous, nil)
        }
        // Its shadow gone under it: its gap closed.
        if second == other { readings[second].gap = Swift.min(readings[second].gap, otherGap) }
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
            reach: fingers.count > 1 ? nil : readings[index].width, blurRise: blurRise)
        readings[index].gap = gap.distance
        readings[index].shadow = gap.shadow
    }

    /// Another finger whose own shadow (seen from its own tip, starting above finger `index`'s tip) may
    /// be what finger `index` read, and that shadow's top. Once the light's direction is known, the top of
    /// a finger's shadow lies on the ray along the light from its tip (the tip's own shadow): a shadow top
    /// nearer another finger's ray (ahead of its tip) than finger `index`'s own is that finger's — unless
    /// finger `index` lies ahead on that ray, where the other's shadow falls on finger `index` — and one
    /// that another finger read too as its own top is not that finger's. Otherwise, the finger whose
    /// shadow's line down its axis passes nearest finger `index`'s tip, within its window. Only for a
    /// finger that read an open gap.
    func owner(ofShadowOf index: Int, _ count: Int, _ direction: Point?, _ layout: FrameLayout) -> (
        finger: Int, top: Point
    )? {
        let seen = readings[index]
        guard seen.gap.isFinite, seen.gap > 0 else { return nil }
        if let direction {
            var best: Int?, nearest = abs(Self.offset(seen.shadow, from: seen.tip, direction).across)
            for other in 0..<count where other != index && !isBehind(other, index, direction, layout) {
                let (along, across) = Self.offset(seen.shadow, from: readings[other].tip, direction)
                if along >= 0, abs(across) < nearest { (best, nearest) = (other, abs(across)) }
            }
            if let best { return (best, seen.shadow) }
        }
        var best: (finger: Int, top: Point)?, nearest = Double(shadow.window.across)
        for other in 0..<count where other != index {
            let reading = readings[other]
            guard reading.gap.isFinite, reading.gap > 0, reading.shadow.y < seen.tip.y else { continue }
            // The same shadow top read by both, nearer finger `index`'s ray than the other's: its own.
            if direction != nil, reading.shadow.distance(to: seen.shadow) <= Double(shadow.window.blockWidth) {
                continue
            }
            let centre = reading.shadow.x + (seen.tip.y - reading.shadow.y) * reading.slope
            if abs(centre - seen.tip.x) < nearest {
                (best, nearest) = ((other, reading.shadow), abs(centre - seen.tip.x))
            }
        }
        return best
    }

    /// The finger with the smallest gap (`closingGap`); on a tie (both unseen, or within
    /// `FingerConfig.gapTie`) the one nearer the last frame's typing fingertip, else the hand's top.
    func typingFinger(_ count: Int, _ layout: FrameLayout) -> Int {
        var best = 0
        let tieGap = config.fingers.gapTie
        for index in 1..<Swift.max(count, 1) {
            let gap = closingGap(index, layout), bestGap = closingGap(best, layout)
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

    /// Finger `index`'s gap as the typing finger would read it: its measured gap, or — its shadow unseen —
    /// 0 where its shadow went under it (`ShadowWatch.hides`), or where it is still where the typing
    /// finger was on the paper the frame before (within the contact travel): its shadow is under it, and
    /// a neighbour's open gap is not its lift.
    func closingGap(_ index: Int, _ layout: FrameLayout) -> Double {
        let reading = readings[index]
        guard reading.gap.isInfinite else { return reading.gap }
        guard !shadowWatch.hides(at: reading.tip) else { return 0 }
        let travel = FrameScale(width: layout.width).pixels(config.fingers.contactTravel)
        guard !contact.wasLifted, let onPaper = shadowWatch.previousTip, onPaper.distance(to: reading.tip) <= travel
        else { return reading.gap }
        return 0
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
        (0..<count).contains { $0 != typing && isBehind($0, typing, direction, layout) }
    }

    /// Whether finger `other`'s tip lies behind finger `index`'s along the light `direction`, within finger
    /// `index`'s band: finger `index` lies on `other`'s ray, where `other`'s shadow falls on it.
    func isBehind(_ other: Int, _ index: Int, _ direction: Point, _ layout: FrameLayout) -> Bool {
        let reading = readings[index]
        let halfWidth = Double(reading.width) / 2 + FrameScale(width: layout.width).pixels(config.fingers.shadowBand)
        let (along, across) = Self.offset(readings[other].tip, from: reading.tip, direction)
        return along < 0 && abs(across) < halfWidth
    }

    /// Where `point` lies from `origin` along `direction` (a unit vector) and across it, pixels.
    static func offset(_ point: Point, from origin: Point, _ direction: Point) -> (along: Double, across: Double) {
        let dx = point.x - origin.x, dy = point.y - origin.y
        return (dx * direction.x + dy * direction.y, dx * direction.y - dy * direction.x)
    }

    /// Learns the light's direction from a lone finger's shadow, when it hovers: with another finger
    /// extended, the shadow a finger reads may be the other's (its own hidden under it, or by the other).
    func learnLight(_ count: Int, _ layout: FrameLayout) {
        guard count == 1, readings[0].gap.isFinite else { return }
        let reading = readings[0]
        let scale = FrameScale(width: layout.width)
        let range = scale.pixels(config.fingers.liftGap)...scale.pixels(config.fingers.lightGap)
        lightDirection.learn(
            tip: Point(x: reading.top.topMiddle, y: Double(reading.top.topRow)), shadow: reading.shadow,
            gap: reading.gap, range: range)
    }
}
