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

    @Test func errorsNameTheProblem() {
        #expect(KeyboardStateError.invalidValue(field: "mode", value: "emoji").description.contains("emoji"))
        #expect(KeyboardStateError.missingField("shift").description.contains("shift"))
    }

    @Test func corruptJSONThrows() {
        let data = Data(#"{"mode":"emoji","shift":"off"}"#.utf8)
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(KeyboardState.self, from: data) }
    }
}
