import Determinism
import Foundation
import Testing

@Suite struct DeterminismTests {
    /// Reference outputs of SplitMix64 seeded with 0 (Vigna's splitmix64.c).
    @Test func splitMixMatchesTheReferenceSequence() {
        var generator = SplitMix64(seed: 0)
        #expect(
            [generator.next(), generator.next(), generator.next()] == [
                0xE220_A839_7B1D_CDAF, 0x6E78_9E6A_A1B9_65F4, 0x06C4_5D18_8009_454F,
            ])
        #expect(SplitMix64.mix(0) == 0xE220_A839_7B1D_CDAF)
        var unit = SplitMix64(seed: 7)
        #expect((0..<1000).allSatisfy { _ in (0..<1).contains(unit.nextUnitInterval()) })
    }

    /// Reference values of FNV-1a (the IETF draft's test vectors).
    @Test func fnv1aMatchesTheReferenceValues() {
        #expect(FNV1a.hash("") == 0xCBF2_9CE4_8422_2325)
        #expect(FNV1a.hash("a") == 0xAF63_DC4C_8601_EC8C)
        #expect(FNV1a.hash("foobar") == 0x8594_4171_F739_67E8)
        #expect(FNV1a.hash32("a".utf8) == 0xE40C_292C)
        #expect(FNV1a.hash32("foobar".utf8) == 0xBF9C_F968)
        var streamed = FNV1a()
        streamed.add("foo".utf8)
        streamed.add("bar".utf8)
        #expect(streamed.value == FNV1a.hash("foobar"))
        #expect(FNV1a.hex(0xAB) == "00000000000000ab")
    }

    /// The package keeps one copy of each (a copy's constants appear nowhere else).
    @Test func noOtherCopyOfTheirConstants() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let constants = ["bf58476d1ce4e5b9", "94d049bb133111eb", "cbf29ce484222325", "100000001b3", "16777619"]
        var copies: [String] = []
        for folder in ["Sources", "Tests", "Scenarios", "Benchmarks"] {
            let base = root.appendingPathComponent(folder)
            let files = FileManager.default.enumerator(atPath: base.path)?.compactMap { $0 as? String } ?? []
            for file in files
            where file.hasSuffix(".swift") && !file.hasPrefix("Shared/Determinism")
                && !file.hasPrefix("DeterminismTests")
            {
                let text = try String(contentsOf: base.appendingPathComponent(file), encoding: .utf8)
                    .lowercased().replacingOccurrences(of: "_", with: "")
                copies += constants.filter { text.contains($0) }.map { "\(folder)/\(file): \($0)" }
            }
        }
        #expect(copies.isEmpty, "SplitMix64/FNV-1a copies outside Sources/Determinism: \(copies)")
    }
}
