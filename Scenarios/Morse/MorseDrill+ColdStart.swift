import BenchKit
import MorseInput

/// A cold start: a fresh engine begins at the default 15 WPM while the user keys at another speed, so
/// the first symbols may be misread until the estimate has moved (a dot at 5 WPM lasts as long as a
/// dash at 15). The drill measures, per user speed, how many symbols are keyed before the one from which
/// every symbol decodes as keyed — the worst over a few practice texts and seeds (no bounces) — once,
/// when the drill is made, so none of it runs in the measured phase.
extension MorseDrill {
    /// The user speeds measured, in words per minute, and each one's metric.
    static let coldStartSpeeds: [(wordsPerMinute: Double, metric: String)] = [
        (5, "cold_start_misreads_5wpm"), (10, "cold_start_misreads_10wpm"),
        (20, "cold_start_misreads_20wpm"), (30, "cold_start_misreads_30wpm"),
    ]

    /// The practice texts keyed from a cold start.
    static let coldStartTexts = ["H9G0 PARIS", "EISH5 TMO0", "SOS 73 QRZ", "THE QUICK BROWN FOX"]

    /// The worst number of symbols misread before every symbol decodes, at each of `coldStartSpeeds`.
    static func measureColdStarts(seed: UInt64) throws -> [Double] {
        try coldStartSpeeds.map { speed in
            var worst = 0
            for (index, text) in coldStartTexts.enumerated() {
                let codes = Array(try MorseAlphabet.itu.encode(text).joined())
                for round in 0..<4 {
                    let runSeed = seed &+ UInt64(index * 16 + round)
                    worst = max(
                        worst, try symbolsUntilCorrect(codes, wordsPerMinute: speed.wordsPerMinute, seed: runSeed))
                }
            }
            return Double(worst)
        }
    }

    /// The symbols keyed before the one from which every symbol of `codes` decodes as keyed.
    static func symbolsUntilCorrect(_ codes: [MorseCode], wordsPerMinute: Double, seed: UInt64) throws -> Int {
        var engine = try MorseEngine(clock: ManualMorseClock(), timing: MorseTiming())
        var keyer = HumanKeyer(random: SeededRandom(seed: seed), bounceProbability: 0)
        var plan = KeyingPlan()
        var completed = CompletedCodes()
        var wrongUntil = 0
        for (index, code) in codes.enumerated() {
            let before = completed.codes.count
            keyer.plan(code, wordsPerMinute: wordsPerMinute, into: &plan)
            try plan.play(into: &engine, &completed)
            if Array(completed.codes.dropFirst(before)) != [code] { wrongUntil = index + 1 }
        }
        return wrongUntil
    }
}

/// Keeps every completed symbol's code.
struct CompletedCodes: MorseEventHandler {
    var codes: [MorseCode] = []

    mutating func handle(_ event: MorseEvent) {
        if case .symbolCompleted(let code, _) = event { codes.append(code) }
    }
}
