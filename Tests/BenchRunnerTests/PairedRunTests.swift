import BenchReport
import BenchRunner
import Foundation
import TestSupport
import Testing

/// The paired A/B schedule, and `run --against` end to end on the fixture worker.
@Suite("paired A/B runs", .serialized)
struct PairedRunTests {
    @Test("ABBA: the side that goes first alternates round by round; a scenario runs only where its worker has it")
    func abbaSchedule() {
        let slots = PairedSchedule.slots(
            rounds: 4, scenarios: ["floor", "a", "b"], baseline: ["floor", "a"], current: ["floor", "a", "b"])
        let order = slots.map { "\($0.round)\($0.scenario)\($0.side == .baseline ? "A" : "B")" }
        #expect(
            order == [
                "1floorA", "1floorB", "1aA", "1aB", "1bB",
                "2floorB", "2floorA", "2aB", "2aA", "2bB",
                "3floorA", "3floorB", "3aA", "3aB", "3bB",
                "4floorB", "4floorA", "4aB", "4aA", "4bB",
            ])
        #expect(
            PairedSchedule.order(round: 1) == [.baseline, .current]
                && PairedSchedule.order(round: 2) == [.current, .baseline])
    }

    @Test("run --against writes both sides with one pairing and a paired comparison; same seeds on both sides")
    func pairedRun() async throws {
        let (run, output) = try await FixtureTool.runSuite(
            ["--filter", "^dsl-clean$", "--quick", "--repetitions", "2", "--against", FixtureTool.fixtureWorker]
        )
        #expect(run.exitCode == 4, "2 pairs: the comparison cannot judge \(run.stderr)")
        let file = try RunReportFile(directory: output)
        let baseline = try ReportCoding.decode(
            Data(contentsOf: file.runDirectory.appendingPathComponent("baseline.json")))
        #expect(file.report.pairing?.role == .current && baseline.pairing?.role == .baseline)
        #expect(file.report.pairing?.id == baseline.pairing?.id && file.report.pairing?.pairs == 2)
        #expect(file.report.pairing?.fixedLayout == true, "paired workers measure without address-space randomisation")
        #expect(baseline.scenarios.map(\.name) == ["dsl-clean"] && baseline.scenarios[0].repetitions.count == 2)
        #expect(baseline.scenarios[0].seed == file.report.scenarios[0].seed)
        #expect(
            file.report.settings.timeScale == WorkerSettings.pairedTimeScale
                && baseline.settings.timeScale == WorkerSettings.pairedTimeScale,
            "paired benchmarks measure a fraction of their minimum time")
        #expect(
            file.report.pairing?.remeasured != nil && baseline.pairing?.remeasured == file.report.pairing?.remeasured,
            "both sides list the pairs measured again")
        let markdown = try String(contentsOf: file.runDirectory.appendingPathComponent("compare.md"), encoding: .utf8)
        #expect(markdown.contains("Paired A/B run: 2 pairs"))
        #expect(markdown.hasPrefix("## keyboard-bench compare: ⚠️ cannot judge: 2 pairs"), "\(markdown.prefix(300))")
        #expect(baseline.environment.gitCommit == nil, "the baseline worker's commit is unknown, not this checkout's")
        #expect(markdown.contains("Baseline `") && markdown.contains("(commit unknown) → current"))
        #expect(run.stderr.contains("needs 6 or more"), "2 pairs cannot reach p < 0.05: the run says so")
        #expect(run.stdout.contains("Paired A/B run: 2 pairs"))
    }

    @Test("--against-commit names the baseline worker's commit in baseline.json and the comparison's header")
    func againstCommit() async throws {
        let base = "0123456789abcdef0123456789abcdef01234567"
        let (run, output) = try await FixtureTool.runSuite([
            "--filter", "^dsl-clean$", "--quick", "--repetitions", "2", "--against", FixtureTool.fixtureWorker,
            "--against-commit", base.uppercased(),
        ])
        #expect(run.exitCode == 4, "\(run.stderr)")
        let file = try RunReportFile(directory: output)
        let baseline = try ReportCoding.decode(
            Data(contentsOf: file.runDirectory.appendingPathComponent("baseline.json")))
        #expect(baseline.environment.gitCommit == base && baseline.environment.gitDirty == false)
        #expect(file.report.environment.gitCommit != base)
        let markdown = try String(contentsOf: file.runDirectory.appendingPathComponent("compare.md"), encoding: .utf8)
        #expect(markdown.contains("(commit \(base.prefix(12))) → current"), "\(markdown.prefix(400))")

        let (alone, aloneOutput) = try await FixtureTool.runSuite(["--filter", "^dsl-clean$", "--against-commit", base])
        #expect(alone.exitCode == 2 && alone.stderr.contains("--against-commit names the --against worker's commit"))
        #expect(TemporaryDirectory.files(in: aloneOutput).isEmpty)
        let (bad, _) = try await FixtureTool.runSuite([
            "--filter", "^dsl-clean$", "--against", FixtureTool.fixtureWorker, "--against-commit", "no-such-ref",
        ])
        #expect(
            bad.exitCode == 2 && bad.stderr.contains("--against-commit 'no-such-ref': names no commit here"),
            "\(bad.stderr)")
    }

    @Test("a time scale reaches the worker's command line only when it is not 1")
    func timeScaleArguments() {
        var settings = WorkerSettings(seed: 3, quick: false)
        #expect(!WorkerLauncher.arguments(scenario: "s", settings: settings).contains("--time-scale"))
        settings.timeScale = 0.5
        #expect(WorkerLauncher.arguments(scenario: "s", settings: settings).suffix(2) == ["--time-scale", "0.5"])
    }

    @Test(
        "a baseline worker with none of the selected scenarios, or another wire protocol, is refused before anything runs"
    )
    func mismatchedBaselineWorkers() async throws {
        let (none, output) = try await FixtureTool.runSuite([
            "--filter", "^dsl-clean$", "--against", FixtureTool.keyboardWorker,
        ])
        #expect(none.exitCode == 2)
        #expect(none.stderr.contains("no scenario in common") && none.stderr.split(separator: "\n").count == 1)
        #expect(TemporaryDirectory.files(in: output).isEmpty)

        let fake = try TemporaryDirectory.make().appendingPathComponent("old-worker")
        // A worker that says hello in protocol 9 (frame: tag 'H', length 2, version 9 little-endian).
        try Shell.writeExecutable("#!/bin/sh\nprintf 'H\\002\\000\\000\\000\\011\\000'\n", at: fake.path)
        let (old, _) = try await FixtureTool.runSuite(["--filter", "^dsl-clean$", "--against", fake.path])
        #expect(old.exitCode == 2)
        #expect(old.stderr.contains("speaks wire protocol 9"), "\(old.stderr)")
        let (missing, _) = try await FixtureTool.runSuite([
            "--filter", "^dsl-clean$", "--against", "/nonexistent/worker",
        ])
        #expect(missing.exitCode == 2 && missing.stderr.contains("no such file"))
    }

    @Test("run --baseline with no scenario in common is refused before the first scenario")
    func baselineWithNothingInCommon() async throws {
        let (first, output) = try await FixtureTool.runSuite(["--filter", "^dsl-clean$", "--quick"])
        #expect(first.exitCode == 0)
        let baseline = output.appendingPathComponent("latest.json").path
        let (second, secondOutput) = try await FixtureTool.runSuite([
            "--filter", "^dsl-leak$", "--quick", "--baseline", baseline,
        ])
        #expect(second.exitCode == 2)
        #expect(second.stderr.contains("no scenario in common"), "\(second.stderr)")
        #expect(TemporaryDirectory.files(in: secondOutput).isEmpty)
    }
}
