import Foundation
import KeyboardCore
import KeyboardFuzz
import Testing

/// The fuzz programs themselves: every committed seed holds, and random inputs run clean (a quick,
/// deterministic stand-in for `scripts/fuzz.sh`, which runs the real libFuzzer target).
@Suite(.serialized) struct KeyboardFuzzerTests {
    static let corpus = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fuzz/corpus/keyboard")

    @Test func everySeedHolds() throws {
        let names = try FileManager.default.contentsOfDirectory(atPath: Self.corpus.path).filter { !$0.hasPrefix(".") }
        #expect(names.count >= 5)
        for name in names {
            let bytes = try [UInt8](Data(contentsOf: Self.corpus.appendingPathComponent(name)))
            #expect(KeyboardFuzzer().run(bytes) == nil, "seed \(name)")
        }
    }

    @Test func emptyAndTinyInputsHold() {
        for bytes: [UInt8] in [[], [0], [1], [4], [0xFF], [1, 1, 1, 1]] {
            #expect(KeyboardFuzzer().run(bytes) == nil, "\(bytes)")
        }
    }

    @Test func randomInputsHold() {
        for _ in 0..<300 {
            let bytes = (0..<Int.random(in: 1...400)).map { _ in UInt8.random(in: 0...255) }
            let finding = KeyboardFuzzer().run(bytes)
            #expect(finding == nil, "input \(bytes) (replay it from a file with fuzz-keyboard)")
        }
    }

    @Test func savedStateInputsRoundTrip() {
        let valid: [UInt8] = [0] + Array("v1;mode=symbols;shift=once".utf8)
        #expect(KeyboardFuzzer().run(valid) == nil)
        let huge: [UInt8] = [0] + Array(repeating: UInt8(ascii: "v"), count: 100_000)
        #expect(KeyboardFuzzer().run(huge) == nil)
    }
}
