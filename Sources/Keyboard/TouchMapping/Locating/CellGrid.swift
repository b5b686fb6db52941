import KeyboardCore

/// Cell arithmetic shared by the grid and the spatial hash: one monotonic point → cell mapping,
/// used both to file keys and to find a point's cell, so a point inside a key's grown hit region
/// always lands in one of the cells the key was filed in.
///
/// Limits: at most 256 × 256 cells, and at most `filingBudget(keys:)` key references filed in all
/// (65,536 + 16 per key): a grid whose keys would be filed more often than that (a tiny key beside an
/// infinite search distance puts every key in every cell) is coarsened, halving its cells, until they
/// fit. Lookups then scan longer cell lists but give the same answers; build time and memory stay
/// linear in the keys.
struct CellGrid: Sendable {
    /// The area any answer can come from: every usable hit region grown by the rule's reach.
    let box: LocatorRule.Edges
    /// Cells across and down.
    let columns: Int, rows: Int
    /// Cell width and height.
    let cellWidth: Double, cellHeight: Double
    /// Their inverses (a query multiplies; filing uses the same functions, so both agree).
    private let perWidth: Double, perHeight: Double

    /// The most cells along either side.
    static let largestSide = 256

    /// How many cells a grid has.
    enum Sizing {
        /// Exactly this many cells across and down (each clamped to 1…256).
        case counts(columns: Int, rows: Int)
        /// Square cells of about this side (at most 256 per axis).
        case side(Double)
    }

    /// The most key references a grid over `keys` keys files: 65,536 + 16 per key (within `Int32`).
    static func filingBudget(keys: Int) -> Int { Swift.min(65_536 + 16 * Swift.min(keys, 1 << 27), Int(Int32.max)) }

    /// What a locator keeps: the grid, cell `c`'s keys `candidates[cellStart[c]..<cellStart[c + 1]]`
    /// in ascending key order, and when asked for, cell `c`'s whole-cell answer `owners[c]` (see
    /// `fillOwners`; empty when not asked for).
    typealias Index = (grid: CellGrid, cellStart: [Int32], candidates: [Int32], owners: [Int32])

    /// Files the grown hit regions of `usable` keys in a grid of `sizing`, coarsened until the filing
    /// fits the budget, and finds the cells' owners if `findingOwners`; `nil` when there is no usable key.
    static func index(rule: LocatorRule, usable: [Int32], sizing: Sizing, findingOwners: Bool = false) -> Index? {
        guard let union = LocatorRule.box(of: usable, rule) else { return nil }
        let box = union.grown(by: rule.reach)
        let width = box.maxX - box.minX, height = box.maxY - box.minY
        var (columns, rows): (Int, Int)
        switch sizing {
        case .counts(let across, let down):
            (columns, rows) = (Swift.min(Swift.max(across, 1), largestSide), Swift.min(Swift.max(down, 1), largestSide))
        case .side(let side):
            (columns, rows) = (count(width, side), count(height, side))
        }
        let budget = filingBudget(keys: usable.count)
        while true {
            let grid = CellGrid(box: box, width: width, height: height, columns: columns, rows: rows)
            let spans = usable.map { grid.cells(of: Int($0), rule) }
            var total = 0
            for span in spans where total <= budget { total += span.columns.count * span.rows.count }
            // One cell files every key once: always within the budget.
            if total <= budget || columns * rows == 1 {
                var (cellStart, candidates, scratch) = grid.fileKeys(usable, spans)
                guard findingOwners else { return (grid, cellStart, candidates, []) }
                // The filing's scratch array has a slot per cell: it becomes the owners, no new allocation.
                grid.fillOwners(&scratch, rule: rule, cellStart: cellStart, candidates: candidates)
                return (grid, cellStart, candidates, scratch)
            }
            if columns >= rows { columns = (columns + 1) / 2 } else { rows = (rows + 1) / 2 }
        }
    }

    /// A one-cell grid that covers no point (its NaN edges fail every comparison): what a locator keeps
    /// for a layout without usable keys, so its lookups need no optional grid.
    static let empty = CellGrid(
        box: LocatorRule.Edges(minX: .nan, minY: .nan, maxX: .nan, maxY: .nan), width: 0, height: 0, columns: 1,
        rows: 1)

    private init(box: LocatorRule.Edges, width: Double, height: Double, columns: Int, rows: Int) {
        self.box = box
        (self.columns, self.rows) = (columns, rows)
        cellWidth = width > 0 ? width / Double(columns) : 1
        cellHeight = height > 0 ? height / Double(rows) : 1
        perWidth = 1 / cellWidth
        perHeight = 1 / cellHeight
    }

    /// Whether the point can have an answer at all (finite and inside `box`).
    @inline(__always)
    func covers(_ x: Double, _ y: Double) -> Bool {
        x >= box.minX && x <= box.maxX && y >= box.minY && y <= box.maxY
    }

    /// The column of `x`, clamped to the grid (monotonic in `x`).
    @inline(__always)
    func column(_ x: Double) -> Int { clamp((x - box.minX) * perWidth, columns) }

    /// The row of `y`, clamped to the grid (monotonic in `y`).
    @inline(__always)
    func row(_ y: Double) -> Int { clamp((y - box.minY) * perHeight, rows) }

    /// The columns and rows key `index`'s grown hit region touches.
    func cells(of index: Int, _ rule: LocatorRule) -> (columns: ClosedRange<Int>, rows: ClosedRange<Int>) {
        let region = rule.edges[index].grown(by: rule.reach)
        return (column(region.minX)...column(region.maxX), row(region.minY)...row(region.maxY))
    }

    /// Cells along a side: `length / side` rounded up, within 1…256 (1 for NaN).
    private static func count(_ length: Double, _ side: Double) -> Int {
        let cells = (length / side).rounded(.up)
        guard cells >= 1 else { return 1 }
        return cells < Double(largestSide) ? Int(cells) : largestSide
    }

    /// `value` as a cell number in 0..<`count` (NaN counts as 0), monotonic in `value`; truncation
    /// is the floor here because only positive values reach it (no libm `floor` call).
    @inline(__always)
    private func clamp(_ value: Double, _ count: Int) -> Int {
        guard value > 0 else { return 0 }
        return value < Double(count - 1) ? Int(value) : count - 1
    }

    /// Files every usable key in each cell its grown region touches (two passes, compressed rows):
    /// cell `c` lists `candidates[cellStart[c]..<cellStart[c + 1]]`, in ascending key order. Also
    /// returns the filing's scratch array (one slot per cell and one more), free for another use.
    private func fileKeys(_ usable: [Int32], _ spans: [(columns: ClosedRange<Int>, rows: ClosedRange<Int>)])
        -> (cellStart: [Int32], candidates: [Int32], scratch: [Int32])
    {
        let cellCount = columns * rows
        var counts = [Int32](repeating: 0, count: cellCount + 1)
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
        return (counts, filed, cursor)
    }
}
