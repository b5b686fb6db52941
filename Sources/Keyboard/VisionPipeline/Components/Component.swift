/// One 8-connected component of a mask: its area, bounding box, centroid and first (topmost,
/// then leftmost) run — the figures of OpenCV's `connectedComponentsWithStats`.
public struct Component: Hashable, Sendable {
    /// Pixels.
    public var area = 0
    /// Bounding box, inclusive.
    public var minX = Int.max, minY = Int.max, maxX = Int.min, maxY = Int.min
    /// Sums of the pixels' x and y (for the centroid).
    public var sumX = 0, sumY = 0
    /// The first run in raster order: its row and its columns `topStart..<topEnd`.
    public var topRow = 0, topStart = 0, topEnd = 0

    /// The middle of the first run, in edge coordinates (column x spans x…x + 1): the topmost pixel's
    /// column as the fingertip and the shadow test read it.
    public var topMiddle: Double { Double(topStart + topEnd) / 2 }

    /// The bounding box.
    var box: PixelBox { PixelBox(minX: minX, minY: minY, maxX: maxX, maxY: maxY) }

    /// An empty component.
    public init() {}

    /// The mean pixel position (pixel indexes, as OpenCV reports centroids).
    public var centroid: (x: Double, y: Double) {
        area > 0 ? (Double(sumX) / Double(area), Double(sumY) / Double(area)) : (.nan, .nan)
    }

    /// Adds run `start..<end` of row `y`.
    @inline(__always) mutating func add(row y: Int, start: Int, end: Int) {
        let length = end - start
        if area == 0 { (topRow, topStart, topEnd) = (y, start, end) }
        area += length
        minX = Swift.min(minX, start)
        maxX = Swift.max(maxX, end - 1)
        minY = Swift.min(minY, y)
        maxY = Swift.max(maxY, y)
        sumX += (start + end - 1) * length / 2
        sumY += y * length
    }
}
