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

    /// Pieces appended to a small window keep it equal to the document's last characters, as
    /// `SnippetModel` segments them (Swift's own characters, those beyond the byte cap split); a
    /// backspace removes the last of them.
    static func window(_ input: inout FuzzBytes) throws(FuzzFinding) {
        let capacity = 1 + input.index(below: 12)
        var model = SnippetModel(capacity: capacity)
        for _ in 0..<input.index(below: 12) {
            if input.byte() % 5 == 0 {
                model.deleteLast()
            } else {
                model.append(input.string(maxLength: 6))
            }
            let window = model.window
            try expect(window.count <= capacity, "snippet", "\(window.count) characters kept, capacity \(capacity)")
            if let mismatch = model.mismatch() { try expect(false, "snippet", mismatch) }
            try expect(
                window.utf8Count <= capacity * SnippetBuffer.maximumCharacterBytes, "snippet",
                "window of \(window.count) characters holds \(window.utf8Count) bytes")
        }
    }
}
