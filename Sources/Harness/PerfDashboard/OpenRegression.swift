import BenchReport
import Determinism
import PerfHistory
import PerfModel

/// A regression that still holds at a series' newest runs: what the index lists first.
///
/// A regression change point (not a machine change: the commit changed across it) is open when the
/// median since the series' last change point is still worse than the level before the regression by
/// more than the metric's noise floor — a later fix, a revert or an improvement that undid it closes it.
struct OpenRegression {
    /// The change point where it began.
    var change: ChangePoint
    /// The series it is in.
    var series: MetricSeries
    /// The median since the series' last change point.
    var latest: Double

    /// When the first run after the change started.
    var since: String { series.points.indices.contains(change.index) ? series.points[change.index].startedAt : "" }

    /// `latest` against the level before the regression.
    var ratioNow: Double { RatioBootstrap.safeRatio(latest, change.before) }

    /// The open regressions among `changePoints` of `series`, newest first (largest first on one run).
    static func find(in series: [MetricSeries], changePoints: [ChangePoint], noiseFloor: NoiseFloor)
        -> [OpenRegression]
    {
        let byKey = Dictionary(grouping: changePoints) { $0.seriesKey }
        var open: [OpenRegression] = []
        for one in series {
            guard let points = byKey[one.seriesKey],
                points.contains(where: { $0.direction == .worse && !$0.isMachineChange })
            else { continue }
            let start = points.map(\.index).max() ?? 0
            let latest = Median.of(one.points[start...].map(\.figure))
            let floor = noiseFloor.fraction(
                scenario: one.scenario, metric: one.metric, deterministic: one.deterministic)
            for point in points where point.direction == .worse && !point.isMachineChange {
                let still = one.polarity.direction(from: point.before, to: latest) == .worse
                let ratio = RatioBootstrap.safeRatio(latest, point.before)
                guard still, abs(ratio - 1) > floor || ratio.isInfinite else { continue }
                open.append(OpenRegression(change: point, series: one, latest: latest))
            }
        }
        return open.sorted {
            ($0.since, abs($0.change.ratio - 1)) > ($1.since, abs($1.change.ratio - 1))
        }
    }
}
