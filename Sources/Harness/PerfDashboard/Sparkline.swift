import BenchReport
import Determinism
import PerfHistory

/// A small inline trend for the index page.
///
/// Its value range is the values' own widened to at least `minimumSpan` of their median, centred on
/// them: run-to-run noise of a few per cent draws as a nearly flat line, and only a change the size of a
/// regression (the noise floor is 5 %) fills the height — a series of zeros or of one exact count is a
/// flat line in the middle.
struct Sparkline {
    /// The smallest value range, as a fraction of the median.
    static let minimumSpan = 0.2

    var series: MetricSeries

    func render(width: Double = 140, height: Double = 28) -> String {
        let values = series.points.suffix(120).map(\.figure)
        let range = Self.range(of: values)
        let g = ChartGeometry(
            width: width, height: height, margin: (2, 2, 2, 2), count: values.count, low: range.lowerBound,
            high: range.upperBound, step: range.upperBound - range.lowerBound)
        let coordinates = values.enumerated().map {
            "\(ChartGeometry.fmt(g.x($0.offset))),\(ChartGeometry.fmt(g.y($0.element)))"
        }
        let last = values.last.map { UnitFormat.format($0, series.unit) } ?? "—"
        return """
            <svg class="sparkline" width="\(Int(width))" height="\(Int(height))" viewBox="0 0 \(Int(width)) \(Int(height))" xmlns="http://www.w3.org/2000/svg"><title>\(HTML.escape("\(series.metric) over \(values.count) runs, latest \(last)"))</title><polyline points="\(coordinates.joined(separator: " "))"/></svg>
            """
    }

    /// The drawn value range of `values` (see the type's note).
    static func range(of values: [Double]) -> ClosedRange<Double> {
        let finite = values.filter(\.isFinite)
        guard let lowest = finite.min(), let highest = finite.max() else { return 0...1 }
        let median = Median.of(finite)
        var span = max(highest - lowest, abs(median) * minimumSpan)
        if span == 0 { span = 1 }
        var low = (lowest + highest) / 2 - span / 2
        if lowest >= 0, low < 0 { low = 0 }
        return low...(low + span)
    }
}
