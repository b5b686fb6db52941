import BenchReport

/// The regressions a machine's newest run brings: what a nightly fails on, so that a trend that moves
/// a little every night is caught the night it becomes a change point, and only that night.
extension ChangePointFinder {
    /// Regressions of `series` found with each machine's newest run and not without it. A series
    /// whose newest point is not its machine's newest run (the scenario did not run) brings none. A
    /// regression counts as already known when the series had one without the newest run within
    /// `detector.minimumSegment` runs of it (more data may move a known change point a little).
    public func newRegressions(in series: [MetricSeries]) -> [ChangePoint] {
        let newest = Self.newestRuns(of: series)
        let current = series.filter { one in one.stamp != nil && newest[one.fingerprint] == one.stamp }
        let found = ParallelMap.map(current) { newRegressions(in: $0) }
        return found.flatMap { $0 }
    }

    /// The regressions of one series that its newest point brings.
    func newRegressions(in series: MetricSeries) -> [ChangePoint] {
        let now = changePoints(in: series).filter { $0.direction == .worse }
        guard !now.isEmpty else { return [] }
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
}
