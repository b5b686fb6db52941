import KeyboardCore

/// Cell arithmetic shared by the grid and the spatial hash: one monotonic point → cell mapping,
/// used both to file keys and to find a point's cell, so a point inside a key's grown hit region
/// always lands in one of the cells the key was filed in.
struct CellGrid: Sendable {
    /// The area any answer can come from: every usable hit region grown by the rule's reach.
    let box: Rect
    /// Cells across and down.
    let columns: Int, rows: Int
    /// Cell width and height.
    let cellWidth: Double, cellHeight: Double
    /// Their inverses (a query multiplies; filing uses the same functions, so both agree).
    private let perWidth: Double, perHeight: Double

    /// How many cells a grid has.
    enum Sizing {
        /// Exactly this many cells across and down (each clamped to 1…256).
        case counts(columns: Int, rows: Int)
        /// Square cells of about this side (at most 256 per axis).
        case side(Double)
    }

    /// A grid over the grown hit regions of `usable` keys; `nil` when there is no usable key.
    init?(rule: LocatorRule, usable: [Int32], sizing: Sizing) {
        guard !usable.isEmpty else { return nil }
        let box = LocatorRule.box(of: usable, rule).grown(by: rule.reach)
        self.box = box
        switch sizing {
        case .counts(let across, let down):
            (columns, rows) = (Swift.min(Swift.max(across, 1), 256), Swift.min(Swift.max(down, 1), 256))
        case .side(let side):
            (columns, rows) = (Self.count(box.width, side, 256), Self.count(box.height, side, 256))
        }
        cellWidth = box.width > 0 ? box.width / Double(columns) : 1
        cellHeight = box.height > 0 ? box.height / Double(rows) : 1
        perWidth = 1 / cellWidth
        perHeight = 1 / cellHeight
    }

    /// Whether the point can have an answer at all (finite and inside `box`).
    @inline(__always)
    func covers(_ x: Double, _ y: Double) -> Bool {
        x >= box.x && x <= box.maxX && y >= box.y && y <= box.maxY
    }

    /// The column of `x`, clamped to the grid (monotonic in `x`).
    @inline(__always)
    func column(_ x: Double) -> Int { clamp((x - box.x) * perWidth, columns) }

    /// The row of `y`, clamped to the grid (monotonic in `y`).
    @inline(__always)
    func row(_ y: Double) -> Int { clamp((y - box.y) * perHeight, rows) }

    /// The columns and rows key `index`'s grown hit region touches.
    func cells(of index: Int, _ rule: LocatorRule) -> (columns: ClosedRange<Int>, rows: ClosedRange<Int>) {
        let region = Self.grownRegion(rule, index)
        return (column(region.x)...column(region.maxX), row(region.y)...row(region.maxY))
    }

    private static func grownRegion(_ rule: LocatorRule, _ index: Int) -> Rect {
        rule.region(index).grown(by: rule.reach)
    }

    /// Cells along a side: `length / side` rounded up, within 1…`maximum` (1 for NaN).
    private static func count(_ length: Double, _ side: Double, _ maximum: Int) -> Int {
        let cells = (length / side).rounded(.up)
        guard cells >= 1 else { return 1 }
        return cells < Double(maximum) ? Int(cells) : maximum
    }

    /// `value` as a cell number in 0..<`count` (NaN counts as 0), monotonic in `value`; truncation
    /// is the floor here because only positive values reach it (no libm `floor` call).
    @inline(__always)
    private func clamp(_ value: Double, _ count: Int) -> Int {
        guard value > 0 else { return 0 }
        return value < Double(count - 1) ? Int(value) : count - 1
    }

    /// Files every usable key in each cell its grown region touches (two passes, compressed rows):
    /// cell `c` lists `candidates[cellStart[c]..<cellStart[c + 1]]`, in ascending key order.
    func fileKeys(_ usable: [Int32], _ rule: LocatorRule) -> (cellStart: [Int32], candidates: [Int32]) {
        let cellCount = columns * rows
        var counts = [Int32](repeating: 0, count: cellCount + 1)
        let spans = usable.map { cells(of: Int($0), rule) }
        for span in spans {
            for row in span.rows { for column in span.columns { counts[row * columns + column + 1] += 1 } }
        }
        for cell in 0..<cellCount { counts[cell + 1] += counts[cell] }
        var cursor = counts
        var filed = [Int32](repeating: 0, count: Int(counts[cellCount]))
        for (key, span) in zip(usable, spans) {
            for row in span.rows {
                for column in span.columns {
                    let cell = row * columns + column
                    filed[Int(cursor[cell])] = key
                    cursor[cell] += 1
                }
            }
        }
        return (counts, filed)
    }
}
