import TouchMapping

/// Finds the sheet's four corner marks among the dark components of the reference frame: solid
/// (filling ≥ 55 % of their box), roughly square boxes, the four largest; ordered top left, top
/// right, bottom right, bottom left; centres in continuous pixel coordinates (pixel (0, 0) spans 0…1).
enum MarkFinder {
    static func find(in components: RunComponents, width: Int, height: Int) throws(VisionError) -> [Point] {
        let minimumArea = Swift.max(width * height / 2_000, 12)
        var best: [Component] = []
        for index in 0..<components.count {
            let c = components[index]
            let boxWidth = c.maxX - c.minX + 1, boxHeight = c.maxY - c.minY + 1
            guard c.area >= minimumArea, c.area * 100 >= boxWidth * boxHeight * 55,
                boxWidth * 2 >= boxHeight, boxHeight * 2 >= boxWidth
            else { continue }
            best.append(c)
            best.sort { $0.area > $1.area }
            if best.count > 4 { best.removeLast() }
        }
        guard best.count == 4 else { throw .fiducialsNotFound(found: best.count) }
        let centres = best.map { c in Point(x: c.centroid.x + 0.5, y: c.centroid.y + 0.5) }
        let byRow = centres.sorted { $0.y < $1.y }
        let top = byRow.prefix(2).sorted { $0.x < $1.x }, bottom = byRow.suffix(2).sorted { $0.x < $1.x }
        return [top[0], top[1], bottom[1], bottom[0]]
    }
}
