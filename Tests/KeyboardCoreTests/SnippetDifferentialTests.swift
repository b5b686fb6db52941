import Determinism
import Glibc
import KeyboardCore
import Testing

/// The window against Swift's own `String` and `Character` over seeded random typing, pastes,
/// backspaces and clears: it reads as the document's last characters, with only the documented split
/// of characters longer than the byte cap, whether text is pasted whole or typed scalar by scalar.
struct SnippetDifferentialTests {
    /// Scalars of every grapheme-break class that joins or breaks: letters, controls, CR and LF, marks,
    /// spacing marks, prepend marks, ZWJ, pictographs, skin tones, regional indicators, Hangul jamo and
    /// syllables, an Indic consonant, virama and nukta, CJK and a 4-byte letter.
    static let alphabet: [Unicode.Scalar] = [
        "a", "h", " ", ".", "\u{1}", "\r", "\n", "\u{301}", "\u{308}", "\u{FE0F}", "\u{903}", "\u{93E}", "\u{600}",
        "\u{605}", "\u{200D}", "\u{1F469}", "\u{1F4BB}", "\u{2764}", "\u{1F3FD}", "\u{1F1EB}", "\u{1F1F7}",
        "\u{1100}", "\u{1161}", "\u{11A8}", "\u{AC00}", "\u{AC01}", "\u{915}", "\u{94D}", "\u{93C}", "中",
        "\u{1D49C}",
    ]

    struct Program {
        var random: SplitMix64
        mutating func below(_ bound: Int) -> Int { Int(random.next() % UInt64(bound)) }

        /// Typing (1–3 scalars), a paste of mixed scalars, a run of one scalar or a ZWJ chain.
        mutating func text() -> String {
            var scalars = String.UnicodeScalarView()
            let pick = { (program: inout Program) in SnippetDifferentialTests.alphabet[program.below(alphabet.count)] }
            switch below(10) {
            case 0..<6: for _ in 0..<(1 + below(3)) { scalars.append(pick(&self)) }
            case 6, 7: for _ in 0..<(1 + below(120)) { scalars.append(pick(&self)) }
            case 8:
                let scalar = pick(&self)
                for _ in 0..<(20 + below(150)) { scalars.append(scalar) }
                if below(2) == 0 { scalars.append(pick(&self)) }
            default:
                for _ in 0..<(10 + below(40)) { scalars.append(contentsOf: "\u{1F469}\u{200D}".unicodeScalars) }
            }
            return String(scalars)
        }
    }

    /// Appends `text` whole, or typed a few scalars at a time.
    static func feed(_ text: String, to window: inout SnippetBuffer, program: inout Program) {
        guard program.below(2) == 0 else {
            window.append(text, isSecure: false)
            return
        }
        var scalars = Array(text.unicodeScalars)[...]
        while !scalars.isEmpty {
            let step = min(scalars.count, 1 + program.below(4))
            window.append(String(String.UnicodeScalarView(scalars.prefix(step))), isSecure: false)
            scalars = scalars.dropFirst(step)
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
        while Self.now() < deadline, mismatches.count < 5 {
            let capacity = capacities[program.below(capacities.count)]
            var window = SnippetBuffer(capacity: capacity)
            var document = ""
            // How many characters the window can show: what scrolled out is not restored by backspace.
            var visible = 0
            for _ in 0..<200 {
                let before = SnippetReference.characters(of: document).count
                switch program.below(20) {
                case 0, 1:
                    window.deleteLast(isSecure: false)
                    document = String(SnippetReference.characters(of: document).dropLast())
                    visible = max(visible - 1, 0)
                    // Text typed into an emptied window starts afresh: it cannot join what scrolled out.
                    if visible == 0 { document = "" }
                case 2:
                    window.clear()
                    document = ""
                    visible = 0
                default:
                    let text = program.text()
                    Self.feed(text, to: &window, program: &program)
                    document += text
                    appends += 1
                }
                var expected = SnippetReference.characters(of: document)
                if expected.count > before { visible = min(visible + expected.count - before, capacity) }
                if expected.count > capacity + 4 {
                    expected = Array(expected.suffix(capacity + 4))
                    document = String(expected)
                }
                if !SnippetReference.fitsTheCap(document) {
                    beyondTheCap += 1
                } else if expected != Array(document) {
                    mismatches.append("the reference differs from Swift on \(document.unicodeScalars.map(\.value))")
                }
                let actual = (0..<window.count).map { window[$0] }
                compared += 1
                if actual != Array(expected.suffix(visible)) {
                    mismatches.append(
                        "capacity \(capacity): window \(actual.map { $0.unicodeScalars.map(\.value) }), expected \(expected.suffix(visible).map { $0.unicodeScalars.map(\.value) })"
                    )
                    break
                }
            }
        }
        #expect(mismatches.isEmpty, "\(mismatches.count) mismatches: \(mismatches.prefix(1))")
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
