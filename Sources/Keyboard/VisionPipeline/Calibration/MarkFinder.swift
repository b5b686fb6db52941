import TouchMapping

/// Finds the sheet's four corner marks among the dark components of the reference frame (`MarkConfig`):
/// solid (filling ≥ 55 % of their box), roughly square boxes, isolated (no other such blob of half their
/// size or more within two of their sides — a patterned table's squares come in rows), the four
/// largest; ordered top left, top right, bottom right, bottom left; centres in continuous pixel
/// coordinates (pixel (0, 0) spans 0…1), with the marks' mean half size in pixels.
/// The solid blobs are put in buckets of a grid by their centroid, so each blob's isolation is checked
/// against the blobs in the cells within its reach only, in buffers made once: finding the marks
/// allocates nothing (the centres are written into `centres`, made once too).
///
/// Linear in the components and the grid's cells: a blob of side s checks the cells within 2 s of it,
/// and the blobs there (disjoint, each of at least `minimumArea`) number at most (4 s + 2 cell)² over
/// that area; over all blobs the sides' squares sum to at most the frame, so the checks total
/// O(components + 16 · cells + 32 · frame / minimumArea) — with `minimumArea` a 2,000th of the frame,
/// a bounded count (no search over every pair).
final class MarkFinder {
    /// Indices of the solid components, then the same grouped by grid cell (`cellStart` per cell).
    private let solid: Storage<Int32>, grouped: Storage<Int32>, cellStart: Storage<Int32>
    private let cell: Int, columns: Int, rows: Int
    /// What a mark looks like.
    let config: MarkConfig
    /// The last `find`'s marks: their centres in the sheet's order, and their mean half size (pixels).
    private(set) var centres = [Point](repeating: Point(x: 0, y: 0), count: 4)
    private(set) var halfSize = (x: 0.0, y: 0.0)

    /// A finder for frames `width` × `height` with up to `capacity` components.
    init(width: Int, height: Int, capacity: Int, config: MarkConfig = MarkConfig()) {
        self.config = config
        cell = Swift.max(8, width / 40)
        columns = (Swift.max(width, 1) + cell - 1) / cell
        rows = (Swift.max(height, 1) + cell - 1) / cell
        solid = Storage(repeating: 0, count: capacity)
        grouped = Storage(repeating: 0, count: capacity)
        cellStart = Storage(repeating: 0, count: columns * rows + 1)
    }

    /// The marks among `components` (found in a `width` × `height` mask), in the sheet's order.
    static func find(in components: RunComponents, width: Int, height: Int) throws(VisionError) -> (
        centres: [Point], halfSize: (x: Double, y: Double)
    ) {
        let finder = MarkFinder(width: width, height: height, capacity: components.maxComponents)
        try finder.find(in: components, width: width, height: height)
        return (finder.centres, finder.halfSize)
    }

    /// Finds the marks among `components` into `centres` and `halfSize` (see the type).
    func find(in components: RunComponents, width: Int, height: Int) throws(VisionError) {
        let minimumArea = Swift.max(width * height / config.frameShare, config.leastArea), aspect = config.aspect
        var count = 0
        for index in 0..<components.count {
            let c = components[index]
            let boxWidth = c.maxX - c.minX + 1, boxHeight = c.maxY - c.minY + 1
            guard c.area >= minimumArea, c.area * 100 >= boxWidth * boxHeight * config.fill,
                boxWidth * aspect >= boxHeight, boxHeight * aspect >= boxWidth
            else { continue }
            solid[count] = Int32(index)
            count += 1
        }
        group(count, components)
        var best = (-1, -1, -1, -1), found = 0
        for k in 0..<count {
            let index = Int(solid[k])
            guard isolated(index, components) else { continue }
            found += 1
            best = Self.inserting(index, into: best, components)
        }
        guard found >= 4 else { throw .fiducialsNotFound(found: found) }
        let marks: InlineArray<4, Component> = [
            components[best.0], components[best.1], components[best.2], components[best.3],
        ]
        order(marks)
        halfSize = (0, 0)
        for index in 0..<4 {
            let c = marks[index]
            halfSize = (halfSize.x + Double(c.maxX - c.minX + 1) / 8, halfSize.y + Double(c.maxY - c.minY + 1) / 8)
        }
    }

