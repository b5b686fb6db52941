import KeyboardCore

/// Cells one key answers whole: what lets a grid lookup end in a couple of array reads for most
/// points, the rule running only in cells where hit regions meet.
extension CellGrid {
    /// An `owners` entry: no key can answer any point of the cell (its candidate list is empty).
    static let noKey: Int32 = -1
    /// An `owners` entry: the answer depends on where in the cell the point is (apply the rule).
    static let mixed: Int32 = -2

    /// Writes into `owners[c]` (which has at least one slot per cell) the key that is the answer for
    /// every point the grid maps to cell `c`, or `noKey`, or `mixed`. Cell `c` lists its candidates
    /// (ascending key indexes, every key whose region a point of the cell can lie in) as
    /// `candidates[cellStart[c]..<cellStart[c + 1]]`; slots past the last cell get `noKey`.
    ///
    /// A key owns a cell when the cell, grown by a slack, lies inside the key's hit region and no
    /// candidate before it (a lower key index, which would win a tie at distance 0) touches the grown
    /// cell: every point of the cell is then on that key's region and on no lower one, so the rule
    /// answers it at distance 0. The slack, 1e-12 of the box's extent, covers the rounding of the
    /// point → cell mapping (a few ulps of it), so a point mapped to a cell is inside the grown cell
    /// even when its exact position is a hair outside; a cell of non-finite extent is never owned.
    func fillOwners(_ owners: inout [Int32], rule: LocatorRule, cellStart: [Int32], candidates: [Int32]) {
        let slack = 1e-12 * (abs(box.minX) + abs(box.maxX) + abs(box.minY) + abs(box.maxY) + cellWidth + cellHeight)
        owners.withUnsafeMutableBufferPointer { owners in
            cellStart.withUnsafeBufferPointer { starts in
                candidates.withUnsafeBufferPointer { keys in
                    rule.edges.withUnsafeBufferPointer { regions in
                        for cell in (columns * rows)..<owners.count { owners[cell] = Self.noKey }
                        for row in 0..<rows {
                            let top = box.minY + Double(row) * cellHeight - slack
                            let bottom = box.minY + Double(row + 1) * cellHeight + slack
                            for column in 0..<columns {
                                let cellEdges = LocatorRule.Edges(
                                    minX: box.minX + Double(column) * cellWidth - slack, minY: top,
                                    maxX: box.minX + Double(column + 1) * cellWidth + slack, maxY: bottom)
                                let cell = row * columns + column
                                let (start, end) = (Int(starts[cell]), Int(starts[cell + 1]))
                                owners[cell] =
                                    start == end ? Self.noKey : Self.owner(of: cellEdges, keys[start..<end], regions)
                            }
                        }
                    }
                }
            }
        }
    }

    /// The first of `keys` whose region touches `cell` if that region holds all of it, else `mixed`
    /// (also when none touches it: then every point's answer depends on its distances).
    private static func owner(
        of cell: LocatorRule.Edges, _ keys: Slice<UnsafeBufferPointer<Int32>>,
        _ regions: UnsafeBufferPointer<LocatorRule.Edges>
    ) -> Int32 {
        for key in keys {
            let region = regions[Int(key)]
            let touches =
                !(region.maxX < cell.minX || region.minX > cell.maxX || region.maxY < cell.minY
                || region.minY > cell.maxY)
            guard touches else { continue }
            let holds =
                region.minX <= cell.minX && cell.maxX <= region.maxX && region.minY <= cell.minY
                && cell.maxY <= region.maxY
            return holds ? key : mixed
        }
        return mixed
    }
}
