import BenchReport
import PerfModel
/// A detected change in one metric's history on one machine.
public struct ChangePoint: Codable, Sendable, Equatable {
    /// The machine's fingerprint.
    public var fingerprint: String
    /// The scenario.
    public var scenario: String
    /// The metric.
    public var metric: String
    /// The metric's unit.
    public var unit: MetricUnit
    /// Index in the series of the first run after the change.
    public var index: Int
    /// The last commit before the change (the range is `lastGoodCommit..firstChangedCommit`).
    public var lastCommitBefore: String?
    /// The first commit measured after the change.
    public var firstCommitAfter: String?
    /// Run id of the first run after the change.
    public var runId: String
    /// Median of the segment before.
    public var before: Double
    /// Median of the segment after.
    public var after: Double
    /// `after / before`.
    public var ratio: Double
    /// `worse` (a regression), `better` (an improvement) or `changed`, from the metric's polarity.
    public var direction: ChangeDirection

    /// Makes a change point.
    public init(
        fingerprint: String, scenario: String, metric: String, unit: MetricUnit, index: Int,
        lastCommitBefore: String?, firstCommitAfter: String?, runId: String,
        before: Double, after: Double, ratio: Double, direction: ChangeDirection
    ) {
        self.fingerprint = fingerprint
        self.scenario = scenario
        self.metric = metric
        self.unit = unit
        self.index = index
        self.lastCommitBefore = lastCommitBefore
        self.firstCommitAfter = firstCommitAfter
        self.runId = runId
        self.before = before
        self.after = after
        self.ratio = ratio
        self.direction = direction
    }

    /// `regression`, `improvement` or `change`.
    public var kind: String {
        switch direction {
        case .worse: "regression"
        case .better: "improvement"
        case .changed, .none: "change"
        }
    }

    /// `8.42 µs → 12.6 µs (+49.3 %) in abc123..def456`.
    public var summary: String {
        let (from, to) = UnitFormat.pair(before, after, unit)
        return "\(from) → \(to) (\(UnitFormat.percentChange(ratio))) in \(commitRange)"
    }

    /// The commit range the change falls in: `abc123..def456`.
    public var commitRange: String {
        "\(lastCommitBefore == nil ? "start" : ShortCommit.of(lastCommitBefore))..\(ShortCommit.of(firstCommitAfter))"
    }
}
