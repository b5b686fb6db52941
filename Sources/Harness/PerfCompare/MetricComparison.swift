import BenchReport
import PerfModel
/// The verdict on one metric (or one scenario's outcome) between a baseline and a current run.
public enum Verdict: String, Codable, Sendable, CaseIterable {
    /// Significantly and materially worse, by the metric's polarity: a regression.
    case worse
    /// Significantly and materially better.
    case better
    /// No change this data could tell from noise (see the MDC).
    case unchanged
    /// A metric with no better direction moved; reported, never a failure.
    case changed
    /// Only the current run has it.
    case new
    /// Only the baseline has it.
    case missing
    /// A scenario with no figures on a side (it crashed, timed out or threw there), or on either side
    /// while the current one has none too: neither better nor unchanged — there is nothing to judge.
    case notCompared = "not_compared"
    /// Too few repetitions (or pairs) for the test to flag any change: shown, never judged — neither
    /// unchanged nor a failure.
    case notJudged = "not_judged"

    /// How a summary names it (`2 not judged`, `1 not compared`).
    public var label: String {
        switch self {
        case .notJudged: "not judged"
        case .notCompared: "not compared"
        default: rawValue
        }
    }
}

/// One row of a comparison: a metric of a scenario, with every figure that led to its verdict.
public struct MetricComparison: Codable, Sendable, Equatable {
    /// The scenario.
    public var scenario: String
    /// The metric name, or `status` for the scenario's outcome.
    public var metric: String
    /// The metric's unit.
    public var unit: MetricUnit
    /// The metric's polarity.
    public var polarity: Polarity
    /// Whether it was compared exactly.
    public var deterministic: Bool
    /// The verdict.
    public var verdict: Verdict
    /// Baseline figure (median of its repetitions), if any.
    public var baseline: Double?
    /// Current figure, if any.
    public var current: Double?
    /// Repetitions on each side.
    public var baselineRepetitions: Int
    /// Repetitions on the current side.
    public var currentRepetitions: Int
    /// Ratio of medians with its bootstrap interval, when both sides have figures.
    public var ratio: RatioInterval?
    /// Two-sided Mann-Whitney p-value, when both sides have more than one repetition.
    public var p: Double?
    /// The minimum detectable change at these repetitions.
    public var mdc: MinimumDetectableChange?
    /// A short explanation (single repetition, exact comparison, status change, …).
    public var note: String?
    /// A paired timing's cross-check with the instruction count of the same operation; `nil` when
    /// the run counted no instructions for it.
    public var crossCheck: InstructionCrossCheck.Outcome? = nil
    /// The instruction count's ratio current ÷ baseline of the same operation, beside a cross-checked timing.
    var instructionRatio: Double? = nil
    /// `true` for a paired timing whose pairs were too noisy to vouch for it: its statistical MDC exceeded
    /// the resolution (`PairedResolution`). Not judged unless an instruction count settled it; `nil` otherwise.
    public var tooNoisy: Bool? = nil

    /// Makes a row.
    public init(
        scenario: String, metric: String, unit: MetricUnit, polarity: Polarity, deterministic: Bool,
        verdict: Verdict, baseline: Double?, current: Double?, baselineRepetitions: Int = 0,
        currentRepetitions: Int = 0, ratio: RatioInterval? = nil, p: Double? = nil,
        mdc: MinimumDetectableChange? = nil, note: String? = nil
    ) {
        self.scenario = scenario
        self.metric = metric
        self.unit = unit
        self.polarity = polarity
        self.deterministic = deterministic
        self.verdict = verdict
        self.baseline = baseline
        self.current = current
        self.baselineRepetitions = baselineRepetitions
        self.currentRepetitions = currentRepetitions
        self.ratio = ratio
        self.p = p
        self.mdc = mdc
        self.note = note
    }
}
