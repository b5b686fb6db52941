import BenchReport
import Foundation
import TestSupport
import Testing

/// The nightly bisects its own new regression (`history culprits`): a history whose newest run brings a
/// +25 % step of `cached-switch`'s switch time between two commits of the bisect's scratch repository,
/// and the prebuilt fixture workers in the cache (no commit is built) → the culprit lands in the history,
/// the dashboard's open-regressions row, the summary and the last screen.
@Suite("nightly culprits end to end", .serialized)
struct NightlyCulpritTests {
    /// A run of `cached-switch` at `commit`: its switch time around `nanoseconds`.
    static func report(_ index: Int, commit: String, nanoseconds: Double) -> RunReport {
        let figures: [Double] = (0..<5).map { repetition in
            let step: Int = (index * 7 + repetition * 3) % 5 - 2
            return nanoseconds * (1 + 0.004 * Double(step))
        }
        let spec = MetricSpec(
            id: MetricID("switch/wall_time"), unit: .nanoseconds, polarity: .smallerIsBetter, shape: .distribution,
            deterministic: false)
        let metric = MetricReport(spec: spec, summary: Summary(of: figures), value: nil, repetitions: figures)
        let scenario = ScenarioReport(
            name: "cached-switch", kind: .scenario, tags: [], parameters: [:], status: .passed, failure: nil, seed: 1,
            durationSeconds: 1, metrics: [metric])
        let environment = EnvironmentFingerprint(
            cpuModel: "c", cores: 2, os: "linux", kernel: "6", swiftVersion: "6.3.1", buildConfiguration: "release",
            jemallocVersion: nil, gitCommit: commit, gitDirty: false, machineId: "m", hostname: "h")
        return RunReport(
            runId: String(format: "run-%02d", index), startedAt: String(format: "2026-11-%02dT02:00:00Z", index + 1),
            durationSeconds: 1, environment: environment,
            settings: HarnessSettings(
                filter: nil, tags: [], quick: false, seed: 1, defaultTimeLimitSeconds: 60, maxKeptSamples: 100,
                repetitions: 5),
            scenarios: [scenario])
    }

    /// A history of eight runs at `good`, then three at `bad` 25 % slower (the newest makes it a change
    /// point).
    static func history(in sandbox: BisectTests.Sandbox, good: String, bad: String) throws -> String {
        let history = sandbox.folder.at("history")
        for index in 0..<11 {
            let path = sandbox.folder.at("run-\(index).json")
            let report = Self.report(index, commit: index < 8 ? good : bad, nanoseconds: index < 8 ? 8_000 : 10_000)
            try ReportCoding.encode(report).write(to: URL(fileURLWithPath: path))
            let added = try TestProcess.run(FixtureTool.keyboardBench, ["history", "add", "--history", history, path])
            try #require(added.exitCode == 0, "\(added)")
        }
        return history
    }

    /// `history culprits` in the scratch repository, with the fake `swift` first on the PATH.
    static func culprits(_ sandbox: BisectTests.Sandbox, history: String, _ extra: [String] = []) throws
        -> ProcessOutcome
    {
        let path = sandbox.folder.at("bin") + ":" + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin")
        let arguments = [
            "history", "culprits", "--history", history, "--dashboard", sandbox.folder.at("dashboard"), "--summary",
            sandbox.folder.at("summary.md"), "--output", sandbox.folder.at("bisect"), "--cache", sandbox.cache,
        ]
        return try TestProcess.run(
            "/bin/sh", ["-c", "cd \"$REPO\" && exec \"$KB\" \"$@\"", "culprits"] + arguments + extra,
            options: TestProcessOptions(
                environment: [
                    "PATH": path, "REPO": sandbox.repository, "KB": FixtureTool.keyboardBench,
                    "KB_SELFTEST_SPIN": "200",
                ],
                timeout: 300))
    }

    static func read(_ path: String) -> String { (try? String(contentsOfFile: path, encoding: .utf8)) ?? "" }

