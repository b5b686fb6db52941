import KeyboardCore

/// A dense grid of cells over the keyboard, each listing the keys whose hit region grown by the
/// search distance reaches it (the idea of Android LatinIME's `ProximityInfo`). A query picks the
/// point's cell; where one key answers every point of the cell (the cell lies inside its hit region,
/// clear of every lower key's) that key is stored with the cell and is the answer, otherwise the query
/// applies `LocatorRule` to that cell's keys only.
public struct UniformGridLocator: KeyLocator {
    /// The default number of cells across (LatinIME uses a 32 × 16 grid).
    static let defaultColumns = 32
    /// The default number of cells down.
    static let defaultRows = 16

    /// The layout the locator was built for.
    public let frames: LayoutFrames
    /// How far outside every hit region a point may be and still get a key.
    public let searchDistance: Double
    private let rule: LocatorRule
    /// The cells (a grid covering no point when no key is usable).
    let grid: CellGrid
    /// Cell `c` lists `candidates[cellStart[c]..<cellStart[c + 1]]`, in ascending key order.
    private let cellStart: [Int32]
    private let candidates: [Int32]
    /// Cell `c`'s answer for any point in it, when it has one: a key index, `CellGrid.noKey`, or
    /// `CellGrid.mixed` (apply the rule to the cell's candidates).
    let owners: [Int32]

    /// Builds a 32 × 16 grid.
    public init(frames: LayoutFrames, searchDistance: Double) {
        self.init(frames: frames, searchDistance: searchDistance, columns: Self.defaultColumns, rows: Self.defaultRows)
    }

    /// Builds a grid of `columns` × `rows` cells (each at least 1, at most 256; halved until the keys'
    /// filing fits 65,536 + 16 references per key).
    public init(frames: LayoutFrames, searchDistance: Double, columns: Int, rows: Int) {
        self.frames = frames
        self.searchDistance = searchDistance
        let rule = LocatorRule(frames: frames, searchDistance: searchDistance)
        let usable = rule.usableKeys()
        let index = CellGrid.index(
            rule: rule, usable: usable, sizing: .counts(columns: columns, rows: rows), findingOwners: true)
        self.rule = rule
        (cellStart, candidates) = (index?.cellStart ?? [0], index?.candidates ?? [])
        // The empty grid covers no point, so its lookups never read `owners`.
        (grid, owners) = (index?.grid ?? .empty, index?.owners ?? [])
    }

    /// How many key references the cells hold in all: at most 65,536 + 16 per key (a layout that
    /// would need more gets fewer, larger cells — see `CellGrid`).
    public var filedKeyReferences: Int { candidates.count }

    /// The index of the key at `point`, or `nil`. The box test also refuses NaN and infinite points
    /// (the box is finite: usable regions are, and the reach is at most about 1e100).
    public func keyIndex(at point: Point) -> Int? {
        let x = point.x, y = point.y
        guard grid.covers(x, y) else { return nil }
        let cell = grid.row(y) * grid.columns + grid.column(x)
        let owner = owners.withUnsafeBufferPointer { $0[cell] }
        if owner >= 0 { return Int(owner) }
        if owner == CellGrid.noKey { return nil }
        if _slowPath(LocatorRule.isNearZero(x, y)) {
            return rule.tinyBest(of: candidates, Int(cellStart[cell]), Int(cellStart[cell + 1]), x, y)
        }
        return cellStart.withUnsafeBufferPointer { starts in
            candidates.withUnsafeBufferPointer { rule.best(of: $0, Int(starts[cell]), Int(starts[cell + 1]), x, y) }
        }
    }
}
