import Determinism
import Glibc
import KeyboardFuzz
import Testing

/// The window against Swift's own `String` and `Character` over seeded random typing, pastes,
/// backspaces and clears (`SnippetModel`): it reads as the document's last characters, with only the
/// documented split of characters longer than the byte cap, whether text is pasted whole or typed
/// scalar by scalar. (`fuzz-keyboard` runs the same model on fuzzed bytes, millions of times.)
struct SnippetDifferentialTests {
    struct Program {
        var random: SplitMix64
        mutating func below(_ bound: Int) -> Int { Int(random.next() % UInt64(bound)) }

        /// Typing (1–3 scalars), a paste of mixed scalars, a run of one scalar or a ZWJ chain.
        mutating func text() -> String {
            var scalars = String.UnicodeScalarView()
            let alphabet = SnippetReference.alphabet
            switch below(10) {
            case 0..<6: for _ in 0..<(1 + below(3)) { scalars.append(alphabet[below(alphabet.count)]) }
            case 6, 7: for _ in 0..<(1 + below(120)) { scalars.append(alphabet[below(alphabet.count)]) }
            case 8:
                let scalar = alphabet[below(alphabet.count)]
                for _ in 0..<(20 + below(150)) { scalars.append(scalar) }
                if below(2) == 0 { scalars.append(alphabet[below(alphabet.count)]) }
            default:
                for _ in 0..<(10 + below(40)) { scalars.append(contentsOf: "\u{1F469}\u{200D}".unicodeScalars) }
            }
            return String(scalars)
        }

        /// Whole (no pieces) or typed a few scalars at a time.
        mutating func pieces(_ text: String) -> [Int] {
            below(2) == 0 ? [] : (0..<text.unicodeScalars.count).map { _ in 1 + below(4) }
        }
    }

    @Test func matchesSwiftsCharactersOverRandomPastesAndTyping() {
        let capacities = [1, 2, 5, 12, 40, 300]
        var program = Program(random: SplitMix64(seed: 0x5EED_0036))
        var appends = 0
        var compared = 0
        var beyondTheCap = 0
        var mismatches: [String] = []
        let deadline = Self.now() + 3
        while Self.now() < deadline, mismatches.isEmpty {
            var model = SnippetModel(capacity: capacities[program.below(capacities.count)])
            for _ in 0..<200 {
                switch program.below(20) {
                case 0, 1: model.deleteLast()
                case 2: model.clear()
                default:
                    let text = program.text()
                    model.append(text, pieces: program.pieces(text))
                    appends += 1
                }
                if let mismatch = model.mismatch() {
                    mismatches.append(mismatch)
                    break
                }
            }
            compared += model.compared
            beyondTheCap += model.beyondTheCap
        }
        #expect(mismatches.isEmpty, "\(mismatches.prefix(1))")
        #expect(
            compared > 1_000 && beyondTheCap > 100,
            "\(appends) appends, \(compared) windows compared, \(beyondTheCap) beyond the cap")
        print(
            "snippet differential: \(appends) appends, \(compared) windows compared, \(beyondTheCap) beyond the cap, \(mismatches.count) mismatches"
        )
    }

    static func now() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }
}
