/// Finds change points in every metric series of a history.
public struct ChangePointFinder: Sendable {
    /// The detector.
    public var detector: EDivisive

    /// A finder with the given detector.
    public init(detector: EDivisive = EDivisive()) { self.detector = detector }

    /// The change points of one series, with magnitude, direction and commit range.
    public func changePoints(in series: MetricSeries) -> [ChangePoint] {
        let values = series.points.map(\.figure)
        let indices = detector.changePoints(values)
        let bounds = [0] + indices + [values.count]
        return indices.enumerated().map { offset, index in
            let before = Sample.median(Array(values[bounds[offset]..<index]))
            let after = Sample.median(Array(values[index..<bounds[offset + 2]]))
            return ChangePoint(
                fingerprint: series.fingerprint, scenario: series.scenario, metric: series.metric, unit: series.unit,
                index: index, lastCommitBefore: series.points[index - 1].commit,
                firstCommitAfter: series.points[index].commit, runId: series.points[index].runId,
                before: before, after: after, ratio: RatioBootstrap.safeRatio(after, before),
                direction: series.polarity.direction(from: before, to: after)
            )
        }
    }

    /// The change points of every series in `runs`.
    public func changePoints(in runs: [HistoryRun]) -> [ChangePoint] {
        MetricSeries.all(in: runs).flatMap { changePoints(in: $0) }
    }
}
