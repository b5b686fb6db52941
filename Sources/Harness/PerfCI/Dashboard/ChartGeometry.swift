/// Maps a series' indices and values onto a chart's pixels.
struct ChartGeometry {
    var width: Double
    var height: Double
    var margin: (left: Double, right: Double, top: Double, bottom: Double)
    var count: Int
    var low: Double
    var high: Double

    init(width: Double, height: Double, margin: (Double, Double, Double, Double), count: Int, values: [Double]) {
        self.width = width
        self.height = height
        self.margin = margin
        self.count = count
        let finite = values.filter(\.isFinite)
        var low = finite.min() ?? 0, high = finite.max() ?? 1
        if low == high { low -= max(abs(low) * 0.05, 1); high += max(abs(high) * 0.05, 1) }
        let pad = (high - low) * 0.08
        self.low = low - pad
        self.high = high + pad
    }

    func x(_ index: Int) -> Double {
        let span = width - margin.left - margin.right
        return count <= 1 ? margin.left + span / 2 : margin.left + span * Double(index) / Double(count - 1)
    }

    func y(_ value: Double) -> Double {
        let span = height - margin.top - margin.bottom
        let clamped = min(max(value, low), high)
        return margin.top + span * (1 - (clamped - low) / (high - low))
    }

    func contains(_ value: Double) -> Bool { value >= low && value <= high }

    static func fmt(_ value: Double) -> String { String(Double(Int((value * 10).rounded())) / 10) }
}
