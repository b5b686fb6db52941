import Foundation
import TestSupport
import Testing

/// Bad input: exit 2, one line on stderr, no report written.
@Suite("bad input")
struct BadInputTests {
    static let cases: [([String], String)] = [
        (["run", "--filter", "xyz"], "no scenario matches --filter 'xyz' (known: fixture-crash,"),
        (
            ["run", "--tag", "nope"],
            "unknown tag 'nope' (known: allocations, crashing, dsl, failing, keyboard, metrics, ok, parts, preemption, profiling, scaling, unrecorded)"
        ),
        (
            ["run", "--filter", "dsl-clean", "--tag", "crashing"],
            "no scenario matches --filter 'dsl-clean' --tag 'crashing'"
        ),
        (["run", "--filter", "("], "invalid --filter pattern '(': '(' is not closed at character 1"),
        (["run", "--seed", "abc"], "invalid --seed 'abc'"),
        (["run", "--seed", "-1"], "invalid --seed '-1'"),
        (["run", "--seed", "18446744073709551616"], "invalid --seed '18446744073709551616'"),
        (["run", "--time-limit", "-3"], "--time-limit"),
        (["run", "--bogus"], "Unknown option '--bogus'"),
        (["frobnicate"], "Unexpected argument 'frobnicate'"),
        ([], "missing subcommand"),
    ]

    @Test("each bad input exits 2 with one stderr line and writes nothing", arguments: cases)
    func badInput(arguments: [String], message: String) async throws {
        let output = try TemporaryDirectory.make()
        let extra = arguments.first == "run" ? ["--output", output.path] : []
        let run = try await FixtureTool.run(arguments + extra)
        #expect(run.exitCode == 2)
        #expect(run.stderrLines.count == 1)
        #expect(run.stderrLines.first?.hasPrefix("error: ") == true)
        #expect(run.stderr.contains(message))
        #expect(run.stdout.isEmpty)
        #expect(TemporaryDirectory.files(in: output).isEmpty)
    }

    @Test("an output directory under a regular file is refused before anything runs")
    func unwritableOutput() async throws {
        let base = try TemporaryDirectory.make()
        let blocker = base.appendingPathComponent("not-a-directory")
        try Data("x".utf8).write(to: blocker)
        let run = try await FixtureTool.run(["run", "--output", blocker.appendingPathComponent("Reports").path])
        #expect(run.exitCode == 2)
        #expect(
            run.stderrLines == [
                "error: --output '\(blocker.path)/Reports': '\(blocker.path)' exists and is not a directory"
            ])
        #expect(TemporaryDirectory.files(in: base) == ["not-a-directory"])
    }

    @Test("help exits 0 and explains every run option")
    func help() async throws {
        let run = try await FixtureTool.run(["run", "--help"])
        #expect(run.exitCode == 0)
        for option in ["--filter", "--tag", "--quick", "--output", "--seed", "--time-limit", "--max-samples"] {
            #expect(run.stdout.contains(option))
        }
        #expect(!run.stdout.contains("worker <"))
    }
}

/// A scenario declared wrongly is refused when the tool starts, by every command, in one line (exit 2).
@Suite("declaration mistakes at start")
struct DeclarationMistakeTests {
    static let cases: [(String, String)] = [
        ("units", "error: scenario 'mistake-units' has a budget on heap_growth in count, but the metric is in bytes"),
        (
            "slash",
            "error: scenario 'mistake-slash' measures operation 'key:/': operation names are 1–64 characters of a-z 0-9 _ - ."
        ),
        (
            "typo",
            "error: scenario 'mistake-typo' has a budget on taps/wall_time, which it does not measure (operations: 'tap')"
        ),
        ("no-repeat", "error: scenario 'mistake-no-repeat' has no Repeat block"),
        ("repetitions", "error: scenario 'mistake-repetitions' has Repetitions(atMost: 0); it must be 1 or more"),
        (
            "untypeable",
            "error: scenario 'mistake-untypeable' in Repeat, step 'type' #1, types text that cannot be typed: \"😀\" at index 7: no layout has it; \"©\" at index 13: no layout has it — type only what the keyboard has: use Paste(\"…\") for text that arrives in the document without the keyboard, or leave these characters out | scenario 'mistake-untypeable' in Repeat, step 'type' #2, types text that cannot be typed: \"🎹\" at index 2: no layout has it — type only what the keyboard has: use Paste(\"…\") for text that arrives in the document without the keyboard, or leave this character out"
        ),
        (
            "direction",
            "error: scenario 'mistake-direction' has a budget '≤' on accuracy, which is larger is better; it needs a floor: use atLeast: or above:"
        ),
    ]

    @Test("list and run refuse the mistake with one line and exit 2, writing nothing", arguments: cases)
    func refused(mistake: String, line: String) async throws {
        for command in [["list"], ["run", "--quick"]] {
            let output = try TemporaryDirectory.make()
            let extra = command[0] == "run" ? ["--output", output.path] : []
            let run = try await FixtureTool.run(command + extra, environment: ["KB_FIXTURE_MISTAKE": mistake])
            #expect(run.exitCode == 2, "\(command)")
            #expect(
                run.stderrLines == [line + " (fix it; meanwhile other scenarios can run with run --filter)"],
                "\(command)")
            #expect(run.stdout.isEmpty)
            #expect(TemporaryDirectory.files(in: output).isEmpty)
        }
    }

    /// A run whose --filter leaves the broken scenario out goes on; one that selects it is refused.
    @Test("a mistake in one scenario does not stop a run of others selected by --filter")
    func otherScenariosStillRun() async throws {
        let environment = ["KB_FIXTURE_MISTAKE": "untypeable"]
        let (clean, _) = try await FixtureTool.runSuite(
            ["--filter", "^dsl-clean$", "--quick"], worker: FixtureTool.fixtureWorker)
        #expect(clean.exitCode == 0)
        let output = try TemporaryDirectory.make()
        let other = try await FixtureTool.run(
            ["run", "--filter", "^dsl-clean$", "--quick", "--output", output.path], environment: environment)
        #expect(other.exitCode == 0, "\(other.stderr)")
        let selected = try await FixtureTool.run(
            ["run", "--filter", "mistake", "--quick", "--output", output.path], environment: environment)
        #expect(selected.exitCode == 2)
        #expect(selected.stderrLines.count == 1 && selected.stderr.contains("(it is selected by --filter 'mistake')"))
    }
}
