import BenchReport
import BenchSafety
import Foundation
import PerfModel
/// What `keyboard-bench history add|list|prune|changes|compact` do, without the argument parsing: each
/// exits 0 or 2 (3 when a write fails); `changes` exits 0 even when it finds regressions.
public enum HistoryCommandCore {
    /// Adds the report at `report` to the history at `history`, and keeps the profiles its run wrote
    /// beside it (`HistoryProfiles`: the newest per scenario and kind). The profiles are checked first:
    /// a link, FIFO, device, folder or file over the cap among them is skipped with a warning naming it,
    /// and a history whose profile folder is not a folder is refused before anything is written. A
    /// profile that cannot be written after the run was added is said so (exit 3), with nothing half-kept.
    public static func add(report: String, history: String = HistoryStore.defaultRoot) -> CommandResult {
        var written = ""
        var result = perform { warnings in
            // The run's folder is the report's, through links (`Reports/latest.json`).
            let run = DirectoryEntries.parent(of: URL(fileURLWithPath: report).resolvingSymlinksInPath().path)
            let profiles = HistoryProfiles(history: history)
            let plan = profiles.plan(runFolder: run)
            if !plan.sets.isEmpty { try profiles.checkRoot() }
            let entries = try HistoryStore(root: history).addByMachine(reportAt: report)
            written = entries.map { "added \($0.path)\n" }.joined()
            warnings = plan.skipped
            guard let entry = entries.first else { return written }
            let kept: (kept: Int, skipped: [String])
            do { kept = try profiles.keep(plan, entry: entry) } catch let failure as SystemError {
                throw SystemError(
                    "keep the profiles of run \(entry.runId) (the run was added): \(failure.operation)",
                    code: failure.code)
            } catch {
                throw PerfCIError("run \(entry.runId) was added, but its profiles were not kept: \(error)")
            }
            warnings = kept.skipped
            return written + (kept.kept > 0 ? "kept \(kept.kept) profile set(s) of run \(entry.runId)\n" : "")
        }
        if result.error != nil { result.text = written }
        return result
    }

    /// Lists the runs, oldest first, one line each (or JSON).
    public static func list(history: String = HistoryStore.defaultRoot, json: Bool = false) -> CommandResult {
        perform { warnings in
            let read = try HistoryStore(root: history).nonEmptyReadableRuns()
            warnings = read.unreadable
            let entries = read.runs.map(\.entry)
            if json { return try JSONOutput.string(entries) }
            return entries.map {
                "\($0.startedAt)  \(ShortCommit.of($0.commit))  \($0.runId)  v\($0.schemaVersion)  \($0.path)"
            }
            .joined(separator: "\n") + "\n"
        }
    }

    /// Keeps the newest `keepLast` runs per machine (and the culprits those runs kept).
    public static func prune(history: String = HistoryStore.defaultRoot, keepLast: Int, fingerprint: String? = nil)
        -> CommandResult
    {
        perform { warnings in
            let store = HistoryStore(root: history)
            let read = try store.nonEmptyReadableRuns()
            warnings = read.unreadable
            let removed = try store.prune(keepLast: keepLast, fingerprint: fingerprint, among: read.runs)
            let kept = Set(read.runs.map(\.entry.runId)).subtracting(removed.map(\.runId))
            let gone = Set(removed.map(\.runId)).subtracting(kept)
            let sets = HistoryProfiles(history: history).remove(runs: gone)
            for entry in removed { CulpritStore(history: history).remove(for: entry) }
            return removed.map { "removed \($0.path)\n" }.joined() + sets.map { "removed profiles \($0)\n" }.joined()
                + "pruned \(removed.count) run(s)\n"
        }
    }

    /// Rewrites the history's full reports as compact entries.
    public static func compact(history: String = HistoryStore.defaultRoot) -> CommandResult {
        perform { warnings in
            let done = try HistoryStore(root: history).compact()
            warnings = done.unreadable
            return done.rewritten.map { "compacted \($0)\n" }.joined()
                + "compacted \(done.rewritten.count) report(s): \(done.bytesBefore) → \(done.bytesAfter) bytes\n"
        }
    }

    /// Lists the change points of every series larger than the noise floor (or JSON).
    public static func changes(
        history: String = HistoryStore.defaultRoot, detector: EDivisive = EDivisive(),
        noiseFloor: NoiseFloor = NoiseFloor(), json: Bool = false, failOnNew: Bool = false
    ) -> CommandResult {
        var fresh: [ChangePoint] = []
        var result = perform { warnings in
            let finder = ChangePointFinder(detector: detector, noiseFloor: noiseFloor)
            let read = try HistoryStore(root: history).digest()
            warnings = read.unreadable
            let points = finder.changePoints(in: read.digest.series)
            if failOnNew { fresh = finder.newRegressions(among: points, in: read.digest.series) }
            if json { return try JSONOutput.string(points) }
            return changesText(points) + newRegressionsText(fresh, asked: failOnNew)
        }
        if result.error == nil, !fresh.isEmpty { result.exitCode = .budgetFailed }
        return result
    }

    /// One line per change point, or "no change points". A change point between runs of one commit is
    /// labelled a machine change: the code did not change, so the machine or its load did.
    public static func changesText(_ points: [ChangePoint]) -> String {
        if points.isEmpty { return "no change points\n" }
        return points.map {
            "\(machineLabel($0))\($0.kind) \($0.scenario) \($0.metric): \($0.summary) [run \($0.runId), machine \($0.fingerprint)]"
        }
        .joined(separator: "\n") + "\n"
    }

    /// "machine change (same commit <hash>): " before a change point between runs of one commit, else nothing.
    static func machineLabel(_ point: ChangePoint) -> String {
        guard point.isMachineChange, let commit = point.firstCommitAfter else { return "" }
        return "machine change (same commit \(ShortCommit.of(commit))): "
    }

    /// With `--fail-on-new`: the regressions the newest run brings, or that it brings none.
    static func newRegressionsText(_ fresh: [ChangePoint], asked: Bool) -> String {
        guard asked else { return "" }
        guard !fresh.isEmpty else { return "no new regression in the newest run\n" }
        let lines = fresh.map {
            "NEW regression \($0.scenario) \($0.metric): \($0.summary) [machine \($0.fingerprint)]"
        }
        return lines.joined(separator: "\n") + "\n\(fresh.count) new regression(s) in the newest run (exit 1)\n"
    }

    private static func perform(_ body: (inout [String]) throws -> String) -> CommandResult {
        var warnings: [String] = []
        do {
            let text = try body(&warnings)
            return CommandResult(text: text, warnings: warnings)
        } catch {
            return CommandResult(failure: error, warnings: warnings)
        }
    }
}
