import BenchReport
import Determinism
import PerfModel

/// Finds change points in every metric series of a history.
///
/// E-Divisive splits wherever the permutation test says the two sides differ; a split whose magnitude
/// (segment median after ÷ before) is within the metric's noise floor — the same floor `compare` uses,
/// 0 for deterministic metrics — is kept as a segment boundary but not reported: with several
/// repetitions per run the test also finds sub-percent shifts the machine makes on its own.
public struct ChangePointFinder: Sendable {
    /// The detector.
    public var detector: EDivisive
    /// The smallest change reported, per metric.
    public var noiseFloor: NoiseFloor

    /// A finder with the given detector and noise floor.
    public init(detector: EDivisive = EDivisive(), noiseFloor: NoiseFloor = NoiseFloor()) {
        self.detector = detector
        self.noiseFloor = noiseFloor
    }

    /// The change points of one series larger than its noise floor, with magnitude, direction and commit range.
    public func changePoints(in series: MetricSeries) -> [ChangePoint] {
        let floor = noiseFloor.fraction(
            scenario: series.scenario, metric: series.metric, deterministic: series.deterministic)
        return allChangePoints(in: series).filter { abs($0.ratio - 1) > floor || ($0.ratio.isInfinite) }
    }

    /// Every change point the detector finds in one series, however small.
    func allChangePoints(in series: MetricSeries) -> [ChangePoint] {
        let values = series.points.map(\.figure)
        let indices = detector.changePoints(values)
        let bounds = [0] + indices + [values.count]
        return indices.enumerated().map { offset, index in
            let before = Median.of(Array(values[bounds[offset]..<index]))
            let after = Median.of(Array(values[index..<bounds[offset + 2]]))
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
        changePoints(in: MetricSeries.all(in: runs))
    }

    /// The change points of every series, in series order; the series are searched on every core.
    public func changePoints(in series: [MetricSeries]) -> [ChangePoint] {
        let found = ParallelMap.map(series) { changePoints(in: $0) }
        return found.flatMap { $0 }
    }
}
