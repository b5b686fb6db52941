import Determinism
import Testing

@testable import MorseInput

/// A cold start measured on random texts: 2,000 seeded texts of random ITU letters and figures per user
/// speed, each keyed once with ±20 % jitter and no bounces through a fresh engine at the default 15 WPM,
/// counting the symbols keyed before the one from which every symbol decodes (`ColdStart`). The
/// distribution is the one `MorseEngine`'s documentation states; this holds the engine to it.
struct ColdStartDistributionTests {
    /// The user speeds measured.
    static let speeds: [Double] = [10, 15, 20, 25, 30]
    /// Texts per speed.
    static let textCount = 2_000

    /// The symbols a random text is made of: the letters A–Z and the figures.
    static let symbols: [Character] = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789")

    /// A random text of 2–6 words of 1–8 symbols each.
    static func text(_ random: inout SplitMix64) -> String {
        let words = (0..<Int.random(in: 2...6, using: &random)).map { _ in
            String((0..<Int.random(in: 1...8, using: &random)).map { _ in symbols.randomElement(using: &random)! })
        }
        return words.joined(separator: " ")
    }

    /// How many texts misread each number of symbols, at `wpm`, over `textCount` seeded texts.
    static func distribution(wpm: Double, seed: UInt64) throws -> [Int: Int] {
        var texts = SplitMix64(seed: seed)
        var counts: [Int: Int] = [:]
        for index in 0..<textCount {
            let codes = Array(try MorseAlphabet.itu.encode(text(&texts)).joined())
            let keyer = HumanKeyer(random: SplitMix64(seed: seed &* 31 &+ UInt64(index)), bounceProbability: 0)
            counts[try ColdStart.symbolsMisread(codes, wordsPerMinute: wpm, keyer: keyer), default: 0] += 1
        }
        return counts
    }

    /// The documented distribution (`MorseEngine`, docs/how-it-works.md): per speed, the most symbols
    /// misread, the share of texts with any symbol misread, and the share with more than two (at most).
    static let documented: [Double: (worst: Int, any: Double, beyondTwo: Double)] = [
        10: (worst: 2, any: 0.03, beyondTwo: 0), 15: (worst: 0, any: 0, beyondTwo: 0),
        20: (worst: 2, any: 0.001, beyondTwo: 0), 25: (worst: 5, any: 0.115, beyondTwo: 0.02),
        30: (worst: 6, any: 0.22, beyondTwo: 0.04),
    ]

    @Test func onRandomTextsTheColdStartStaysWithinItsDocumentedDistribution() throws {
        for wpm in Self.speeds {
            let counts = try Self.distribution(wpm: wpm, seed: 2026)
            let worst = counts.keys.max() ?? 0
            let misread = counts.filter { $0.key > 0 }.values.reduce(0, +)
            let share = Double(misread) / Double(Self.textCount)
            print(
                "cold start \(Int(wpm)) WPM over \(Self.textCount) random texts: "
                    + counts.keys.sorted().map { "\($0): \(counts[$0]!)" }.joined(separator: ", ")
                    + " (worst \(worst), any \(share * 100) %, beyond 2 \(Double(counts.filter { $0.key > 2 }.values.reduce(0, +)) / Double(Self.textCount) * 100) %)"
            )
            let beyondTwo = Double(counts.filter { $0.key > 2 }.values.reduce(0, +)) / Double(Self.textCount)
            let bound = try #require(Self.documented[wpm])
            #expect(worst <= bound.worst, "\(Int(wpm)) WPM: worst \(worst) > documented \(bound.worst): \(counts)")
            #expect(share <= bound.any, "\(Int(wpm)) WPM: \(share) of texts misread > \(bound.any)")
            #expect(beyondTwo <= bound.beyondTwo, "\(Int(wpm)) WPM: \(beyondTwo) misread > 2 > \(bound.beyondTwo)")
        }
    }
}
