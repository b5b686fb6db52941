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
    /// The floor used when a side has a single repetition (no test possible): only a change larger than
    /// single runs of unchanged code were seen to move is flagged — 1.46× over five runs and 1.85×
    /// over forty back-to-back runs here — so the default, 1.0, flags a doubling or more.
    public var singleRepetitionFloor: Double

    /// Options with the documented defaults.
    public init(
        allowDifferentMachines: Bool = false, alpha: Double = 0.05, confidence: Double = 0.95,
        resamples: Int = 2000, seed: UInt64 = 0x5EED, noiseFloor: NoiseFloor = NoiseFloor(),
        singleRepetitionFloor: Double = 1.0
    ) {
        self.allowDifferentMachines = allowDifferentMachines
        self.alpha = alpha
        self.confidence = confidence
        self.resamples = resamples
        self.seed = seed
        self.noiseFloor = noiseFloor
        self.singleRepetitionFloor = singleRepetitionFloor
    }
}
