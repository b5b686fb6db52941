import Foundation
import TestSupport
import Testing

/// The scripts check their arguments and outputs before they install, build or create anything: bad
/// input exits 2 in one line, quickly, leaving nothing behind.
@Suite("the scripts check first", .serialized)
struct ScriptArgumentTests {
    /// Runs the script with a `swift` on the PATH that only records that it was called and fails, so
    /// a script that would build is caught (and builds nothing); a call is reported in the outcome's stderr.
    static func script(_ name: String, _ arguments: [String], environment: [String: String?] = [:]) throws
        -> ProcessOutcome
    {
        try withFailingSwift(
            "/bin/bash", [GateSelfTestTests.root.path + "/scripts/" + name] + arguments, environment: environment)
    }

    /// Runs `keyboard-bench gate` (what `pr-check.sh` runs once keyboard-bench is built) in this
    /// repository, with the same failing `swift` on the PATH: a gate that would build is caught.
    static func gate(_ arguments: [String], environment: [String: String?] = [:]) throws -> ProcessOutcome {
        let extra: [String: String?] = ["ROOT": GateSelfTestTests.root.path, "KB": FixtureTool.keyboardBench]
        return try withFailingSwift(
            "/bin/sh", ["-c", "cd \"$ROOT\" && exec \"$KB\" gate \"$@\"", "gate"] + arguments,
            environment: environment.merging(extra) { $1 })
    }

    /// Runs `program` with a `swift` first on the PATH that says it was called (on stderr) and exits 97.
    static func withFailingSwift(_ program: String, _ arguments: [String], environment: [String: String?]) throws
        -> ProcessOutcome
    {
        let fake = try TemporaryDirectory("fake-swift")
        try Shell.writeExecutable("#!/bin/sh\necho \"fake swift called: $*\" >&2\nexit 97\n", at: fake.at("swift"))
        let path = fake.path + ":" + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin")
        return try TestProcess.run(
            program, arguments,
            options: TestProcessOptions(environment: environment.merging(["PATH": path]) { $1 }, timeout: 60))
    }

