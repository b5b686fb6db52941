import TouchMapping

/// The fingertip as the end of the finger's axis. The finger's top is a round cap: on a finger tilted by
/// θ its topmost pixel lies r·sin θ beside the axis's end and r·(1 − cos θ) above it (r the finger's half
/// width). The finger's run is followed down from the top row (each row's run overlapping the one
/// above); the midpoints of its runs from half a finger width to three widths below the top give the
/// axis's slope (least squares), the widths its radius, and the topmost point moves to the axis's end:
/// E = T + r·(−sin θ, 1 − cos θ). An upright finger's answer is the topmost run's middle; so is that of
/// a finger tilted less than `FingertipConfig.uprightSlope` (blur, noise and a shadow along one side bend
/// the midline of an upright finger by 2–3°) or more than `steepestSlope`, or of a finger whose run cannot
/// be followed for four rows. The point stays inside the frame.
/// Reads the mask only; allocates nothing.
enum Fingertip {
    /// The fingertip of `hand` (a component of `mask`), in camera pixels: x the middle of a run in edge
    /// coordinates and y the top row, as the topmost run's middle is.
    static func locate(_ hand: Component, in mask: BitMask, shape: FingertipConfig = FingertipConfig()) -> Point {
        let top = Point(x: hand.topMiddle, y: Double(hand.topRow))
        let width = fingerWidth(hand, mask, shape: shape)
        guard width >= 3 else { return top }
        guard let slope = axisSlope(hand, mask, width: width, shape: shape), abs(slope) >= shape.uprightSlope,
            abs(slope) <= shape.steepestSlope
        else { return top }
        let cosine = 1 / (1 + slope * slope).squareRoot(), sine = slope * cosine
        let radius = Double(width) / 2 * cosine
        let x = Swift.min(Swift.max(top.x - radius * sine, 0), Double(mask.width))
        return Point(x: x, y: Swift.min(top.y + radius * (1 - cosine), Double(mask.height)))
    }

    /// The widest run of the finger within `FingertipConfig.widthRows` rows below its top (0 when it cannot
    /// be followed), in its own columns where a neighbour joins it (`followFinger`).
    static func fingerWidth(_ hand: Component, _ mask: BitMask, shape: FingertipConfig) -> Int {
        var run = (start: hand.topStart, end: hand.topEnd), widest = run.end - run.start
        for y in (hand.topRow + 1)..<Swift.min(hand.topRow + shape.widthRows, mask.height) {
            guard
                let next = followFinger(
                    below: run, row: y, depth: y - hand.topRow, widest: widest, mask, shape: shape)
            else {
                break
            }
            run = next.run
            widest = Swift.max(widest, run.end - run.start)
        }
        return widest
    }

    /// The run of row `y` (`depth` rows below a finger's top) that continues the finger's `run`
    /// (`followRun`), and how wide that run is: where a neighbour joins it (`isJoined`) the run is kept
    /// to the finger's own columns — as wide as `run`, from the joined run's edge away from the
    /// neighbour (where two caps touch at a corner the valley between them opens again below); `nil`
    /// when no run continues it.
    static func followFinger(
        below run: (start: Int, end: Int), row y: Int, depth: Int, widest: Int, _ mask: BitMask,
        shape: FingertipConfig
    ) -> (run: (start: Int, end: Int), span: Int)? {
        guard let next = followRun(below: run, row: y, mask) else { return nil }
        let span = next.end - next.start
        guard isJoined(next, below: run, depth: depth, widest: widest, shape: shape) else { return (next, span) }
        // The finger's outer edge is the joined run's edge away from the neighbour.
        let width = run.end - run.start
        guard next.end - run.end > run.start - next.start else { return ((next.end - width, next.end), span) }
        return ((next.start, next.start + width), span)
    }

    /// Whether `next`, the run `depth` rows below a finger's top that continues `run`, is the finger
    /// joined by a neighbour held against it: below its first `shape.capRows` rows a finger's round cap
    /// widens by a pixel or two a row, while the run that bridges the valley to a neighbour takes in the
    /// neighbour's whole width at once — more than half the finger's `widest` run so far (and more than
    /// half of `shape.leastJoin`).
    static func isJoined(
        _ next: (start: Int, end: Int), below run: (start: Int, end: Int), depth: Int, widest: Int,
        shape: FingertipConfig
    ) -> Bool {
        depth > shape.capRows
            && 2 * (next.end - next.start - (run.end - run.start)) > Swift.max(widest, shape.leastJoin)
    }

    /// The slope (x per row, positive leaning right going down) of the midline of the finger's runs from
    /// half a width to three widths below its top; `nil` with fewer than four rows. Stops where the run
    /// widens past `FingertipConfig.widening` (the palm, or another finger joining).
    static func axisSlope(_ hand: Component, _ mask: BitMask, width: Int, shape: FingertipConfig) -> Double? {
        var run = (start: hand.topStart, end: hand.topEnd)
        var count = 0.0, sumY = 0.0, sumM = 0.0, sumYY = 0.0, sumYM = 0.0
        let first = hand.topRow + width / 2, last = Swift.min(hand.topRow + 3 * width, mask.height - 1)
        guard first <= last else { return nil }
        for y in (hand.topRow + 1)...last {
            guard let next = followRun(below: run, row: y, mask) else { break }
            run = next
            guard y >= first else { continue }
            guard 100 * (run.end - run.start) <= shape.widening * width else { break }
            let dy = Double(y - hand.topRow), middle = Double(run.start + run.end) / 2
            count += 1
            sumY += dy
            sumM += middle
            sumYY += dy * dy
            sumYM += dy * middle
        }
        let spread = count * sumYY - sumY * sumY
        guard count >= 4, spread > 0 else { return nil }
        return (count * sumYM - sumY * sumM) / spread
    }

    /// The run of row `y` that continues `run` (8-connected: overlapping it or touching a corner) and is
    /// nearest its middle; `nil` when none does.
    static func followRun(below run: (start: Int, end: Int), row y: Int, _ mask: BitMask) -> (start: Int, end: Int)? {
        let middle = (run.start + run.end) / 2
        let reach = Swift.max(middle - (run.start - 1), run.end - middle)
        var seed: Int?
        for offset in 0...reach {
            if middle - offset >= run.start - 1, mask[middle - offset, y] {
                seed = middle - offset
                break
            }
            if middle + offset <= run.end, mask[middle + offset, y] {
                seed = middle + offset
                break
            }
        }
        guard let seed else { return nil }
        var start = seed, end = seed + 1
        while start > 0, mask[start - 1, y] { start -= 1 }
        while end < mask.width, mask[end, y] { end += 1 }
        return (start, end)
    }
}
