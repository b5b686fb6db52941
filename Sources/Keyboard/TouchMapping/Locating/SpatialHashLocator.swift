import KeyboardCore

/// A spatial hash: key-sized cells addressed by hashing their integer coordinates into an
/// open-addressing table (only cells some key reaches are stored; no dense array). Each stored cell
/// lists the keys whose hit region grown by the search distance reaches it; a query hashes the
/// point's cell and applies `LocatorRule` to that list.
public struct SpatialHashLocator: KeyLocator {
    /// The layout the locator was built for.
    public let frames: LayoutFrames
    /// How far outside every hit region a point may be and still get a key.
    public let searchDistance: Double
    private let rule: LocatorRule
    private let grid: CellGrid?
    /// Slot `s` holds cell `slotCell[s]` (−1: empty) listing `candidates[slotStart[s]..<slotEnd[s]]`.
    private let slotCell: [Int32], slotStart: [Int32], slotEnd: [Int32]
    private let candidates: [Int32]
    private let mask: Int

    /// Builds the hash with cells as large as the narrowest hit region (at most 256 × 256 cells, larger
    /// when the keys' filing would exceed 65,536 + 16 references per key).
    public init(frames: LayoutFrames, searchDistance: Double) {
        self.frames = frames
        self.searchDistance = searchDistance
        let rule = LocatorRule(frames: frames, searchDistance: searchDistance)
        let usable = rule.usableKeys()
        let side = usable.map { rule.edges[Int($0)] }.map { Swift.min($0.maxX - $0.minX, $0.maxY - $0.minY) }.filter {
            $0 > 0
        }.min()
        let index = CellGrid.index(rule: rule, usable: usable, sizing: .side(side ?? 1))
        self.rule = rule
        grid = index?.grid
        let table = HashTable(cellStart: index?.cellStart ?? [0])
        (slotCell, slotStart, slotEnd, candidates, mask) = (
            table.cells, table.starts, table.ends, index?.candidates ?? [], table.mask
        )
    }

    /// How many key references the cells hold in all: at most 65,536 + 16 per key (a layout that
    /// would need more gets fewer, larger cells — see `CellGrid`).
    public var filedKeyReferences: Int { candidates.count }

    /// The index of the key at `point`, or `nil`.
    public func keyIndex(at point: Point) -> Int? {
        let x = point.x, y = point.y
        guard let grid, x.isFinite, y.isFinite, grid.covers(x, y) else { return nil }
        let cell = Int32(grid.row(y) * grid.columns + grid.column(x))
        var slot = HashTable.hash(cell) & mask
        while slotCell[slot] != cell {
            if slotCell[slot] < 0 { return nil }
            slot = (slot + 1) & mask
        }
        let (start, end) = (Int(slotStart[slot]), Int(slotEnd[slot]))
        if _slowPath(LocatorRule.isNearZero(x, y)) { return rule.tinyBest(of: candidates, start, end, x, y) }
        return candidates.withUnsafeBufferPointer { rule.best(of: $0, start, end, x, y) }
    }
}

/// The open-addressing table behind `SpatialHashLocator` (linear probing, load ≤ 1/2): one slot
/// per non-empty cell, pointing into the shared candidate list.
private struct HashTable {
    var cells: [Int32], starts: [Int32], ends: [Int32]
    let mask: Int

    init(cellStart: [Int32]) {
        let occupied = (0..<Swift.max(cellStart.count - 1, 0)).filter { cellStart[$0 + 1] > cellStart[$0] }
        var capacity = 2
        while capacity < occupied.count * 2 { capacity *= 2 }
        mask = capacity - 1
        cells = [Int32](repeating: -1, count: capacity)
        starts = [Int32](repeating: 0, count: capacity)
        ends = [Int32](repeating: 0, count: capacity)
        for cell in occupied {
            var slot = Self.hash(Int32(cell)) & mask
            while cells[slot] >= 0 { slot = (slot + 1) & mask }
            (cells[slot], starts[slot], ends[slot]) = (Int32(cell), cellStart[cell], cellStart[cell + 1])
        }
    }

    /// Spreads cell numbers over the table (Fibonacci hashing, high bits).
    @inline(__always)
    static func hash(_ cell: Int32) -> Int {
        Int(truncatingIfNeeded: (UInt32(bitPattern: cell) &* 2_654_435_761) >> 16)
    }
}
