@testable import MorseInput

/// A seeded hand on the key: press and release times for text at a speed, with jitter and bounces.
struct Keyer {
    struct Press { var down: Double; var up: Double }

    var random: UInt64
    var time = 1_000.0
    var jitter = 0.2

    init(seed: UInt64) { random = seed }

    mutating func uniform() -> Double {
        random &+= 0x9E37_79B9_7F4A_7C15
        var z = random
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return Double((z ^ (z >> 31)) >> 11) / Double(1 << 53)
    }

    /// `units` at `wpm`, ±jitter.
    mutating func duration(_ units: Double, wpm: Double) -> Double {
        units * 1_200 / wpm * (1 + jitter * (2 * uniform() - 1))
    }

    /// The presses of one symbol, then the gap after it (3 units, or 7 at a word's end).
    mutating func key(_ code: MorseCode, wpm: Double, endsWord: Bool = false) -> [Press] {
        var presses: [Press] = []
        for (index, signal) in code.enumerated() {
            if index > 0 { time += duration(1, wpm: wpm) }
            let length = duration(Double(signal.units), wpm: wpm)
            presses.append(Press(down: time, up: time + length))
            time += length
        }
        time += duration(endsWord ? 7 : 3, wpm: wpm)
        return presses
    }
}

/// Collects events.
struct EventLog: MorseEventHandler {
    var events: [MorseEvent] = []
    mutating func handle(_ event: MorseEvent) { events.append(event) }

    var completed: [MorseCode] {
        events.compactMap { if case .symbolCompleted(let code, _) = $0 { code } else { nil } }
    }
}

/// Keys `symbols` through a fresh engine at the speeds given per symbol; returns the completed codes.
func keyThrough(
    _ symbols: [MorseCode], wpm: (Int) -> Double, seed: UInt64 = 7, initialWPM: Double = 15,
    bounce: ((inout Keyer, Keyer.Press) -> [(Bool, Double)])? = nil
) throws -> (codes: [MorseCode], engine: MorseEngine<ManualMorseClock>) {
    var engine = try MorseEngine(clock: ManualMorseClock(), timing: MorseTiming(initialWordsPerMinute: initialWPM))
    var keyer = Keyer(seed: seed)
    var log = EventLog()
    for (index, code) in symbols.enumerated() {
        for press in keyer.key(code, wpm: wpm(index)) {
            let edges = bounce?(&keyer, press) ?? [(true, press.down), (false, press.up)]
            for (down, time) in edges {
                if down { try engine.press(at: time, &log) } else { try engine.release(at: time, &log) }
            }
        }
        try engine.advance(to: keyer.time - 10, &log)
    }
    return (log.completed, engine)
}
