import ArgumentParser
import BenchModel
import BenchRunner
import Testing
@testable import BenchCLI

/// `run`'s command line as ArgumentParser reads it and `numbers()` checks it, without running anything.
@Suite("run options")
struct RunOptionTests {
    @Test func defaultsAreTheDocumentedOnes() throws {
        let numbers = try RunCommand.parse([]).numbers()
        #expect(
            numbers.seed == 42 && numbers.timeLimit == 300 && numbers.maxSamples == 1000 && numbers.repetitions == 1)
        #expect(numbers.iterations == nil && numbers.keep == nil && numbers.timeScale == nil)
        #expect(numbers.nice == WorkerNice.standard && WorkerNice.standard == -10)
    }

    @Test func theNiceValueIsOneLinuxTakes() throws {
        #expect(try RunCommand.parse(["--nice", "-20"]).numbers().nice == -20)
        #expect(try RunCommand.parse(["--nice", "19"]).numbers().nice == 19)
        for value in ["20", "-21", "high"] {
            do { _ = try RunCommand.parse(["--nice", value]); Issue.record("accepted \(value)") } catch {
                #expect(
                    RunCommand.message(for: error)
                        == "invalid --nice '\(value)': expected a whole number from -20 to 19")
            }
        }
    }

    @Test func aPairedRunMeasuresForLessTimeUnlessTold() throws {
        #expect(try RunCommand.parse(["--against", "/bin/true"]).numbers().timeScale == WorkerSettings.pairedTimeScale)
        #expect(try RunCommand.parse(["--against", "/bin/true", "--time-scale", "1"]).numbers().timeScale == 1)
    }

    @Test func aBadNumberIsRefusedWhileParsing() {
        for arguments in [
            ["--repetitions", "0"], ["--seed", "-1"], ["--time-limit", "nan"], ["--keep", "0"], ["--time-scale", "2"],
        ] {
            #expect(throws: (any Error).self, "\(arguments)") { try RunCommand.parse(arguments) }
        }
    }

    @Test func aNegativeValueIsAValueNotAMissingOne() throws {
        do { _ = try RunCommand.parse(["--time-limit", "-5"]); Issue.record("accepted") } catch {
            #expect(
                RunCommand.message(for: error) == "invalid --time-limit '-5': expected a positive number of seconds")
        }
    }

    @Test func historyAndCompareCheckTheirNumbersToo() {
        #expect(throws: (any Error).self) { try HistoryCommand.Prune.parse(["--keep-last", "0"]) }
        #expect(throws: (any Error).self) { try HistoryCommand.Changes.parse(["--minimum-segment", "0"]) }
        #expect(throws: (any Error).self) { try CompareCommand.parse(["a.json", "b.json", "--alpha", "1"]) }
        #expect(throws: (any Error).self) {
            try CompareCommand.parse(["a.json", "b.json", "--noise-floor-for", "nonsense"])
        }
    }
}
