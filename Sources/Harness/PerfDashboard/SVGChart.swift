import BenchReport
import Determinism
import PerfHistory

/// One metric's trend on one machine as an SVG: the figure per run, the repetitions' spread as a band,
/// change points as vertical marks (a machine change — the same commit on both sides — in grey), the
/// value axis on round steps in the metric's unit, each run's commit as a tick label under the time
/// axis (`CommitTicks`), and a hover title on the newest `hoverPoints` points and on the first point
/// after each change (a chart over 1,000 runs stays a few kilobytes of lines instead of 1,000
/// annotated circles).
///
/// A budget chart (`budget` set) plots the statistic the budget judges — one measured figure per run —
/// with the budget's limit as a dashed line always inside the value range. A trend chart of the
/// median draws no budget: its budget is judged on another statistic, which has its own chart.
struct SVGChart {
    /// How many of the newest points carry a dot with a hover title.
    static let hoverPoints = 60

    var series: MetricSeries
    var changePoints: [ChangePoint]
    /// The budget whose measured figures `series` holds, for a budget chart.
    var budget: BudgetSpec? = nil
    var width = 720.0
    var height = 290.0

    func render() -> String {
        let points = series.points
        let dataValues = points.flatMap { [$0.low, $0.high] }
        let g = ChartGeometry(
            width: width, height: height, margin: (72, 16, 16, CommitTicks.height), count: points.count,
            values: dataValues + (budget.map { [$0.limit] } ?? []),
            wholeSteps: series.unit == .bytes || series.unit == .count)
        var parts: [String] = axisLines(g)
        if budget == nil { parts.append(band(g)) }
        parts.append(trend(g))
        parts += budget.map { [budgetLine(g, $0)] } ?? []
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
    /// 1,000 runs is as light as one of 240 and keeps every excursion of the band. A budget chart keeps
    /// each bucket's figure closest to (or past) the limit instead of the median: a near miss stays visible.
    static let maximumDrawn = 240

    private var drawn: [(index: Int, figure: Double, low: Double, high: Double)] {
        let points = series.points
        let size = max(1, (points.count + Self.maximumDrawn - 1) / Self.maximumDrawn)
        return stride(from: 0, to: points.count, by: size).map { start in
            let bucket = points[start..<min(start + size, points.count)]
            let figures = bucket.map(\.figure)
            let figure =
                budget.flatMap { $0.comparison.suits(.smallerIsBetter) ? figures.max() : figures.min() }
                ?? Median.of(figures)
            return (
                (bucket.startIndex + bucket.endIndex - 1) / 2, figure,
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

    private func budgetLine(_ g: ChartGeometry, _ budget: BudgetSpec) -> String {
        let y = ChartGeometry.fmt(g.y(budget.limit))
        let statistic = budget.statistic == .value ? "" : "\(budget.statistic.label) "
        let text = "budget: \(statistic)\(budget.comparison.symbol) \(UnitFormat.format(budget.limit, series.unit))"
        return """
            <line class="budget-line" x1="\(ChartGeometry.fmt(g.margin.left))" x2="\(ChartGeometry.fmt(width - g.margin.right))" y1="\(y)" y2="\(y)"><title>\(HTML.escape(text))</title></line>
            <text class="axis budget-label" x="\(ChartGeometry.fmt(width - g.margin.right - 4))" y="\(ChartGeometry.fmt(g.y(budget.limit) - 4))" text-anchor="end">\(HTML.escape(text))</text>
            """
    }

    private func mark(_ g: ChartGeometry, _ point: ChangePoint) -> String {
        let position = (g.x(point.index - 1) + g.x(point.index)) / 2
        let x = ChartGeometry.fmt(position)
        let kind = point.isMachineChange ? "machine" : point.kind
        let text =
            point.isMachineChange
            ? "machine change (same commit on both sides, not the code): \(point.summary)"
            : "\(point.kind): \(point.summary)"
        let label = point.isMachineChange ? "machine change" : point.kind
        return
            "<line class=\"change-point \(kind)\" x1=\"\(x)\" x2=\"\(x)\" y1=\"\(ChartGeometry.fmt(g.margin.top))\" y2=\"\(ChartGeometry.fmt(height - g.margin.bottom))\"><title>\(HTML.escape(text))</title></line><text class=\"axis mark-label\" x=\"\(ChartGeometry.fmt(position + 3))\" y=\"\(ChartGeometry.fmt(g.margin.top + 9))\">\(label)</text>"
    }

    private func dot(_ g: ChartGeometry, _ index: Int, _ point: MetricSeries.Point) -> String {
        let unit = series.unit
        let figure =
            budget.map {
                "\(series.metric) \($0.statistic == .value ? "worst repetition" : $0.statistic.label): \(UnitFormat.format(point.figure, unit))"
            }
            ?? "\(series.metric): \(UnitFormat.format(point.figure, unit)) (median of \(point.repetitions); \(UnitFormat.format(point.low, unit)) – \(UnitFormat.format(point.high, unit)))"
        let text =
            "commit \(ShortCommit.of(point.commit)) · run \(point.runId) · \(point.startedAt)\n\(figure)"
        return
            "<circle class=\"point\" cx=\"\(ChartGeometry.fmt(g.x(index)))\" cy=\"\(ChartGeometry.fmt(g.y(point.figure)))\" r=\"3.5\"><title>\(HTML.escape(text))</title></circle>"
    }

    /// The value axis: a faint line and a label in the metric's unit at every tick.
    private func axisLines(_ g: ChartGeometry) -> [String] {
        g.ticks.map { value in
            let y = ChartGeometry.fmt(g.y(value))
            return """
                <line class="grid" x1="\(ChartGeometry.fmt(g.margin.left))" x2="\(ChartGeometry.fmt(width - g.margin.right))" y1="\(y)" y2="\(y)"/><text class="axis value-tick" x="\(ChartGeometry.fmt(g.margin.left - 6))" y="\(ChartGeometry.fmt(g.y(value) + 4))" text-anchor="end">\(HTML.escape(Self.axisLabel(value, series.unit, digits: g.tickDigits)))</text>
                """
        }
    }

    /// A value-axis label in the unit's format, a large whole count grouped by thousands (`3,800,000`).
    static func axisLabel(_ value: Double, _ unit: MetricUnit, digits: Int) -> String {
        guard unit == .count, value == value.rounded(), abs(value) >= 10_000, abs(value) < 1e15 else {
            return UnitFormat.format(value, unit, digits: digits)
        }
        var digits = String(Int64(abs(value)))
        var groups: [Substring] = []
        while digits.count > 3 {
            groups.insert(digits.suffix(3), at: 0)
            digits.removeLast(3)
        }
        groups.insert(Substring(digits), at: 0)
        return (value < 0 ? "-" : "") + groups.joined(separator: ",")
    }

    private func axes(_ g: ChartGeometry) -> [String] {
        CommitTicks(points: series.points, marked: changePoints.map(\.index)).render(g)
    }
}
