import Foundation
import KeyboardCore
import Testing

/// Story 2.5 AC7 / manual test 9: the layout survives the keyboard being re-opened.
/// (Foundation is used here only for JSON, to exercise `Codable`; KeyboardCore never imports it.)
struct KeyboardStateTests {
    static let allStates = KeyboardMode.allCases.flatMap { mode in
        ShiftState.allCases.map { KeyboardState(mode: mode, shift: $0) }
    }

    @Test(arguments: allStates)
    func stringRoundTrip(_ state: KeyboardState) throws {
        #expect(try KeyboardState(serialized: state.serialized) == state)
    }

    @Test(arguments: allStates)
    func codableRoundTrip(_ state: KeyboardState) throws {
        let data = try JSONEncoder().encode(state)
        #expect(try JSONDecoder().decode(KeyboardState.self, from: data) == state)
    }

    @Test func knownForm() {
        #expect(KeyboardState(mode: .numbers, shift: .locked).serialized == "v1;mode=numbers;shift=locked")
        #expect(KeyboardState.initial == KeyboardState(mode: .letters, shift: .off))
    }

    static let corrupt: [(String, KeyboardStateError)] = [
        ("", .unsupportedVersion(found: "")),
        ("v2;mode=letters;shift=off", .unsupportedVersion(found: "v2")),
        ("v1;mode=letters", .missingField("shift")),
        ("v1;shift=off", .missingField("mode")),
        ("v1;mode=emoji;shift=off", .invalidValue(field: "mode", value: "emoji")),
        ("v1;mode=letters;shift=ON", .invalidValue(field: "shift", value: "ON")),
        ("v1;mode=letters;mode=numbers;shift=off", .duplicateField("mode")),
        ("v1;mode=letters;shift=off;colour=blue", .unknownField("colour")),
        ("v1;mode", .malformedField("mode")),
        ("v1;;", .malformedField("")),
        ("v1;=x", .malformedField("=x")),
        ("\u{0}\u{FFFF}🙂", .unsupportedVersion(found: "\u{0}\u{FFFF}🙂")),
    ]

    @Test(arguments: corrupt)
    func corruptStringThrowsNamedError(_ text: String, _ expected: KeyboardStateError) {
        #expect(throws: expected) { try KeyboardState(serialized: text) }
    }

    /// A huge string is refused by its length before any parsing. The string is a valid
    /// state followed by junk, so a parser that looked at it would report `.unknownField`/`.malformedField`.
    @Test func fiftyMegabyteStringIsRejectedByLengthBeforeParsing() {
        let huge = "v1;mode=letters;shift=off;" + String(repeating: "x", count: 50 * 1024 * 1024)
        let length = huge.utf8.count
        #expect(throws: KeyboardStateError.tooLong(length: length, maximum: KeyboardState.maximumSerializedLength)) {
            try KeyboardState(serialized: huge)
        }
    }

    @Test func stringAtTheLimitIsParsed() {
        let padded = String(repeating: "v", count: KeyboardState.maximumSerializedLength)
        #expect(throws: KeyboardStateError.unsupportedVersion(found: padded)) { try KeyboardState(serialized: padded) }
        let over = padded + "v"
        #expect(
            throws: KeyboardStateError.tooLong(length: over.utf8.count, maximum: KeyboardState.maximumSerializedLength)
        ) {
            try KeyboardState(serialized: over)
        }
    }

    @Test func lengthIsCountedInUTF8Bytes() {
        let emoji = String(repeating: "🙂", count: 65)  // 65 characters, 260 bytes
        #expect(throws: KeyboardStateError.tooLong(length: 260, maximum: KeyboardState.maximumSerializedLength)) {
            try KeyboardState(serialized: emoji)
        }
    }

    @Test func errorsNameTheProblem() {
        #expect(KeyboardStateError.tooLong(length: 52_428_826, maximum: 256).description.contains("52428826 bytes"))
        #expect(KeyboardStateError.invalidValue(field: "mode", value: "emoji").description.contains("emoji"))
        #expect(KeyboardStateError.missingField("shift").description.contains("shift"))
    }

    @Test func corruptJSONThrows() {
        let data = Data(#"{"mode":"emoji","shift":"off"}"#.utf8)
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(KeyboardState.self, from: data) }
    }
}
