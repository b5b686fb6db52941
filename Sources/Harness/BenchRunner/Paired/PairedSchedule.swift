import BenchReport

/// One side of a paired A/B run: the role its report carries.
public typealias PairedSide = PairingInfo.Role

/// The order a paired run starts its workers in: round after round, each round running every scenario
/// (the resident floor first) once on each side that has it, the two sides of a scenario back to back.
/// The side that goes first alternates round by round — A B, B A, A B, … (ABBA) — so a drift of the
/// machine within a round favours neither side over two rounds, and both sides of a pair see the same
/// machine mode whenever that mode lasts longer than two workers.
public enum PairedSchedule {
    /// One worker to start.
    public struct Slot: Sendable, Equatable {
        /// 1-based round (= the repetition index on each side).
        public var round: Int
        /// The scenario.
        public var scenario: String
        /// The side that runs it.
        public var side: PairedSide
    }

    /// The sides of round `round` (1-based) in the order they run: baseline first in odd rounds.
    public static func order(round: Int) -> [PairedSide] {
        round % 2 == 1 ? [.baseline, .current] : [.current, .baseline]
    }

    /// Every worker of a paired run, in order. `scenarios` lists each scenario once (floor first); a
    /// scenario runs on a side only when that side's worker has it.
    public static func slots(rounds: Int, scenarios: [String], baseline: Set<String>, current: Set<String>) -> [Slot] {
        var slots: [Slot] = []
        for round in 1...Swift.max(1, rounds) {
            for scenario in scenarios {
                for side in order(round: round) where (side == .baseline ? baseline : current).contains(scenario) {
                    slots.append(Slot(round: round, scenario: scenario, side: side))
                }
            }
        }
        return slots
    }
}
