import BenchReport
import PerfModel

/// The regressions a machine's newest run brings: what a nightly fails on, so that a trend that moves
/// a little every night is caught the night it becomes a change point, and only that night.
extension ChangePointFinder {
    /// The regressions among `found` (this finder's change points of `series`) that each machine's newest
    /// run brings: those the series without its newest point does not have. Only a series with a
    /// regression is searched again; one whose newest point is not its machine's newest run (the scenario
    /// did not run) brings none. A regression counts as already known when the shorter series has one
    /// within `detector.minimumSegment` runs of it (more data may move a known change point a little). A
    /// step between two runs of one commit (`isMachineChange`) is the machine's, not a regression: the
    /// code did not change there, and there is nothing to bisect (the dashboard leaves it out of its open
    /// regressions alike).
    func newRegressions(among found: [ChangePoint], in series: [MetricSeries]) -> [ChangePoint] {
        let regressions = found.filter { $0.direction == .worse && !$0.isMachineChange }
        let worse = Dictionary(grouping: regressions) { $0.seriesKey }
        guard !worse.isEmpty else { return [] }
        let newest = Self.newestRuns(of: series)
        let current = series.filter { one in
            worse[one.seriesKey] != nil && one.stamp != nil && newest[one.fingerprint] == one.stamp
        }
        let fresh = ParallelMap.map(current) { one in newRegressions(worse[one.seriesKey] ?? [], in: one) }
        return fresh.flatMap { $0 }
    }

    /// The regressions `now` of one series that its newest point brings.
    func newRegressions(_ now: [ChangePoint], in series: MetricSeries) -> [ChangePoint] {
        var before = series
        before.points.removeLast()
        let known = changePoints(in: before).filter { $0.direction == .worse }.map(\.index)
        let slack = detector.minimumSegment
        return now.filter { point in !known.contains { abs($0 - point.index) <= slack } }
    }

    /// Each machine's newest run (the latest start among its series' newest points).
    static func newestRuns(of series: [MetricSeries]) -> [String: MetricSeries.Stamp] {
        var newest: [String: MetricSeries.Stamp] = [:]
        for one in series {
            guard let last = one.points.last?.stamp else { continue }
            if let seen = newest[one.fingerprint], seen.startedAt >= last.startedAt { continue }
            newest[one.fingerprint] = last
        }
        return newest
    }
}

extension MetricSeries {
    /// The run of the series' newest point.
    var stamp: Stamp? { points.last?.stamp }
    /// The series' key: machine, scenario and metric.
    package var seriesKey: SeriesKey { SeriesKey(fingerprint: fingerprint, scenario: scenario, metric: metric) }
}

extension ChangePoint {
    /// The key of the series the change point is in.
    package var seriesKey: SeriesKey { SeriesKey(fingerprint: fingerprint, scenario: scenario, metric: metric) }
}