    /// The marks' centres into `centres`: top left, top right, bottom right, bottom left (the two
    /// highest are the top; ties keep `marks`' order).
    private func order(_ marks: InlineArray<4, Component>) {
        var byRow = InlineArray<4, Point>(repeating: Point(x: 0, y: 0))
        for index in 0..<4 {
            let centre = marks[index].centroid
            byRow[index] = Point(x: centre.x + 0.5, y: centre.y + 0.5)
            var at = index
            while at > 0, byRow[at].y < byRow[at - 1].y {
                (byRow[at], byRow[at - 1]) = (byRow[at - 1], byRow[at])
                at -= 1
            }
        }
        let top = byRow[1].x < byRow[0].x ? (byRow[1], byRow[0]) : (byRow[0], byRow[1])
        let bottom = byRow[3].x < byRow[2].x ? (byRow[3], byRow[2]) : (byRow[2], byRow[3])
        (centres[0], centres[1], centres[2], centres[3]) = (top.0, top.1, bottom.1, bottom.0)
    }

    /// The four largest of `best` and `index` (by area, larger first; -1 for none yet).
    private static func inserting(_ index: Int, into best: (Int, Int, Int, Int), _ components: RunComponents) -> (
        Int, Int, Int, Int
    ) {
        let area = components[index].area
        @inline(__always) func larger(_ other: Int) -> Bool { other < 0 || area > components[other].area }
        if larger(best.0) { return (index, best.0, best.1, best.2) }
        if larger(best.1) { return (best.0, index, best.1, best.2) }
        if larger(best.2) { return (best.0, best.1, index, best.2) }
        if larger(best.3) { return (best.0, best.1, best.2, index) }
        return best
    }

    /// The grid cell of component `index`'s centroid.
    @inline(__always) private func cellOf(_ c: Component) -> Int {
        let centre = c.centroid
        let x = Swift.min(Swift.max(Int(centre.x) / cell, 0), columns - 1)
        let y = Swift.min(Swift.max(Int(centre.y) / cell, 0), rows - 1)
        return y * columns + x
    }

    /// Sorts the first `count` solid blobs into `grouped` by grid cell (a counting sort).
    private func group(_ count: Int, _ components: RunComponents) {
        let cells = columns * rows
        cellStart.fill(0, from: 0, count: cells + 1)
        for k in 0..<count { cellStart[cellOf(components[Int(solid[k])]) + 1] += 1 }
        for c in 0..<cells { cellStart[c + 1] += cellStart[c] }
        for k in 0..<count {
            let at = cellOf(components[Int(solid[k])])
            grouped[Int(cellStart[at])] = solid[k]
            cellStart[at] += 1
        }
        // Each cell's start moved to its end while filling: shift the starts back by one cell.
        var previous: Int32 = 0
        for c in 0..<cells {
            let end = cellStart[c]
            cellStart[c] = previous
            previous = end
        }
        cellStart[cells] = previous
    }

    /// Whether no other solid blob of at least `MarkConfig.neighbourShare` of component `index`'s area lies
    /// within `MarkConfig.isolation` box sides of its centroid: the blobs in the cells within that reach
    /// are checked.
    private func isolated(_ index: Int, _ components: RunComponents) -> Bool {
        let c = components[index], centre = c.centroid
        let reach = config.isolation * Double(Swift.max(c.maxX - c.minX + 1, c.maxY - c.minY + 1))
        let x0 = Swift.max(Int(centre.x - reach) / cell, 0), x1 = Swift.min(Int(centre.x + reach) / cell, columns - 1)
        let y0 = Swift.max(Int(centre.y - reach) / cell, 0), y1 = Swift.min(Int(centre.y + reach) / cell, rows - 1)
        guard x0 <= x1, y0 <= y1 else { return true }
        for y in y0...y1 {
            for x in x0...x1 {
                let at = y * columns + x
                for k in Int(cellStart[at])..<Int(cellStart[at + 1]) {
                    let other = Int(grouped[k])
                    guard other != index else { continue }
                    let o = components[other]
                    guard o.area * 100 >= c.area * config.neighbourShare else { continue }
                    let dx = o.centroid.x - centre.x, dy = o.centroid.y - centre.y
                    if dx * dx + dy * dy < reach * reach { return false }
                }
            }
        }
        return true
    }
}
