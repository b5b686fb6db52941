import BenchKit
import MorseInput

/// A cold start (`ColdStart`): the drill measures, per user speed, how many symbols are keyed before the
/// one from which every symbol decodes as keyed — the worst over a few practice texts and seeds (no bounces) — once,
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
                    let keyer = HumanKeyer(random: SeededRandom(seed: runSeed), bounceProbability: 0)
                    let misread = try ColdStart.symbolsMisread(
                        codes, wordsPerMinute: speed.wordsPerMinute, keyer: keyer)
                    worst = max(worst, misread)
                }
            }
            return Double(worst)
        }
    }
}
