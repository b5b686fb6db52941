import BenchReport
/// A small inline trend for the index page.
struct Sparkline {
    var series: MetricSeries

    func render(width: Double = 140, height: Double = 28) -> String {
        let values = series.points.suffix(120).map(\.figure)
        let g = ChartGeometry(width: width, height: height, margin: (2, 2, 2, 2), count: values.count, values: values)
        let coordinates = values.enumerated().map {
            "\(ChartGeometry.fmt(g.x($0.offset))),\(ChartGeometry.fmt(g.y($0.element)))"
        }
        let last = values.last.map { UnitFormat.format($0, series.unit) } ?? "—"
        return """
            <svg class="sparkline" width="\(Int(width))" height="\(Int(height))" viewBox="0 0 \(Int(width)) \(Int(height))" xmlns="http://www.w3.org/2000/svg"><title>\(HTML.escape("\(series.metric) over \(values.count) runs, latest \(last)"))</title><polyline points="\(coordinates.joined(separator: " "))"/></svg>
            """
    }
}
