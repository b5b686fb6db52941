import Foundation
import KeyboardCore
import FuzzSubjects
import FuzzSupport
import TouchMapping
import Testing

/// The analysis probe (selector 5): its seeds hold, and mutated replies, state
/// files and window programs find nothing.
@Suite struct AnalysisFuzzTests {
    static let corpus = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Fuzz/corpus/keyboard")

    @Test(arguments: ["analysis-reply", "analysis-state", "analysis-window"])
    func seedsHold(name: String) throws {
        let bytes = try [UInt8](Data(contentsOf: Self.corpus.appendingPathComponent(name)))
        #expect(bytes.first == 5)
        #expect(FuzzTarget.run(bytes, options: FuzzOptions()) == nil)
    }

    @Test func theStateSeedIsAValidFile() throws {
        let bytes = try [UInt8](Data(contentsOf: Self.corpus.appendingPathComponent("analysis-state")))
        guard case .success(let state) = SharedStateFile.decode(Array(bytes.dropFirst(2))) else {
            Issue.record("the seed is not a shared-state file: the probe would never reach the round trip")
            return
        }
        #expect(state.layoutMode == .numbers)
    }

    @Test func mutatedInputsFindNothing() throws {
        var generator = SeededGenerator(seed: 14_2026)  // the same 1,500 inputs every run
        let seed = try [UInt8](Data(contentsOf: Self.corpus.appendingPathComponent("analysis-reply")))
        for round in 0..<1_500 {
            var bytes = seed
            bytes[1] = UInt8(round % 3)
            for _ in 0..<(round % 5) {
                bytes[Int.random(in: 2..<bytes.count, using: &generator)] = UInt8.random(in: 0...255, using: &generator)
            }
            let finding = FuzzTarget.run(bytes, options: FuzzOptions())
            #expect(finding == nil, "\(bytes): \(finding.map(\.description) ?? "")")
        }
    }
}
