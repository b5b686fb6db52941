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

    /// A grid over the grown hit regions of `usable` keys, with cells about `wanted` × `wantedHeight`
    /// (at most `maximumCells` per axis); `nil` when there is no usable key.
    init?(rule: LocatorRule, usable: [Int32], cellWidth wanted: Double, cellHeight wantedHeight: Double,
          maximumCells: Int = 256) {
        guard !usable.isEmpty else { return nil }
        let box = LocatorRule.box(of: usable, rule).grown(by: rule.reach)
        self.box = box
        columns = Self.count(box.width, wanted, maximumCells)
        rows = Self.count(box.height, wantedHeight, maximumCells)
        cellWidth = box.width > 0 ? box.width / Double(columns) : 1
        cellHeight = box.height > 0 ? box.height / Double(rows) : 1
    }

    /// Whether the point can have an answer at all (finite and inside `box`).
    @inline(__always)
    func covers(_ x: Double, _ y: Double) -> Bool {
        x >= box.x && x <= box.maxX && y >= box.y && y <= box.maxY
    }

    /// The column of `x`, clamped to the grid (monotonic in `x`).
    @inline(__always)
    func column(_ x: Double) -> Int { clamp(((x - box.x) / cellWidth).rounded(.down), columns) }

    /// The row of `y`, clamped to the grid (monotonic in `y`).
    @inline(__always)
    func row(_ y: Double) -> Int { clamp(((y - box.y) / cellHeight).rounded(.down), rows) }

    /// The columns and rows key `index`'s grown hit region touches.
    func cells(of index: Int, _ rule: LocatorRule) -> (columns: ClosedRange<Int>, rows: ClosedRange<Int>) {
        let region = Self.grownRegion(rule, index)
        return (column(region.x)...column(region.maxX), row(region.y)...row(region.maxY))
    }

    private static func grownRegion(_ rule: LocatorRule, _ index: Int) -> Rect {
        rule.region(index).grown(by: rule.reach)
    }

    private static func count(_ length: Double, _ side: Double, _ maximum: Int) -> Int {
        guard length > 0, side.isFinite, side > 0 else { return 1 }
        return Int(Swift.min(Swift.max((length / side).rounded(.up), 1), Double(maximum)))
    }

    @inline(__always)
    private func clamp(_ value: Double, _ count: Int) -> Int {
        value <= 0 ? 0 : value >= Double(count - 1) ? count - 1 : Int(value)
    }
}
