import TouchMapping

/// Finds the sheet's four corner marks among the dark components of the reference frame: solid
/// (filling ≥ 55 % of their box), roughly square boxes, isolated (no other such blob of half their
/// size or more within two of their sides — a patterned table's squares come in rows), the four
/// largest; ordered top left, top right, bottom right, bottom left; centres in continuous pixel
/// coordinates (pixel (0, 0) spans 0…1), with the marks' mean half size in pixels.
enum MarkFinder {
    static func find(in components: RunComponents, width: Int, height: Int) throws(VisionError) -> (
        centres: [Point], halfSize: (x: Double, y: Double)
    ) {
        let minimumArea = Swift.max(width * height / 2_000, 12)
        var solid: [Component] = []
        for index in 0..<components.count {
            let c = components[index]
            let boxWidth = c.maxX - c.minX + 1, boxHeight = c.maxY - c.minY + 1
            guard c.area >= minimumArea, c.area * 100 >= boxWidth * boxHeight * 55,
                boxWidth * 2 >= boxHeight, boxHeight * 2 >= boxWidth
            else { continue }
            solid.append(c)
        }
        let best = Array(solid.filter { isolated($0, among: solid) }.sorted { $0.area > $1.area }.prefix(4))
        guard best.count == 4 else { throw .fiducialsNotFound(found: best.count) }
        let centres = best.map { c in Point(x: c.centroid.x + 0.5, y: c.centroid.y + 0.5) }
        let byRow = centres.sorted { $0.y < $1.y }
        let top = byRow.prefix(2).sorted { $0.x < $1.x }, bottom = byRow.suffix(2).sorted { $0.x < $1.x }
        let half = best.reduce((x: 0.0, y: 0.0)) { sum, c in
            (sum.x + Double(c.maxX - c.minX + 1) / 8, sum.y + Double(c.maxY - c.minY + 1) / 8)
        }
        return ([top[0], top[1], bottom[1], bottom[0]], half)
    }

    /// Whether no other solid blob of at least half `c`'s area lies within two box sides of its centroid.
    static func isolated(_ c: Component, among solid: [Component]) -> Bool {
        let reach = 2 * Double(Swift.max(c.maxX - c.minX + 1, c.maxY - c.minY + 1))
        for o in solid where o != c && o.area * 2 >= c.area {
            let dx = o.centroid.x - c.centroid.x, dy = o.centroid.y - c.centroid.y
            if dx * dx + dy * dy < reach * reach { return false }
        }
        return true
    }
}
