import FuzzSupport
import KeyboardCore

/// The saved-state parser over arbitrary text: it never traps, and what it accepts survives a round trip.
enum SavedStateFuzz {
    /// Parses `bytes` as UTF-8 (invalid sequences replaced) and checks the result.
    static func run(_ bytes: [UInt8]) throws(FuzzFinding) {
        try check(String(decoding: bytes, as: UTF8.self))
    }

    /// Parses `text`; an accepted state must print back to a string that parses to the same state,
    /// and must not come from a string longer than the cap.
    static func check(_ text: String) throws(FuzzFinding) {
        let state: KeyboardState
        do {
            state = try KeyboardState(serialized: text)
        } catch {
            try expect(!error.description.isEmpty, "parse", "error without a description")
            return
        }
        try expect(
            text.utf8.count <= KeyboardState.maximumSerializedLength, "parse", "accepted \(text.utf8.count) bytes")
        let again = try? KeyboardState(serialized: state.serialized)
        try expect(
            again == state, "parse", "'\(text)' read as \(state) does not round-trip through '\(state.serialized)'")
    }
}