    @Test(.needs(.valgrind))
    func theNewRegressionIsBisectedToItsCommitAndShownOnTheDashboard() throws {
        try ToolAvailability.require(.valgrind)
        let sandbox = try BisectTests.Sandbox()
        try sandbox.fill(culprit: 15, broken: 16)
        let history = try Self.history(in: sandbox, good: sandbox.commits[0], bad: sandbox.commits[32])
        let run = try Self.culprits(sandbox, history: history)
        #expect(run.exitCode == 1, "a new regression fails the nightly: \(run)")
        let line = "culprit \(sandbox.commits[15].prefix(12))… ("
        #expect(run.stdout.contains("NEW regression cached-switch switch/wall_time"), "\(run)")
        #expect(run.stdout.contains(line) && run.stdout.contains("): 'edit 15'"), "\(run)")
        let screen = try #require(run.stdout.components(separatedBy: "── nightly run-10").last)
        #expect(
            screen.split(separator: "\n").last?.hasPrefix("Dashboard: file://") == true, "the dashboard last: \(screen)"
        )
        let kept = try #require(FileManager.default.contentsOfDirectory(atPath: history + "/.culprits").first)
        let file = try #require(
            FileManager.default.contentsOfDirectory(atPath: "\(history)/.culprits/\(kept)").first)
        let stored = Self.read("\(history)/.culprits/\(kept)/\(file)")
        #expect(stored.contains(sandbox.commits[15]) && stored.contains("switch/instructions"), "\(stored)")
        let index = Self.read(sandbox.folder.at("dashboard/index.html"))
        #expect(index.contains("<td class=\"culprit\">\(line)"), "the open-regressions row names it")
        #expect(Self.read(sandbox.folder.at("summary.md")).contains(line))
        // Kept for a look in a browser: `scripts/peers/browser-check.py .build/nightly-culprit-dashboard …`.
        let site = "\(Shell.packageRoot)/.build/nightly-culprit-dashboard"
        try? FileManager.default.removeItem(atPath: site)
        try? FileManager.default.copyItem(atPath: sandbox.folder.at("dashboard"), toPath: site)
        let again = try Self.culprits(sandbox, history: history, ["--no-bisect"])
        #expect(again.stdout.contains(line), "a culprit kept is not searched again: \(again)")
        #expect(Self.read(sandbox.folder.at("dashboard/index.html")).contains(line))
    }

    @Test func aRangeOfOneCommitIsItsCulpritWithoutAProbe() throws {
        let sandbox = try BisectTests.Sandbox()
        let history = try Self.history(in: sandbox, good: sandbox.commits[4], bad: sandbox.commits[5])
        let run = try Self.culprits(sandbox, history: history)
        #expect(run.exitCode == 1, "\(run)")
        #expect(run.stdout.contains("culprit \(sandbox.commits[5].prefix(12))… (+25"), "\(run)")
        #expect(run.stdout.contains("): 'edit 5'"), "\(run)")
        #expect(!run.stderr.contains("bisecting"), "nothing probed: \(run.stderr)")
        #expect(Self.read(sandbox.folder.at("dashboard/index.html")).contains("edit 5"))
    }

    @Test func commitsNotInTheRepositoryAreSaidInOneLine() throws {
        let sandbox = try BisectTests.Sandbox()
        let (good, bad) = (String(repeating: "a", count: 40), String(repeating: "b", count: 40))
        let history = try Self.history(in: sandbox, good: good, bad: bad)
        let run = try Self.culprits(sandbox, history: history)
        #expect(run.exitCode == 1, "\(run)")
        #expect(
            run.stdout.contains(
                "not bisected: commits \(good.prefix(12))..\(bad.prefix(12)) are not in the local repository"),
            "\(run)")
        let off = try Self.culprits(sandbox, history: history, ["--no-bisect"])
        #expect(off.stdout.contains("not bisected (bisect off)"), "\(off)")
        let refused = try Self.culprits(sandbox, history: history, ["--bisect-budget", "soon"])
        #expect(refused.exitCode == 2 && refused.stderr.contains("--bisect-budget 'soon'"), "\(refused)")
    }
}
