import BenchReport
import BenchSafety
import Foundation
import PerfDashboard
import PerfHistory
import PerfModel

/// The search for one new regression's culprit, between the last good run's commit and the first bad
/// run's: none when the commits are missing or not in this repository (one line says so), the bad
/// commit itself when the range is one commit (no probe), else `keyboard-bench bisect` in a process
/// group of its own, killed with its builds and workers when the nightly's bisect budget runs out.
struct CulpritSearch: Sendable {
    /// The regression (the first of its group: one bisect answers every metric of a scenario that moved
    /// between the same two commits and bisects on the same figure).
    var change: ChangePoint
    /// The run that found it.
    var runId: String
    /// The package's root (the repository).
    var directory: String
    /// `keyboard-bench` itself, the worker cache, where the bisect's files go.
    var tool: String
    var cache: String?
    var output: String

    /// The figure the bisect compares for `metric`: a count (instructions, allocations) itself; for a
    /// timing, the instruction count of its operation — its deterministic trace, probed once per commit
    /// where a paired timing needs pairs of workers per probe (the nightly's bisect is time-boxed).
    static func bisectMetric(for metric: String) -> String {
        if let chosen = try? BisectMetric(metric), !chosen.isTiming { return metric }
        return MetricID(metric).operation.map { "\($0)/instructions" } ?? "instructions"
    }

    /// A record without a bisect.
    func record(_ outcome: Culprit.Outcome, note: String) -> Culprit {
        Culprit(
            fingerprint: change.fingerprint, scenario: change.scenario, metric: change.metric,
            good: change.lastCommitBefore, bad: change.firstCommitAfter, runId: runId, outcome: outcome, note: note)
    }

    /// Finds the culprit within `seconds` (nothing is started with less than one second left).
    func run(seconds: Double) async -> Culprit {
        guard let good = change.lastCommitBefore, let bad = change.firstCommitAfter else {
            return record(.undecided, note: "not bisected: the runs around the change recorded no commit")
        }
        let git = RefResolver(directory: directory)
        let range = "\(ShortCommit.of(good))..\(ShortCommit.of(bad))"
        guard await git.commit(good) == good, await git.commit(bad) == bad else {
            return record(.undecided, note: "not bisected: commits \(range) are not in the local repository")
        }
        let parent = await git.commit(bad + "^")
        if parent == good {
            var found = record(.culprit, note: "the range \(range) is one commit: it is the culprit (not probed)")
            found.commit = bad
            found.subject = await git.git(["log", "-1", "--format=%s", bad]).output
            found.percent = (change.ratio - 1) * 100
            return found
        }
        guard seconds >= 1 else {
            return record(.undecided, note: "not bisected: the bisect budget is spent (range \(range))")
        }
        return await bisect(good: good, bad: bad, range: range, seconds: seconds)
    }

    /// Runs `keyboard-bench bisect` over good..bad and reads its JSON report.
    func bisect(good: String, bad: String, range: String, seconds: Double) async -> Culprit {
        let metric = Self.bisectMetric(for: change.metric)
        let name = FileIO.slug("\(change.scenario)-\(metric)", limit: 80)
        let files = (json: "\(output)/\(name).json", markdown: "\(output)/\(name).md", log: "\(output)/\(name).log")
        try? FileManager.default.createDirectory(atPath: output, withIntermediateDirectories: true)
        try? FileManager.default.removeItem(atPath: files.json)
        var arguments = [
            "bisect", "--scenario", change.scenario, "--metric", metric, "--good", good, "--bad", bad,
            "--output", "\(output)/\(name)", "--json", files.json,
        ]
        if let cache { arguments += ["--cache", cache] }
        Console.writeErr(
            "culprits: bisecting \(change.scenario) \(change.metric) on \(metric) in \(range) (at most \(Int(seconds)) s; log: \(files.log))\n"
        )
        let ending = ToolRun(tool, arguments, output: files.markdown, error: files.log, deadlineSeconds: seconds).run()
        if case .timedOut = ending {
            return record(
                .undecided,
                note: "bisect of \(range) stopped at the bisect budget (\(Int(seconds)) s); its probes: \(files.log)")
        }
        guard let data = FileManager.default.contents(atPath: files.json),
            let report = try? JSONOutput.decode(BisectReport.Document.self, from: data)
        else {
            let last = (try? String(contentsOfFile: files.log, encoding: .utf8))?.split(separator: "\n").last
            return record(
                .undecided,
                note:
                    "not bisected: \(ToolRun.describe(ending, name: "bisect")): \(last.map(String.init) ?? "no output")"
            )
        }
        return culprit(from: report, metric: metric)
    }

    /// The record of a finished bisect.
    func culprit(from report: BisectReport.Document, metric: String) -> Culprit {
        let outcome: Culprit.Outcome =
            switch report.outcome {
            case "culprit": .culprit
            case "no-change": .noCulprit
            case "spread": .spread
            default: .undecided
            }
        var found = record(outcome, note: report.verdict)
        found.bisectedOn = report.metric
        found.probes = report.probes.count
        found.seconds = report.durationSeconds
        if let step = report.culprit {
            found.commit = step.commit
            found.subject = report.probes.first { $0.commit == step.commit }?.subject
            let good = report.probes.first?.figure ?? step.before
            found.percent = good == 0 ? nil : (step.after - good) / good * 100
        }
        return found
    }
}
