import TouchMapping

/// Finds the sheet's four corner marks among the dark components of the reference frame (`MarkConfig`):
/// solid (filling ≥ 55 % of their box), roughly square boxes, isolated (no other such blob of half their
/// size or more within two of their sides — a patterned table's squares come in rows), the four
/// largest; ordered top left, top right, bottom right, bottom left; centres in continuous pixel
/// coordinates (pixel (0, 0) spans 0…1), with the marks' mean half size in pixels.
/// The solid blobs are put in buckets of a grid by their centroid, so each blob's isolation is checked
/// against the blobs in the cells within its reach only (no search over every pair), in buffers made
/// once: finding the marks allocates nothing but the four centres it returns.
final class MarkFinder {
    /// Indices of the solid components, then the same grouped by grid cell (`cellStart` per cell).
    private let solid: Storage<Int32>, grouped: Storage<Int32>, cellStart: Storage<Int32>
    private let cell: Int, columns: Int, rows: Int
    /// What a mark looks like.
    let config: MarkConfig

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
        try MarkFinder(width: width, height: height, capacity: components.maxComponents)
            .find(in: components, width: width, height: height)
    }

    /// The marks among `components`, in the sheet's order (see the type).
    func find(in components: RunComponents, width: Int, height: Int) throws(VisionError) -> (
        centres: [Point], halfSize: (x: Double, y: Double)
    ) {
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
        let marks = [components[best.0], components[best.1], components[best.2], components[best.3]]
        let centres = marks.map { c in Point(x: c.centroid.x + 0.5, y: c.centroid.y + 0.5) }
        let byRow = centres.sorted { $0.y < $1.y }
        let top = byRow.prefix(2).sorted { $0.x < $1.x }, bottom = byRow.suffix(2).sorted { $0.x < $1.x }
        let half = marks.reduce((x: 0.0, y: 0.0)) { sum, c in
            (sum.x + Double(c.maxX - c.minX + 1) / 8, sum.y + Double(c.maxY - c.minY + 1) / 8)
        }
        return ([top[0], top[1], bottom[1], bottom[0]], half)
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
