import Foundation
import TestSupport
import Testing

/// Bad input and faults, each through the real binaries: exit code, stderr's first line, and what was (not) written.
@Suite("faults and bad input through the real binary", .serialized)
struct FaultTests {
    /// Runs `script` in bash with `$KB` (keyboard-bench), `$W` (the fixture worker) and `$OUT` (a fresh directory).
    static func shell(_ script: String) async throws -> (code: Int32?, stdout: String, stderr: String, out: URL) {
        let out = try TemporaryDirectory.make()
        let result = try TestProcess.run(
            "/bin/bash", ["-c", script],
            options: TestProcessOptions(environment: [
                "KB": FixtureTool.keyboardBench, "W": FixtureTool.fixtureWorker, "OUT": out.path,
            ])
        )
        return (result.exitCode, result.stdout, result.stderr, out)
    }

    static func firstLine(_ text: String) -> String { String(text.split(separator: "\n").first ?? "") }

    @Test("a closed or full stderr never crashes the tool; a run still writes its report")
    func brokenStderr() async throws {
        let closed = try await Self.shell(#"$KB run --worker $W --filter nothing --output $OUT/r 2>&-; echo "exit $?""#)
        #expect(closed.stdout.contains("exit 2"))
        let full = try await Self.shell(
            #"$KB run --worker $W --filter '^dsl-clean$' --output $OUT/r 2>/dev/full; echo "exit $?""#)
        #expect(full.stdout.contains("exit 0"))
        #expect(FileManager.default.fileExists(atPath: full.out.appendingPathComponent("r/latest.json").path))
    }

    @Test("a reader that goes away does not lose the run")
    func readerGoesAway() async throws {
        let run = try await Self.shell(
            #"$KB run --worker $W --filter '^dsl-clean$' --output $OUT/r 2>&1 | head -c1 >/dev/null; echo "exit ${PIPESTATUS[0]}""#
        )
        #expect(run.stdout.contains("exit 0"))
        #expect(FileManager.default.fileExists(atPath: run.out.appendingPathComponent("r/latest.json").path))
    }

    @Test("a backtracking pattern finishes at once")
    func backtrackingFilter() async throws {
        let start = ContinuousClock.now
        let run = try await Self.shell(#"$KB run --worker $W --filter '^(([a-z]|-|[a-z-])+)+X$' --output $OUT/r"#)
        #expect(run.code == 2)
        #expect(Self.firstLine(run.stderr).hasPrefix("error: no scenario matches --filter"))
        #expect(ContinuousClock.now - start < .seconds(10))
    }

    static let badOutputs: [(String, String)] = [
        (#"--output ''"#, "error: --output '': is empty"),
        (#"--output $'bad\xff'"#, "error: argument"),
        (#"--output $OUT/new1/$(printf 'n%.0s' {1..300})"#, "error: --output"),
        ("--time-limit -5", "error: invalid --time-limit '-5': expected a positive number of seconds"),
        ("--max-samples -1", "error: invalid --max-samples '-1': expected a whole number from 1 to 1000000"),
        ("--seed -1", "error: invalid --seed '-1': expected a whole number of at least 0"),
        ("--time-scale 0", "error: invalid --time-scale '0': expected a fraction above 0 and at most 1"),
    ]

    @Test("4-7: bad output paths and negative numbers: exit 2, one line, nothing created", arguments: badOutputs)
    func badValues(arguments: String, message: String) async throws {
        let run = try await Self.shell("cd $OUT && $KB run --worker $W --filter '^dsl-clean$' \(arguments)")
        #expect(run.code == 2)
        #expect(Self.firstLine(run.stderr).hasPrefix(message), "\(run.stderr)")
        #expect(TemporaryDirectory.files(in: run.out).isEmpty, "nothing created")
    }

    @Test("a latest.json that is a directory is refused before the first scenario")
    func latestIsADirectory() async throws {
        let run = try await Self.shell(
            #"mkdir -p $OUT/r/latest.json && $KB run --worker $W --filter '^dsl-clean$' --output $OUT/r"#)
        #expect(run.code == 2)
        #expect(Self.firstLine(run.stderr).hasPrefix("error: --output"))
        #expect(TemporaryDirectory.files(in: run.out) == ["r", "r/latest.json"])
    }

    @Test("the worker with an unknown scenario says so on stderr, exit 2")
    func workerUnknownScenario() async throws {
        let run = try await Self.shell("$W run nosuch --seed 1 > /dev/null")
        #expect(run.code == 2)
        #expect(Self.firstLine(run.stderr) == "keyboard-bench-worker: unknown scenario 'nosuch'")
    }

    @Test("help for an unknown command is bad input")
    func helpUnknown() async throws {
        let run = try await Self.shell("$KB help nosuch")
        #expect(run.code == 2)
        #expect(Self.firstLine(run.stderr).hasPrefix("error: unknown command 'nosuch'"))
    }

    @Test("list whose output is lost fails")
    func listLosesItsOutput() async throws {
        let closed = try await Self.shell(#"$KB list --worker $W >&-; echo "exit $?" >&2"#)
        #expect(closed.stderr.contains("exit 3"))
        #expect(Self.firstLine(closed.stderr).hasPrefix("error: the output was lost"))
        let full = try await Self.shell(#"$KB list --worker $W > /dev/full; echo "exit $?" >&2"#)
        #expect(full.stderr.contains("exit 3"))
    }

    @Test("leftovers of a killed run are removed; latest.json and latest.md read through one link")
    func staleTemporaryFiles() async throws {
        let run = try await Self.shell(
            #"mkdir -p $OUT/r && touch $OUT/r/.report.json.tmp-999999-00000000000000aa $OUT/r/.latest.md.tmp-7 && touch -d '2 hours ago' $OUT/r/.latest.md.tmp-7 && $KB run --worker $W --filter '^dsl-clean$' --output $OUT/r && readlink $OUT/r/latest.json"#
        )
        #expect(run.code == 0)
        #expect(run.stdout.hasSuffix("latest/report.json\n"))
        let names = TemporaryDirectory.files(in: run.out.appendingPathComponent("r"))
        #expect(!names.contains { $0.contains(".tmp-") }, "\(names)")
    }

    @Test("--keep prunes older run directories and keeps the latest; report.json is compact")
    func retention() async throws {
        let run = try await Self.shell(
            #"for i in 1 2 3; do $KB run --worker $W --filter '^dsl-clean$' --output $OUT/r --keep 2 >/dev/null 2>&1 || exit 9; sleep 1.1; done; ls $OUT/r | grep -c '^2'"#
        )
        #expect(run.code == 0)
        #expect(run.stdout == "2\n")
        let json = try String(contentsOf: run.out.appendingPathComponent("r/latest.json"), encoding: .utf8)
        #expect(json.split(separator: "\n").count == 1, "one line of JSON")
    }

    @Test("reports that cannot be written after the run: exit 3, and the summary says so")
    func writeFailsAfterTheRun() async throws {
        // The output path passes the check before the run, then becomes a file while the 2 s hang runs
        // (the file is made once the progress says the hang started, not after a fixed sleep: a loaded
        // machine can take longer than a second to get there).
        let run = try await Self.shell(
            #"$KB run --worker $W --filter '^fixture-hang$' --output $OUT/r > $OUT/stdout 2> $OUT/stderr & for i in $(seq 400); do grep -q 'fixture-hang.*started' $OUT/stderr 2>/dev/null && break; sleep 0.05; done; touch $OUT/r; wait $!; echo "exit $?"; cat $OUT/stderr >&2"#
        )
        #expect(run.stdout.contains("exit 3"))
        #expect(run.stderr.split(separator: "\n").contains { $0.hasPrefix("error: could not write the reports") })
        let summary = try String(contentsOf: run.out.appendingPathComponent("stdout"), encoding: .utf8)
        #expect(summary.contains("NOT WRITTEN: the reports could not be written"))
        #expect(!summary.contains("PASSED") && !summary.contains("CRASHED:"))
    }
}
