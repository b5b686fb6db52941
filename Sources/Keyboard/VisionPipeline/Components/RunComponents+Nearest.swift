/// Which component lies nearest a point: the hand that continues from the last frame is the one with a
/// pixel near where its top was, not merely one whose bounding box holds that point (an L-shaped strip
/// along two edges of the sheet has a box holding most of the sheet).
extension RunComponents {
    /// The label (0..<count) of the component of at least `minimumArea` pixels with the pixel nearest
    /// (`x`, `y`) of the last labelling, if that pixel is within `radius` (Euclidean); ties go to the
    /// earlier run. Smaller components (a speck beside a fingertip) are passed over. One pass over the runs.
    public func nearest(x: Int, y: Int, within radius: Int, minimumArea: Int = 0) -> Int? {
        var best: Int? = nil, bestDistance = radius * radius
        for run in 0..<runCount {
            let dy = Int(rows[run]) - y
            guard dy * dy <= bestDistance, stats[Int(labels[run])].area >= minimumArea else { continue }
            let start = Int(starts[run]), last = Int(ends[run]) - 1
            let dx = x < start ? start - x : (x > last ? x - last : 0)
            let distance = dx * dx + dy * dy
            if distance < bestDistance || (best == nil && distance == bestDistance) {
                (best, bestDistance) = (Int(labels[run]), distance)
            }
        }
        return best
    }
}
