import TouchMapping

/// How far the camera's optics spread a sharp edge, measured on the sheet's corner marks at calibration:
/// each mark is a solid dark square on white paper, so a luma profile from its centre outward rises from
/// the ink's level to the paper's across the mark's edge, and the distance (pixels) over which it rises
/// from 20 % to 80 % of that step is the edge's spread along the profile. Across the left and right
/// edges it is the spread along the image's rows (`x`), across the top and bottom edges along its
/// columns (`y`). A sharp camera spreads an edge over about a pixel (the step falls between two pixels;
/// JPEG and sensor noise add a few tenths); defocus spreads it both ways, a shaking camera along its
/// motion (a 9 px blur at 20° from the rows: ~4.7 px along the rows, ~1.9 px along the columns).
/// Measuring allocates nothing: the profiles' spreads are kept in fixed storage.
public struct EdgeSpread: Hashable, Sendable {
    /// The median spread across the marks' left and right edges, and across their top and bottom edges
    /// (pixels); 0 when too few edges were measured.
    public internal(set) var x = 0.0, y = 0.0

    /// No spread measured.
    public init() {}

    init(x: Double, y: Double) { (self.x, self.y) = (x, y) }

    /// The spread measured on `luma` (`width` × `height`, row by row) around the marks at `centres`
    /// (camera pixels, continuous coordinates) of half size `halfSize` (pixels).
    static func measure(
        luma: UnsafePointer<UInt8>, width: Int, height: Int, centres: [Point], halfSize: (x: Double, y: Double)
    ) -> EdgeSpread {
        var across = Spreads(), down = Spreads()
        for centre in centres {
            let cx = Int(centre.x), cy = Int(centre.y)
            let reachX = Int((2 * halfSize.x).rounded(.up)) + 2, reachY = Int((2 * halfSize.y).rounded(.up)) + 2
            let offsetX = Swift.max(Int(halfSize.x / 3), 1), offsetY = Swift.max(Int(halfSize.y / 3), 1)
            for side in stride(from: -1, through: 1, by: 2) {
                for shift in -1...1 {
                    let row = cy + shift * offsetY, column = cx + shift * offsetX
                    if row >= 0, row < height {
                        across.add(
                            rise(luma, from: row * width + cx, step: side, count: reach(cx, side, reachX, width)))
                    }
                    if column >= 0, column < width {
                        down.add(
                            rise(
                                luma, from: cy * width + column, step: side * width,
                                count: reach(cy, side, reachY, height)))
                    }
                }
            }
        }
        return EdgeSpread(x: across.median, y: down.median)
    }

    /// How many pixels a profile from `start` takes `reach` steps of sign `side` within 0..<`limit`.
    private static func reach(_ start: Int, _ side: Int, _ reach: Int, _ limit: Int) -> Int {
        guard start >= 0, start < limit else { return 0 }
        return Swift.min(reach, side > 0 ? limit - 1 - start : start) + 1
    }

    /// The distance (pixels, interpolated) over which `count` pixels of `luma` from `start`, `step` apart,
    /// rise from 20 % to 80 % of the way from their first (the mark's inside) to their brightest (the
    /// paper); `nil` when the step is under 32 levels (no mark's edge there).
    private static func rise(_ luma: UnsafePointer<UInt8>, from start: Int, step: Int, count: Int) -> Double? {
        guard count >= 3 else { return nil }
        let low = Double(luma[start])
        var high = low
        for k in 0..<count { high = Swift.max(high, Double(luma[start + k * step])) }
        guard high - low >= 32 else { return nil }
        guard let lower = crossing(luma, start, step, count, level: low + 0.2 * (high - low)),
            let upper = crossing(luma, start, step, count, level: low + 0.8 * (high - low))
        else { return nil }
        return upper - lower
    }

    /// Where the profile first rises through `level` (pixels from `start`, interpolated between the two
    /// pixels on either side); `nil` when it never does.
    private static func crossing(_ luma: UnsafePointer<UInt8>, _ start: Int, _ step: Int, _ count: Int, level: Double)
        -> Double?
    {
        var previous = Double(luma[start])
        for k in 1..<count {
            let value = Double(luma[start + k * step])
            if value >= level, previous < level { return Double(k - 1) + (level - previous) / (value - previous) }
            previous = value
        }
        return nil
    }
}

/// Up to 24 edge spreads (four marks, two sides, three profiles, one axis) in fixed storage.
private struct Spreads {
    private var values = InlineArray<24, Double>(repeating: 0)
    private var count = 0

    /// Keeps `value`, sorted in (values past the 24th are dropped).
    mutating func add(_ value: Double?) {
        guard let value, count < 24 else { return }
        var at = count
        while at > 0, values[at - 1] > value {
            values[at] = values[at - 1]
            at -= 1
        }
        values[at] = value
        count += 1
    }

    /// The median of the values kept; 0 when fewer than 8 edges were measured (the marks were not seen
    /// whole: the spread is not known).
    var median: Double {
        guard count >= 8 else { return 0 }
        return count % 2 == 1 ? values[count / 2] : (values[count / 2 - 1] + values[count / 2]) / 2
    }
}
