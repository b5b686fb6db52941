import BenchReport
/// A whole comparison of a current run against a baseline: what the merge gate decides on.
public struct Comparison: Codable, Sendable, Equatable {
    /// The baseline run's id.
    public var baselineRun: String
    /// The current run's id.
    public var currentRun: String
    /// The baseline's commit, if known.
    public var baselineCommit: String?
    /// The current run's commit, if known.
    public var currentCommit: String?
    /// The baseline machine's fingerprint.
    public var baselineFingerprint: String
    /// The current machine's fingerprint.
    public var currentFingerprint: String
    /// The options the verdicts were reached with.
    public var options: CompareOptions
    /// One row per scenario metric (and per scenario whose outcome changed).
    public var rows: [MetricComparison]
    /// Pairs compared when the two reports are the sides of one paired A/B run; `nil` for a sequential comparison.
    public var pairs: Int? = nil
    /// The pairs a paired run measured again (`scenario#round`, `PairingInfo.remeasured`); `nil` when none.
    public var remeasured: [String]? = nil
    /// The profile the runs' workers collected (`HarnessSettings.profile`); rows of the figures it
    /// perturbs are not judged (`ProfiledFigures`). `nil` for unprofiled runs.
    public var profile: String? = nil

    /// Makes a comparison.
    public init(
        baselineRun: String, currentRun: String, baselineCommit: String?, currentCommit: String?,
        baselineFingerprint: String, currentFingerprint: String, options: CompareOptions, rows: [MetricComparison]
    ) {
        self.baselineRun = baselineRun
        self.currentRun = currentRun
        self.baselineCommit = baselineCommit
        self.currentCommit = currentCommit
        self.baselineFingerprint = baselineFingerprint
        self.currentFingerprint = currentFingerprint
        self.options = options
        self.rows = rows
    }

    /// Whether any row is a regression.
    var hasRegression: Bool { rows.contains { $0.verdict == .worse } }

    /// Whether a scenario had no figures on a side (it crashed, timed out or threw), so the comparison
    /// cannot say there was no regression.
    var hasUncompared: Bool { rows.contains { $0.verdict == .notCompared } }

    /// The rows with the given verdict.
    public func rows(_ verdict: Verdict) -> [MetricComparison] { rows.filter { $0.verdict == verdict } }

    /// Whether the comparison cannot judge: nothing got worse, and either
    /// - some rows could not be judged (too few repetitions or pairs for their test) and no row was judged
    ///   by a test — a paired run of fewer pairs than the signed-rank test can use, or single runs (rows
    ///   judged without a test, exact metrics and instruction counts, do not make a verdict on the rest:
    ///   their figures are shown); or
    /// - a gated paired timing was too noisy to vouch for and no instruction count settled it
    ///   (`PairedResolution`): "no regression" would claim what its pairs could not see.
    public var cannotJudge: Bool {
        guard !hasRegression else { return false }
        if !tooNoisy.isEmpty { return true }
        return rows.contains { $0.verdict == .notJudged } && !rows.contains { $0.verdict != .notJudged && $0.p != nil }
    }

    /// The gated paired timings too noisy to vouch for that no instruction count settled.
    public var tooNoisy: [MetricComparison] { rows.filter { $0.tooNoisy == true && $0.verdict == .notJudged } }

    /// 1 when something regressed; 4 when it cannot judge (`cannotJudge`); else 0 (improvements are
    /// reported, not failures).
    public var exitCode: BenchExitCode { hasRegression ? .budgetFailed : (cannotJudge ? .cannotJudge : .success) }
}
