import BenchModel

/// A scenario that declares a repetition cap (`Repetitions(atMost:because:)`) in a run that asked for
/// more repetitions than the cap: how many ran and why, so a report never shows fewer silently.
public struct CappedRepetitions: Codable, Sendable, Equatable {
    /// The run's repetitions (`--repetitions`).
    public var requested: Int
    /// The scenario's declared cap.
    public var cap: Int
    /// The repetitions it ran: the cap when `applied`, else every one requested.
    public var ran: Int
    /// Whether the cap was applied; a paired run (`--against`) does not apply caps (its test needs its pairs).
    public var applied: Bool
    /// The scenario's reason for the cap.
    public var reason: String

    /// Repetitions `compare` needs a side to judge a timing: the rank-sum test's smallest p-value is
    /// 2 / C(2n, n): 0.1 with 3 a side, 0.029 with 4 (below the 0.05 it judges at).
    static let fewestToCompare = 4

    /// The record of a run asking for `requested` repetitions of a scenario capped at `cap` (applied or not).
    public init(requested: Int, cap: Int, applied: Bool, reason: String) {
        self.requested = requested
        self.cap = cap
        self.ran = applied ? RepetitionCap(atMost: cap, reason: reason).repetitions(of: requested) : requested
        self.applied = applied
        self.reason = reason
    }

    /// The record for `info` in a run asking for `requested` repetitions; `nil` when it declares no cap
    /// or its cap is not below `requested`.
    public static func of(_ info: ScenarioInfo, requested: Int, applied: Bool) -> CappedRepetitions? {
        guard let cap = info.repetitionCap, requested > cap.atMost else { return nil }
        return CappedRepetitions(requested: requested, cap: cap.atMost, applied: applied, reason: cap.reason)
    }

    /// One line for the reports and the console: how many ran, why, and what that leaves unjudged.
    public var description: String {
        guard applied else {
            return
                "\(ran) repetitions: its cap of \(cap) is not applied in a paired run (the signed-rank test needs its pairs)"
        }
        let note =
            ran < Self.fewestToCompare
            ? "; its timings cannot be judged against another run's (`compare` needs ≥ \(Self.fewestToCompare) a side), its exact metrics and budgets are"
            : ""
        return "\(ran) of \(requested) repetitions (capped: \(reason))\(note)"
    }
}
