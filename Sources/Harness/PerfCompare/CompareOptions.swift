import BenchReport
import PerfModel

/// How a comparison judges change.
public struct CompareOptions: Codable, Sendable, Equatable {
    /// Compare reports from machines with different fingerprints (their figures are not comparable).
    public var allowDifferentMachines: Bool
    /// Significance level of the rank test (two-sided).
    public var alpha: Double
    /// Confidence of the bootstrap interval of the ratio.
    public var confidence: Double
    /// Bootstrap resamples.
    public var resamples: Int
    /// Seed of the bootstrap, so a comparison is repeatable.
    public var seed: UInt64
    /// The noise floor per metric.
    public var noiseFloor: NoiseFloor
    /// With a single repetition on a side no test is possible, so no verdict is reached (a verdict
    /// without significance never fails the gate); a change beyond this floor is still pointed out in
    /// the row's note. Single runs of unchanged code moved 1.46× over five runs and 1.85× over forty
    /// back-to-back runs here, so the default, 1.0, points out a doubling or more.
    public var singleRepetitionFloor: Double
    /// The noise floor of a **paired** comparison for metrics no override matches (`nil`: the default,
    /// `NoiseFloor.pairedDefaultFraction`); the overrides of `noiseFloor` apply as they are.
    public var pairedNoiseFloor: Double?
    /// The change an instruction count must exceed to be worse or better (`nil`: `InstructionCount.defaultThreshold`).
    public var instructionThreshold: Double?
    /// The change in wall time a paired run reports as layout/alignment when the operation's instruction
    /// count is the same on both sides (`nil`: `InstructionCrossCheck.defaultLayoutFloor`); beyond it
    /// the timing is judged on its own.
    public var layoutFloor: Double? = nil
    /// The largest statistical MDC a paired timing may have and still be called unchanged on its test
    /// (`nil`: `PairedResolution.defaultResolution`); a noisier one is settled by its instruction count or
    /// not judged (`PairedResolution`).
    public var resolution: Double? = nil
    /// Metrics reported but never gated (`nil`: `CompareOptions.defaultUngated`): a change in them is
    /// `changed`, never `worse`.
    public var ungated: [String]?

    /// `resident_above_floor`: between identical workers it moved by a median 14 % and up to 80 %
    /// (a difference of two ~10 MB kernel figures, often ≤ 0) — it cannot gate (Reports/PERFCI.md).
    /// `heap_growth`: a few hundred bytes either side of 0 between identical workers (−400, −576,
    /// −384 B), where a ratio means nothing; its budget (`≤ 0 B` in its worst repetition) and the leak
    /// verdicts judge it in the run itself.
    static let defaultUngated = [MetricCatalogue.residentAboveFloor.name, MetricCatalogue.heapGrowth.name]

    /// Reported but not gated in a **paired** comparison: `*/cpu_time` (thread CPU time, its clock's read
    /// cost subtracted). In paired A/A runs of the pr tag the only significant changes beyond the 3 %
    /// floor were two CPU times (−3.1 %, −3.7 %, p = 0.043 and 0.031); the same operations' wall times,
    /// which gate, stayed within it (Reports/PERFCI.md).
    static let pairedUngated = ["*/" + MetricCatalogue.cpuTime.name]

    /// Options with the documented defaults.
    public init(
        allowDifferentMachines: Bool = false, alpha: Double = 0.05, confidence: Double = 0.95,
        resamples: Int = 2000, seed: UInt64 = 0x5EED, noiseFloor: NoiseFloor = NoiseFloor(),
        singleRepetitionFloor: Double = 1.0, pairedNoiseFloor: Double? = nil
    ) {
        self.allowDifferentMachines = allowDifferentMachines
        self.alpha = alpha
        self.confidence = confidence
        self.resamples = resamples
        self.seed = seed
        self.noiseFloor = noiseFloor
        self.singleRepetitionFloor = singleRepetitionFloor
        self.pairedNoiseFloor = pairedNoiseFloor
    }

    /// The floor a paired comparison applies: the paired fallback with the same overrides, and — unless
    /// a paired floor was asked for — the per-call minimum of a scenario's timings.
    var pairedFloor: NoiseFloor {
        NoiseFloor(
            fallback: pairedNoiseFloor ?? NoiseFloor.pairedDefaultFraction, overrides: noiseFloor.overrides,
            perCallMinimum: pairedNoiseFloor == nil ? NoiseFloor.pairedPerCallFraction : nil
        )
    }
}
