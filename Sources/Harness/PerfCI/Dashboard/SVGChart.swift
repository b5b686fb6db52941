import BenchReport
/// One metric's trend on one machine as an SVG: the figure per run, the repetitions' spread as a band,
/// budgets as dashed lines, change points as vertical marks, and a hover title on the newest
/// `hoverPoints` points and on the first point after each change (a chart over 1,000 runs
/// stays a few kilobytes of lines instead of 1,000 annotated circles).
struct SVGChart {
    /// How many of the newest points carry a dot with a hover title.
    static let hoverPoints = 60

    var series: MetricSeries
    var changePoints: [ChangePoint]
    var width = 720.0
    var height = 240.0

    func render() -> String {
        let points = series.points
        let budgetValues = series.budgets.map(\.budget.limit)
        let dataValues = points.flatMap { [$0.low, $0.high] }
        let near = budgetValues.filter { limit in dataValues.contains { abs($0) > 0 && limit <= 3 * abs($0) } }
        let g = ChartGeometry(
            width: width, height: height, margin: (64, 16, 16, 36), count: points.count, values: dataValues + near)
        var parts: [String] = []
        parts.append(band(g))
        parts.append(trend(g))
        parts += series.budgets.map { budget(g, $0) }
        parts += changePoints.map { mark(g, $0) }
        let marked = Set(changePoints.map(\.index))
        parts += points.indices.filter { $0 >= points.count - Self.hoverPoints || marked.contains($0) }.map {
            dot(g, $0, points[$0])
        }
        parts += axes(g)
        let label = HTML.escape("\(series.scenario) \(series.metric)")
        return """
            <svg class="chart" role="img" aria-label="\(label)" data-metric="\(HTML.escape(series.metric))" width="\(Int(width))" height="\(Int(height))" viewBox="0 0 \(Int(width)) \(Int(height))" xmlns="http://www.w3.org/2000/svg">
            \(parts.joined(separator: "\n"))
            </svg>
            """
    }

    /// At most `maximumDrawn` points for the band and the line: consecutive runs merged into one (its
    /// middle run's position, the median figure, the lowest low and the highest high), so a chart of
    /// 1,000 runs is as light as one of 240 and keeps every excursion of the band.
    static let maximumDrawn = 240

    private var drawn: [(index: Int, figure: Double, low: Double, high: Double)] {
        let points = series.points
        let size = max(1, (points.count + Self.maximumDrawn - 1) / Self.maximumDrawn)
        return stride(from: 0, to: points.count, by: size).map { start in
            let bucket = points[start..<min(start + size, points.count)]
            return (
                (bucket.startIndex + bucket.endIndex - 1) / 2, Median.of(bucket.map(\.figure)),
                bucket.map(\.low).min() ?? .nan, bucket.map(\.high).max() ?? .nan
            )
        }
    }

    private func band(_ g: ChartGeometry) -> String {
        let drawn = drawn
        let upper = drawn.map { "\(ChartGeometry.fmt(g.x($0.index))),\(ChartGeometry.fmt(g.y($0.high)))" }
        let lower = drawn.reversed().map { "\(ChartGeometry.fmt(g.x($0.index))),\(ChartGeometry.fmt(g.y($0.low)))" }
        return
            "<polygon class=\"spread-band\" points=\"\((upper + lower).joined(separator: " "))\"><title>spread of the repetitions (min–max)</title></polygon>"
    }

    private func trend(_ g: ChartGeometry) -> String {
        let coordinates = drawn.map { "\(ChartGeometry.fmt(g.x($0.index))),\(ChartGeometry.fmt(g.y($0.figure)))" }
        return "<polyline class=\"trend\" points=\"\(coordinates.joined(separator: " "))\"/>"
    }

    private func budget(_ g: ChartGeometry, _ budget: BudgetVerdict) -> String {
        let y = ChartGeometry.fmt(g.y(budget.budget.limit))
        let offScale = g.contains(budget.budget.limit) ? "" : " (off scale)"
        let text =
            "budget: \(budget.budget.statistic.rawValue) \(budget.budget.comparison.rawValue.replacingOccurrences(of: "_", with: " ")) \(UnitFormat.format(budget.budget.limit, series.unit))\(offScale)"
        return """
            <line class="budget-line" x1="\(ChartGeometry.fmt(g.margin.left))" x2="\(ChartGeometry.fmt(width - g.margin.right))" y1="\(y)" y2="\(y)"><title>\(HTML.escape(text))</title></line>
            <text class="axis" x="\(ChartGeometry.fmt(width - g.margin.right - 4))" y="\(ChartGeometry.fmt(g.y(budget.budget.limit) - 4))" text-anchor="end">\(HTML.escape(text))</text>
            """
    }

    private func mark(_ g: ChartGeometry, _ point: ChangePoint) -> String {
        let x = ChartGeometry.fmt((g.x(point.index - 1) + g.x(point.index)) / 2)
        let text = "\(point.kind): \(point.summary)"
        return
            "<line class=\"change-point \(point.kind)\" x1=\"\(x)\" x2=\"\(x)\" y1=\"\(ChartGeometry.fmt(g.margin.top))\" y2=\"\(ChartGeometry.fmt(height - g.margin.bottom))\"><title>\(HTML.escape(text))</title></line>"
    }

    private func dot(_ g: ChartGeometry, _ index: Int, _ point: MetricSeries.Point) -> String {
        let unit = series.unit
        let text =
            "commit \(point.commit.map { String($0.prefix(12)) } ?? "unknown") · run \(point.runId) · \(point.startedAt)\n\(series.metric): \(UnitFormat.format(point.figure, unit)) (median of \(point.repetitions); \(UnitFormat.format(point.low, unit)) – \(UnitFormat.format(point.high, unit)))"
        return
            "<circle class=\"point\" cx=\"\(ChartGeometry.fmt(g.x(index)))\" cy=\"\(ChartGeometry.fmt(g.y(point.figure)))\" r=\"3.5\"><title>\(HTML.escape(text))</title></circle>"
    }

    private func axes(_ g: ChartGeometry) -> [String] {
        var top = UnitFormat.format(g.high, series.unit), bottom = UnitFormat.format(g.low, series.unit)
        if top == bottom { (top, bottom) = (String(format: "%.6g", g.high), String(format: "%.6g", g.low)) }
        let first = series.points.first?.commit.map { String($0.prefix(8)) } ?? ""
        let last = series.points.last?.commit.map { String($0.prefix(8)) } ?? ""
        return [
            "<text class=\"axis\" x=\"4\" y=\"\(ChartGeometry.fmt(g.margin.top + 10))\">\(HTML.escape(top))</text>",
            "<text class=\"axis\" x=\"4\" y=\"\(ChartGeometry.fmt(height - g.margin.bottom))\">\(HTML.escape(bottom))</text>",
            "<text class=\"axis\" x=\"\(ChartGeometry.fmt(g.margin.left))\" y=\"\(ChartGeometry.fmt(height - 12))\">\(HTML.escape(first))</text>",
            "<text class=\"axis\" x=\"\(ChartGeometry.fmt(width - g.margin.right))\" y=\"\(ChartGeometry.fmt(height - 12))\" text-anchor=\"end\">\(HTML.escape(last)) (\(series.points.count) runs)</text>",
        ]
    }
}
