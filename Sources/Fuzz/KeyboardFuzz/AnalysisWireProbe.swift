import FuzzSupport
import KeyboardCore

/// The analysis wire's fuzz subject (selector 5): the analysis reply decoder, the JSON
/// parser, the shared-state file reader and the snippet window, over arbitrary bytes. None of them
/// traps; what they accept survives a round trip; the window always reads like the document's suffix.
public enum AnalysisWireProbe {
    /// The probe over `bytes` (what follows the selector): the first broken promise, or `nil`.
    public static func check(_ bytes: [UInt8]) -> FuzzFinding? {
        var input = FuzzBytes(bytes)
        do {
            try run(&input)
            return nil
        } catch {
            return error
        }
    }

    static func run(_ input: inout FuzzBytes) throws(FuzzFinding) {
        switch input.byte() % 3 {
        case 0: try reply(input.remaining)
        case 1: try sharedState(input.remaining)
        default: try window(&input)
        }
    }

    /// A reply is refused with a one-line error, or decodes to a verdict that re-encodes to itself.
    static func reply(_ bytes: [UInt8]) throws(FuzzFinding) {
        let verdict: AnalysisVerdict
        do throws(AnalysisWireError) {
            verdict = try AnalysisVerdict(decoding: bytes)
        } catch {
            try expect(!error.description.contains("\n"), "reply", "refusal is more than one line: \(error)")
            return
        }
        try expect((0...1).contains(verdict.confidence), "reply", "accepted confidence \(verdict.confidence)")
        let again = try? AnalysisVerdict(decoding: verdict.encoded)
        try expect(again == verdict, "reply", "\(verdict) does not round-trip through its encoding")
    }

    /// A shared-state file is refused, or its state encodes within the cap and decodes back to itself.
    static func sharedState(_ bytes: [UInt8]) throws(FuzzFinding) {
        guard case .success(let state) = SharedStateFile.decode(bytes) else { return }
        try expect(bytes.count <= SharedStateFile.maximumBytes, "state", "accepted \(bytes.count) bytes")
        guard let encoded = try? SharedStateFile.encode(state) else {
            throw FuzzFinding("state", "an accepted state does not encode: \(state.entries.keys.sorted())")
        }
        guard case .success(let again) = SharedStateFile.decode(encoded), again == state else {
            throw FuzzFinding("state", "an accepted state does not round-trip")
        }
    }

    /// Pieces appended to a small window keep it equal to the document's last characters; after a
    /// backspace the reference restarts from what the window holds (older characters were dropped).
    static func window(_ input: inout FuzzBytes) throws(FuzzFinding) {
        let capacity = 1 + input.index(below: 12)
        var window = SnippetBuffer(capacity: capacity)
        var document = ""
        for _ in 0..<input.index(below: 12) {
            if input.byte() % 5 == 0 {
                window.deleteLast(isSecure: false)
                document = window.text
            } else {
                let piece = input.string(maxLength: 6)
                window.append(piece, isSecure: false)
                document += piece
            }
            try expect(window.count <= capacity, "snippet", "\(window.count) characters kept, capacity \(capacity)")
            let expected = capped(document.suffix(capacity))
            try expect(
                window.text == expected, "snippet",
                "window \(String(reflecting: window.text)) is not the document's suffix \(String(reflecting: expected))"
            )
            try expect(
                window.utf8Count <= capacity * SnippetBuffer.maximumCharacterBytes, "snippet",
                "window of \(window.count) characters holds \(window.utf8Count) bytes")
        }
    }

    /// The window's byte rule, written again from its statement: each character keeps its scalars
    /// while it holds fewer than 125 UTF-8 bytes.
    static func capped(_ text: Substring) -> String {
        var result = ""
        for character in text {
            var kept = String.UnicodeScalarView()
            var bytes = 0
            for scalar in character.unicodeScalars where bytes < 125 {
                kept.append(scalar)
                bytes += String(scalar).utf8.count
            }
            result += String(kept)
        }
        return result
    }
}
