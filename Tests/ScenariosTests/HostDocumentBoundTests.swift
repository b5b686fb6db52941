import KeyboardCore
@testable import KeyboardVocabulary
import Testing

/// The harness's bound on the host's text field (`HostDocumentBound`, applied by `Type`): typing long
/// texts again and again with the field kept bounded, outside what is measured.
struct HostDocumentBoundTests {
    static let message =
        "URGENT: your account #88412-XZ is locked. Verify at https://secure.example.com within 24 hours or pay $5 now! "

    /// Types `text` `times` times, applying `bound` after each; returns the field's length after each
    /// typing and after each bounding, in characters.
    static func typeRepeatedly(_ text: String, times: Int, bound: HostDocumentBound) throws
        -> (typed: [Int], bounded: [Int])
    {
        let session = try KeyboardSession()
        try session.display()
        var typed: [Int] = []
        var bounded: [Int] = []
        for _ in 0..<times {
            try session.typeText(text)
            typed.append(session.document.text.count)
            session.keepHostDocument(within: bound)
            bounded.append(session.document.text.count)
        }
        return (typed, bounded)
    }

    @Test func aMessageTyped100TimesNeverGrowsTheField() throws {
        let lengths = try Self.typeRepeatedly(Self.message, times: 100, bound: .emptiedAfterEachText)
        #expect(lengths.typed == Array(repeating: Self.message.count, count: 100))
        #expect(lengths.bounded == Array(repeating: 0, count: 100))
    }

    @Test func aCharacterBoundKeepsAtMostThatMuch() throws {
        let lengths = try Self.typeRepeatedly("Pay $5 now! ", times: 30, bound: .emptiedBeyond(characters: 50))
        #expect(lengths.bounded.allSatisfy { $0 <= 50 })
        #expect(lengths.typed.max() == 60)
        #expect(lengths.bounded.contains(0) && lengths.bounded.contains(48))
    }

    @Test func unboundedTheFieldGrows() throws {
        let lengths = try Self.typeRepeatedly("abc", times: 3, bound: .unbounded)
        #expect(lengths.bounded == [3, 6, 9])
    }

    @Test func boundsSayWhenTheFieldMustBeEmptied() {
        #expect(!HostDocumentBound.unbounded.requiresEmptying(String(repeating: "x", count: 10_000)))
        #expect(!HostDocumentBound.emptiedAfterEachText.requiresEmptying(""))
        #expect(HostDocumentBound.emptiedAfterEachText.requiresEmptying("a"))
        let three = HostDocumentBound.emptiedBeyond(characters: 3)
        #expect(!three.requiresEmptying("ééé"), "characters, not bytes")
        #expect(!three.requiresEmptying("ab"))
        #expect(three.requiresEmptying("abcd"))
        #expect(HostDocumentBound.emptiedBeyond(characters: -5).requiresEmptying("a"))
    }
}
