import Determinism
@testable import MorseInput

/// Collects events.
struct EventLog: MorseEventHandler {
    var events: [MorseEvent] = []
    mutating func handle(_ event: MorseEvent) { events.append(event) }

    var completed: [MorseCode] {
        events.compactMap { if case .symbolCompleted(let code, _) = $0 { code } else { nil } }
    }
}

/// A press as planned: when the key goes down and comes up.
struct Press { var down: Double; var up: Double }

/// Keys `symbols` through a fresh engine with `HumanKeyer` (±20 %) at the speed given per symbol; each
/// press can be rewritten into other edges (`bounce`). Returns the completed codes and the engine.
func keyThrough(
    _ symbols: [MorseCode], wpm: (Int) -> Double, seed: UInt64 = 7, initialWPM: Double = 15,
    bounceProbability: Double = 0,
    bounce: ((Press) -> [(Bool, Double)])? = nil
) throws -> (codes: [MorseCode], engine: MorseEngine<ManualMorseClock>) {
    var engine = try MorseEngine(clock: ManualMorseClock(), timing: MorseTiming(initialWordsPerMinute: initialWPM))
    var keyer = HumanKeyer(random: SplitMix64(seed: seed), bounceProbability: bounceProbability)
    var plan = KeyingPlan()
    var log = EventLog()
    for (index, code) in symbols.enumerated() {
        keyer.plan(code, wordsPerMinute: wpm(index), into: &plan)
        guard let bounce else {
            try plan.play(into: &engine, &log)
            continue
        }
        for edge in stride(from: 0, to: plan.count, by: 2) {
            for (down, time) in bounce(Press(down: plan.times[edge], up: plan.times[edge + 1])) {
                if down { try engine.press(at: time, &log) } else { try engine.release(at: time, &log) }
            }
        }
        try engine.advance(to: plan.end, &log)
    }
    return (log.completed, engine)
}