    @Test func prCheckRefusesAnUnknownRefBeforeCreatingItsOutput() throws {
        let out = try TemporaryDirectory("pr-check")
        let run = try Self.gate(["--base-ref", "nosuch-ref-\(getpid())"], environment: ["PERF_OUTPUT": out.at("pr")])
        #expect(run.exitCode == 2, "\(run)")
        #expect(
            run.stderrLines == ["pr-check: --base-ref 'nosuch-ref-\(getpid())' is not a commit of this repository"],
            "\(run.stderr)")
        #expect(out.files().isEmpty, "nothing created")
    }

    @Test(arguments: ["/dev/null/x", "/proc/version/pr"])
    func prCheckRefusesAnOutputThatCannotBeAFolder(_ output: String) throws {
        let run = try Self.gate(["--base-ref", "HEAD"], environment: ["PERF_OUTPUT": output])
        #expect(run.exitCode == 2, "\(run)")
        #expect(
            run.stderrLines.count == 1 && run.stderr.hasPrefix("pr-check: PERF_OUTPUT '\(output)'"), "\(run.stderr)")
    }

    @Test func prCheckRefusesAMissingBaselineAndABadPairCount() throws {
        let out = try TemporaryDirectory("pr-check")
        let missing = try Self.gate([out.at("none.json")], environment: ["PERF_OUTPUT": out.at("pr")])
        #expect(missing.exitCode == 2 && missing.stderrLines.count == 1, "\(missing)")
        let pairs = try Self.gate(
            ["--base-ref", "HEAD"], environment: ["PERF_OUTPUT": out.at("pr"), "PERF_PAIRS": "many"])
        #expect(pairs.exitCode == 2 && pairs.stderr.hasPrefix("pr-check: PERF_PAIRS 'many'"), "\(pairs)")
        #expect(out.files().isEmpty, "nothing created")
    }

    @Test func prCheckRefusesABadBaseWorkerACacheThatCannotBeAFolderAndTwoBaselines() throws {
        let out = try TemporaryDirectory("pr-check")
        let worker = try Self.gate(["--base-worker", out.at("no-worker")], environment: ["PERF_OUTPUT": out.at("pr")])
        #expect(
            worker.exitCode == 2
                && worker.stderrLines == ["pr-check: --base-worker '\(out.at("no-worker"))' is not an executable file"],
            "\(worker)")
        let cache = try Self.gate(
            ["--base-ref", "HEAD"],
            environment: ["PERF_OUTPUT": out.at("pr"), "PERF_CACHE": "/dev/null/cache"])
        #expect(
            cache.exitCode == 2 && cache.stderrLines.count == 1
                && cache.stderr.hasPrefix("pr-check: PERF_CACHE '/dev/null/cache'"), "\(cache)")
        let both = try Self.gate(
            [out.at("base.json"), "--base-ref", "HEAD"], environment: ["PERF_OUTPUT": out.at("pr")])
        #expect(
            both.exitCode == 2 && both.stderrLines.count == 1
                && both.stderr.hasPrefix("pr-check: give a baseline report, or --base-ref REF"), "\(both)")
        #expect(out.files().isEmpty, "nothing created")
    }

    @Test(arguments: [["--frob"], ["--quick", "stray"], ["--time-limit", "soon"], ["--output", "x"]])
    func theGateChecksRunArgumentsBeforeBuilding(_ arguments: [String]) throws {
        let out = try TemporaryDirectory("pr-check")
        let run = try Self.gate(["--base-ref", "HEAD", "--"] + arguments, environment: ["PERF_OUTPUT": out.at("pr")])
        #expect(run.exitCode == 2 && run.stderrLines.count == 1 && run.stderr.hasPrefix("pr-check: "), "\(run)")
        #expect(!run.stderr.contains("fake swift called"), "nothing built")
        #expect(out.files().isEmpty, "nothing created")
    }

    /// Runs nightly.sh with a `swift` on the PATH that builds nothing: building `keyboard-bench` alone succeeds,
    /// `--show-bin-path` names a folder holding this build's `keyboard-bench`, and any other call (the worker's
    /// release build) is reported in stderr and fails.
    static func nightly(_ arguments: [String]) throws -> ProcessOutcome {
        let fake = try TemporaryDirectory("fake-swift")
        try FileManager.default.createDirectory(atPath: fake.at("bin"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(
            atPath: fake.at("bin/keyboard-bench"), withDestinationPath: FixtureTool.keyboardBench)
        let swift = """
            #!/bin/sh
            case "$*" in
              "build -c release --product keyboard-bench") exit 0 ;;
              "build -c release --show-bin-path") echo '\(fake.at("bin"))'; exit 0 ;;
            esac
            echo "fake swift called: $*" >&2
            exit 97

            """
        try Shell.writeExecutable(swift, at: fake.at("swift"))
        let path = fake.path + ":" + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin")
        return try TestProcess.run(
            "/bin/bash", [GateSelfTestTests.root.path + "/scripts/nightly.sh"] + arguments,
            options: TestProcessOptions(environment: ["PATH": path], timeout: 60))
    }

    /// `run` judges nightly.sh's arguments (`run --check-arguments`) once the tool alone is built: a typo is
    /// one line and exit 2 before the worker's release build or anything is installed.
    @Test(arguments: [["--frob"], ["--quick", "stray"], ["--filter"], ["--repetitions", "0"], ["--shard", "4/3"]])
    func nightlyLetsRunRefuseBadArgumentsBeforeBuildingTheWorker(_ arguments: [String]) throws {
        let run = try Self.nightly(arguments)
        #expect(run.exitCode == 2 && run.stderrLines.count == 1, "\(run)")
        #expect(!run.stderr.contains("fake swift called"), "the worker is not built: \(run.stderr)")
    }

    /// Arguments `run` takes pass the check and go on to the worker's build (which the fake `swift` fails),
    /// with nothing created in the output folder they name.
    @Test func nightlyPassesWhatRunTakesOnToTheBuild() throws {
        let out = try TemporaryDirectory("nightly")
        let run = try Self.nightly(["--quick", "--filter", "layout", "--output", out.at("reports")])
        #expect(run.exitCode == 97, "\(run)")
        #expect(run.stderr.contains("fake swift called: build -c release --product keyboard-bench-worker"), "\(run)")
        #expect(out.files().isEmpty, "nothing created")
    }

    /// The bisect's options are nightly.sh's own: taken out before `run` judges the rest, and a budget
    /// without its number is one line and exit 2 before anything is built.
    @Test func nightlyKeepsItsBisectOptionsFromRun() throws {
        let out = try TemporaryDirectory("nightly")
        let run = try Self.nightly([
            "--no-bisect", "--quick", "--bisect-budget", "60", "--filter", "layout", "--output", out.at("reports"),
        ])
        #expect(run.exitCode == 97, "run took the rest: \(run)")
        let missing = try Self.nightly(["--quick", "--bisect-budget"])
        #expect(missing.exitCode == 2 && missing.stderrLines.count == 1, "\(missing)")
        #expect(!missing.stderr.contains("fake swift called"), "\(missing)")
    }
}
