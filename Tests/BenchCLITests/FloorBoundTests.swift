import Testing
@testable import BenchCLI

/// The paired noise floor and the instruction threshold are shares of a figure: at most 100 %.
@Suite("floor bounds")
struct FloorBoundTests {
    @Test(arguments: ["500%", "1.5", "101%"])
    func aPairedFloorOrInstructionThresholdAbove100PercentIsRefused(_ text: String) {
        #expect(throws: (any Error).self) { try PairedNoiseFloorRule.read(text) }
        #expect(throws: (any Error).self) { try InstructionThresholdRule.read(text) }
        #expect(throws: (any Error).self) { try ResolutionRule.read(text) }
        #expect(throws: (any Error).self) { try CompareCommand.parse(["a.json", "b.json", "--resolution", text]) }
        #expect(throws: (any Error).self) {
            try CompareCommand.parse(["a.json", "b.json", "--paired-noise-floor", text])
        }
        #expect(throws: (any Error).self) {
            try CompareCommand.parse(["a.json", "b.json", "--instruction-threshold", text])
        }
    }

    @Test func theBoundIsNamedAndTheLimitItselfIsAccepted() throws {
        #expect(try PairedNoiseFloorRule.read("100%") == 1 && InstructionThresholdRule.read("100%") == 1)
        #expect(
            try ResolutionRule.read("25%") == 0.25
                && CompareCommand.parse(["a", "b", "--resolution", "25%"]).makeOptions().resolution == 0.25)
        do { _ = try InstructionThresholdRule.read("500%"); Issue.record("500% accepted") } catch {
            #expect(
                error.description
                    == "invalid --instruction-threshold '500%': expected a fraction (0.05) or a percentage (5%) from 0 to 100%"
            )
        }
        #expect(try NoiseFloorRule.read("500%") == 5, "the unpaired floor keeps its rule")
    }
}
