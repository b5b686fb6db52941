/// A scenario's ceiling on its repetitions (`Repetitions(atMost:because:)`), and why fewer suffice.
///
/// A run asking for more repetitions runs the scenario `atMost` times, in rounds 1…`atMost` (each with
/// its own worker, as every repetition), and its report says so with the reason.
public struct RepetitionCap: Codable, Sendable, Equatable {
    /// The most repetitions the scenario runs in one run (1 or more).
    public var atMost: Int
    /// Why more would add nothing (e.g. its metrics are deterministic and every worker has thousands of samples).
    public var reason: String

    /// A cap of `atMost` repetitions, for `reason`.
    public init(atMost: Int, reason: String) {
        self.atMost = atMost
        self.reason = reason
    }

    /// The repetitions a run asking for `requested` gives the scenario: at most `atMost`, at least 1.
    public func repetitions(of requested: Int) -> Int { Swift.max(1, Swift.min(requested, atMost)) }

    /// What is wrong with the declaration, or `nil` when it is sound.
    public var problem: String? {
        if atMost < 1 { return "has Repetitions(atMost: \(atMost)); it must be 1 or more" }
        if reason.allSatisfy({ $0 == " " || $0 == "\t" || $0 == "\n" }) {
            return "has Repetitions(atMost: \(atMost)) without a reason; say why fewer repetitions suffice"
        }
        return nil
    }
}
