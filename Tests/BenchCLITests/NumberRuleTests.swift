import ArgumentParser
import Testing
@testable import BenchCLI

/// The numeric options' rules: bounds, refusals in one line naming option, value and what is expected.
@Suite("number options")
struct NumberRuleTests {
    @Test func seedTakesTheWholeUInt64Range() throws {
        #expect(try SeedRule.read("0") == 0)
        #expect(try SeedRule.read("18446744073709551615") == UInt64.max)
        #expect(throws: (any Error).self) { try SeedRule.read("18446744073709551616") }
        #expect(throws: (any Error).self) { try SeedRule.read("-1") }
    }

    @Test func wholeNumberRulesRefuseOutsideTheirBounds() throws {
        #expect(try RepetitionsRule.read("1") == 1 && RepetitionsRule.read("100") == 100)
        do { _ = try RepetitionsRule.read("101"); Issue.record("101 repetitions accepted") } catch {
            #expect(error.description == "invalid --repetitions '101': expected a whole number from 1 to 100")
        }
        #expect(throws: (any Error).self) { try KeepLastRule.read("0") }
        #expect(throws: (any Error).self) { try MinimumSegmentRule.read("10001") }
        #expect(try MaxSamplesRule.read("1000000") == 1_000_000)
        #expect(throws: (any Error).self) { try IterationsRule.read("1.5") }
    }

    @Test func timeLimitIsAPositiveFiniteNumberOfSeconds() throws {
        #expect(try TimeLimitRule.read("0.5") == 0.5)
        for bad in ["0", "-5", "inf", "nan", "five"] {
            #expect(throws: (any Error).self, "\(bad)") { try TimeLimitRule.read(bad) }
        }
    }

    @Test func alphaIsStrictlyBetweenZeroAndOne() throws {
        #expect(try AlphaRule.read("0.05") == 0.05)
        do { _ = try AlphaRule.read("1"); Issue.record("alpha 1 accepted") } catch {
            #expect(error.description == "invalid --alpha '1': expected a number between 0 and 1 (exclusive)")
        }
        #expect(throws: (any Error).self) { try AlphaRule.read("0") }
    }

    @Test func timeScaleIsAboveZeroAndAtMostOne() throws {
        #expect(try TimeScaleRule.read("1") == 1 && TimeScaleRule.read("0.35") == 0.35)
        #expect(throws: (any Error).self) { try TimeScaleRule.read("0") }
        #expect(throws: (any Error).self) { try TimeScaleRule.read("1.5") }
    }

    @Test func floorsReadFractionsAndPercentages() throws {
        #expect(try NoiseFloorRule.read("5%") == 0.05)
        #expect(try PairedNoiseFloorRule.read("0.03") == 0.03)
        #expect(try InstructionThresholdRule.read("0") == 0)
        do { _ = try NoiseFloorRule.read("-3"); Issue.record("a negative floor accepted") } catch {
            #expect(
                error.description
                    == "invalid --noise-floor '-3': expected a fraction (0.05) or a percentage (5%) of at least 0")
        }
    }

    @Test func aNumberOptionReadsWithItsRuleAndAnAbsentOneIsNil() throws {
        let given: NumberOption<RepetitionsRule>? = "7"
        let absent: NumberOption<RepetitionsRule>? = nil
        #expect(try given.value() == 7 && absent.value() == nil)
        let bad = NumberOption<RepetitionsRule>(argument: "-3")
        do { _ = try bad.value(); Issue.record("-3 accepted") } catch {
            #expect(error.message == "invalid --repetitions '-3': expected a whole number from 1 to 100")
        }
        #expect(bad.defaultValueDescription == "-3")
    }
}
