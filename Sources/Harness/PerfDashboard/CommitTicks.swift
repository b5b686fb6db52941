import BenchReport
import PerfHistory

/// The time axis of a chart: each labelled run's commit (8 hex digits), written upwards under its
/// point so that neighbouring labels do not overlap. Every run is labelled up to `maximumLabels` runs;
/// beyond, evenly spaced runs are, always with the newest run and the first run after each change
/// point (the first bad commit). Every point's commit is also in its hover title.
struct CommitTicks {
    /// The most labels a chart's width holds (one every 16 px of a 720 px chart).
    static let maximumLabels = 40
    /// The room under the plot the labels take, pixels.
    static let height = 74.0
    /// Hex digits of a tick's commit (shorter than a report's: the labels stand in the chart's margin).
    static let digits = 8

    var points: [MetricSeries.Point]
    /// Indices always labelled: the first run after each change point.
    var marked: [Int]

    /// The indices labelled.
    var labelled: [Int] {
        guard points.count > Self.maximumLabels else { return Array(points.indices) }
        let every = (points.count + Self.maximumLabels - 1) / Self.maximumLabels
        var chosen = Set(stride(from: 0, to: points.count, by: every))
        chosen.insert(points.count - 1)
        for index in marked where points.indices.contains(index) {
            // A marked run replaces the evenly spaced labels too close to it to read.
            for near in (index - every / 2)...(index + every / 2) where near != points.count - 1 { chosen.remove(near) }
            chosen.insert(index)
        }
        return chosen.sorted()
    }

    /// The tick marks as one path and the labels in one group turned a quarter left (a label at
    /// `x = -top, y = column` there stands upright under its column, ending at `top`): a few dozen bytes
    /// per label, so a site of 3,000 charts stays small.
    func render(_ g: ChartGeometry) -> [String] {
        let base = g.height - g.margin.bottom
        let indices = labelled
        let marks = indices.map { "M\(ChartGeometry.fmt(g.x($0))),\(ChartGeometry.fmt(base))v4" }.joined()
        let top = ChartGeometry.fmt(-(base + 8))
        let labels = indices.map { index in
            let commit = ShortCommit.of(points[index].commit, digits: Self.digits)
            return
                "<text class=\"commit-tick\" x=\"\(top)\" y=\"\(ChartGeometry.fmt(g.x(index)))\">\(HTML.escape(commit))</text>"
        }
        let caption =
            "<text class=\"axis\" x=\"\(ChartGeometry.fmt(g.width - g.margin.right))\" y=\"\(ChartGeometry.fmt(g.height - 2))\" text-anchor=\"end\">commit of each run, oldest left (\(points.count) runs)</text>"
        return [
            "<g class=\"commit-ticks\"><path class=\"tick\" d=\"\(marks)\"/>",
            "<g transform=\"rotate(-90)\" text-anchor=\"end\">\(labels.joined())</g>", caption, "</g>",
        ]
    }
}
