import ArgumentParser
import BenchSafety
import Testing

/// A negative number is named as a bad value, not reported as a missing one.
struct ArgumentValueTests {
    /// How `run` declares its numeric options today: `-5` is taken for a flag.
    struct Today: ParsableCommand {
        @Option(name: .customLong("time-limit")) var timeLimit: Double = 300
    }

    /// The fix: the value is read unconditionally as text, then converted with `ArgumentValue`.
    struct Fixed: ParsableCommand {
        @Option(name: .customLong("time-limit"), parsing: .unconditional) var timeLimit = "300"
        @Option(name: .customLong("max-samples"), parsing: .unconditional) var maxSamples = "1000"
        @Option(parsing: .unconditional) var seed = "42"

        func validate() throws {
            do {
                _ = try ArgumentValue.positiveSeconds(timeLimit, option: "--time-limit")
                _ = try ArgumentValue.wholeNumber(maxSamples, option: "--max-samples", in: 1...1_000_000)
                _ = try ArgumentValue.wholeNumber(seed, option: "--seed", in: UInt64.min...UInt64.max)
            } catch {
                throw ValidationError(error.description)
            }
        }
    }

    static func message<C: ParsableCommand>(_ command: C.Type, _ arguments: [String]) -> String? {
        do {
            _ = try command.parse(arguments)
            return nil
        } catch {
            return command.message(for: error)
        }
    }

    @Test func todayANegativeTimeLimitIsReportedAsMissing() {
        #expect(Self.message(Today.self, ["--time-limit", "-5"])?.contains("Missing value") == true)
    }

    @Test(arguments: [
        (["--time-limit", "-5"], "invalid --time-limit '-5': expected a positive number of seconds"),
        (["--time-limit", "inf"], "invalid --time-limit 'inf': expected a positive number of seconds"),
        (["--max-samples", "-1"], "invalid --max-samples '-1': expected a whole number from 1 to 1000000"),
        (["--seed", "-1"], "invalid --seed '-1': expected a whole number of at least 0"),
        (["--time-limit", "--seed"], "invalid --time-limit '--seed': expected a positive number of seconds"),
    ])
    func negativeAndBadValuesAreNamed(_ arguments: [String], _ expected: String) {
        #expect(Self.message(Fixed.self, arguments) == expected)
    }

    @Test func goodValuesParse() throws {
        let command = try Fixed.parse(["--time-limit", "2.5", "--max-samples", "10", "--seed", "18446744073709551615"])
        #expect(command.timeLimit == "2.5")
        #expect(
            try ArgumentValue.wholeNumber(command.seed, option: "--seed", in: UInt64.min...UInt64.max) == UInt64.max)
    }
}
