/// The extended fingers of a hand: where its mask has a top of its own. A finger is a run of the hand's
/// component with no run of that component touching it in the row above (a local top), followed down
/// as one finger — each row's run continuing the one above and no wider than `FingertipConfig.widening`
/// of the finger's width near its top, or `joinedWidening` where a finger held against its neighbour joins
/// it (followed on in its own columns) — for at least `FingerConfig.fingerLength` times that width (a
/// curled knuckle, a thumb's stub or a bump of noise on the hand's edge is shorter), its top within
/// `FingerConfig.fingerReach` of its widths below the hand's top (fingers held out together end near
/// each other; a curled finger's knuckle or the thumb lies well back on the hand). The first candidate
/// is the hand's own top (its first run); the rest follow in raster order, at most `capacity` in all.
/// Reads the labelled runs and the mask; every buffer is made once (finding allocates nothing).
/// `@unchecked Sendable`: its buffer is written without locks; one owner (a pipeline) uses it from one thread at a time.
final class FingerCandidates: @unchecked Sendable {
    /// The most fingers kept.
    static let capacity = 4
    /// The candidates' top runs: row, first column, end column (exclusive).
    private let tops = Storage<Int>(repeating: 0, count: 3 * capacity)
    /// Fingers found by the last `find`.
    private(set) var count = 0

    /// The top run of candidate `index` (0..<count) as a component with that first run (area 1: only
    /// its top run is meaningful).
    subscript(index: Int) -> Component {
        var top = Component()
        top.add(row: tops[3 * index], start: tops[3 * index + 1], end: tops[3 * index + 2])
        return top
    }

    /// Finds the fingers of component `label` (`hand` its statistics) among `runs`, in `mask`.
    func find(
        _ hand: Component, label: Int, runs: RunComponents, mask: BitMask, length: Int, reach: Double,
        shape: FingertipConfig = FingertipConfig()
    ) {
        count = 0
        keep(row: hand.topRow, start: hand.topStart, end: hand.topEnd)
        let topWidth = Fingertip.fingerWidth(hand, mask, shape: shape)
        var previous = 0..<0, current = 0..<0
        for run in 0..<runs.runCount {
            let y = Int(runs.rows[run])
            if current.isEmpty || Int(runs.rows[current.lowerBound]) != y {
                previous = !current.isEmpty && Int(runs.rows[current.lowerBound]) == y - 1 ? current : 0..<0
                current = run..<run
            }
            current = current.lowerBound..<(run + 1)
            guard Int(runs.labels[run]) == label, count < Self.capacity else { continue }
            let start = Int(runs.starts[run]), end = Int(runs.ends[run])
            guard y != hand.topRow || start != hand.topStart else { continue }
            let touched = previous.contains { above in
                Int(runs.labels[above]) == label && Int(runs.ends[above]) >= start && end >= Int(runs.starts[above])
            }
            guard !touched,
                Self.isFinger(
                    row: y, start: start, end: end, mask, length: length, like: (hand.topRow, topWidth, reach),
                    shape: shape)
            else { continue }
            keep(row: y, start: start, end: end)
        }
    }

    private func keep(row: Int, start: Int, end: Int) {
        (tops[3 * count], tops[3 * count + 1], tops[3 * count + 2]) = (row, start, end)
        count += 1
    }

    /// Whether the run at (`row`, `start..<end`) starts a finger: followed down, at least
    /// `length` widths long before it widens past `shape.widening` (`shape.joinedWidening` where joined by
    /// a neighbour) or ends, no wider than `shape.neighbourWidth` of the hand's top finger (`like.width`:
    /// fingers of a hand are alike; a group of curled fingers is wider), its top at most `like.reach` of
    /// those widths below the hand's top row `like.top`.
    static func isFinger(
        row: Int, start: Int, end: Int, _ mask: BitMask, length: Int, like: (top: Int, width: Int, reach: Double),
        shape: FingertipConfig
    ) -> Bool {
        var top = Component()
        top.add(row: row, start: start, end: end)
        let width = Fingertip.fingerWidth(top, mask, shape: shape)
        guard width >= 3, 100 * width <= shape.neighbourWidth * like.width,
            Double(row - like.top) <= like.reach * Double(like.width)
        else { return false }
        var run = (start: start, end: end)
        let needed = length * width
        guard row + needed < mask.height else { return false }
        for y in (row + 1)...(row + needed) {
            guard
                let next = Fingertip.followFinger(
                    below: run, row: y, depth: y - row, widest: width, mask, shape: shape)
            else {
                return false
            }
            // A finger held against its neighbour joins it in the valley between them: the run is then as
            // wide as two fingers, and the finger is followed on in its own columns. The fingers of a hand
            // are alike: the two are measured by the wider of its width and the hand's top finger's (a cap
            // joined a few rows below its top has not shown its whole width).
            let joined = next.span > next.run.end - next.run.start
            let limit = joined ? shape.joinedWidening * Swift.max(width, like.width) : shape.widening * width
            guard 100 * next.span <= limit else { return false }
            run = next.run
        }
        return true
    }
}
