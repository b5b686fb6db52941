import Foundation

/// Maps a series' indices and values onto a chart's pixels. The value range covers the values with a
/// little room, never dips below zero when no value does (no negative bytes or counts under a series of
/// zeros), and ends on the `ticks`' round steps.
struct ChartGeometry {
    var width: Double
    var height: Double
    var margin: (left: Double, right: Double, top: Double, bottom: Double)
    var count: Int
    var low: Double
    var high: Double
    /// The distance between two labelled values on the value axis (1, 2 or 5 times a power of ten).
    var step: Double

    /// A chart whose value range covers `values`; `wholeSteps` keeps the axis on whole numbers (bytes, counts).
    init(
        width: Double, height: Double, margin: (Double, Double, Double, Double), count: Int, values: [Double],
        wholeSteps: Bool = false
    ) {
        let finite = values.filter(\.isFinite)
        var low = finite.min() ?? 0, high = finite.max() ?? 1
        if low == high { (low, high) = low == 0 ? (0, 1) : (low - abs(low) * 0.05, high + abs(high) * 0.05) }
        let pad = (high - low) * 0.08
        let nonNegative = (finite.min() ?? 0) >= 0
        var step = Self.niceStep((high - low + 2 * pad) / 4)
        if wholeSteps { step = max(step, 1) }
        var bottom = ((low - pad) / step).rounded(.down) * step
        if nonNegative { bottom = max(bottom, 0) }
        self.init(
            width: width, height: height, margin: margin, count: count, low: bottom,
            high: ((high + pad) / step).rounded(.up) * step, step: step)
    }

    /// A chart over a given value range.
    init(
        width: Double, height: Double, margin: (Double, Double, Double, Double), count: Int, low: Double,
        high: Double, step: Double
    ) {
        self.width = width
        self.height = height
        self.margin = margin
        self.count = count
        self.low = low
        self.high = high > low ? high : low + 1
        self.step = step
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

    /// The labelled values of the value axis: every `step` from `low` to `high`.
    var ticks: [Double] {
        let first = (low / step).rounded(.up)
        let last = (high / step).rounded(.down)
        guard first <= last, last - first < 50 else { return [low, high] }
        return stride(from: first, through: last, by: 1).map { $0 * step }
    }

    /// The significant digits that tell two neighbouring ticks apart (3 at least).
    var tickDigits: Int {
        let largest = max(abs(low), abs(high))
        guard largest > 0, step > 0 else { return 3 }
        let digits = Int(log10(largest).rounded(.down) - log10(step).rounded(.down)) + 1
        return min(max(digits, 3), 12)
    }

    /// 1, 2 or 5 times a power of ten, at least `rough`.
    static func niceStep(_ rough: Double) -> Double {
        guard rough.isFinite, rough > 0 else { return 1 }
        let power = pow(10, log10(rough).rounded(.down))
        for factor in [1.0, 2, 5, 10] where factor * power >= rough * (1 - 1e-9) { return factor * power }
        return 10 * power
    }

    static func fmt(_ value: Double) -> String { String(Double(Int((value * 10).rounded())) / 10) }
}
