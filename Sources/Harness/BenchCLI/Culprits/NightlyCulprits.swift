import BenchReport
import Foundation
import PerfDashboard
import PerfHistory
import PerfModel

/// `history culprits` without its parsing: the new regressions found, each group bisected within the
/// budget, the culprits kept beside the newest run, the dashboard redrawn, the last screen printed.
struct NightlyCulprits: Sendable {
    var history: String
    /// Seconds all bisects may take (0: none).
    var budget: Double
    var directory: String
    var tool: String
    var cache: String?
    var output: String
    var dashboard: String?
    var summary: String?

    func run() async -> CommandResult {
        let findings: NightlyFindings
        do { findings = try NightlyFindings(history: history) } catch { return CommandResult(failure: error) }
        var warnings = findings.unreadable
        let found = await culprits(for: findings)
        do {
            for (fingerprint, culprits) in Dictionary(grouping: found, by: \.fingerprint) {
                guard let entry = findings.newestEntry(of: fingerprint) else { continue }
                try CulpritStore(history: history).write(culprits, for: entry)
            }
        } catch {
            return CommandResult(failure: error, warnings: warnings)
        }
        let kept = CulpritStore(history: history).all()
        warnings += kept.unreadable
        var text = findings.changesText
        if let dashboard {
            let drawn = DashboardCommandCore.run(history: history, output: dashboard)
            warnings += drawn.warnings
            guard drawn.error == nil else {
                return CommandResult(
                    text: text, exitCode: drawn.exitCode, error: drawn.error.map { "dashboard: \($0)" },
                    warnings: warnings)
            }
        }
        let glance = NightlyGlance(digest: findings.digest, regressions: findings.fresh, culprits: kept.culprits)
        let place = dashboard.map { "file://\(absolute($0))/index.html" } ?? "not drawn (no --dashboard)"
        if let summary {
            do { try FileIO.atomicWrite(Data(glance.markdown(dashboard: place).utf8), to: summary) } catch {
                var failed = CommandResult(failure: error, warnings: warnings)
                failed.text = text
                return failed
            }
        }
        text += "\n" + glance.text(dashboard: place)
        return CommandResult(
            text: text, exitCode: findings.fresh.isEmpty ? .success : .budgetFailed, warnings: warnings)
    }

    /// The culprit of each new regression: one kept already (the same night run again) is not searched
    /// again; else one search per scenario, commit range and bisected figure, its answer given to every
    /// regression of the group; the budget shared in order.
    func culprits(for findings: NightlyFindings) async -> [Culprit] {
        let started = ContinuousClock.now
        let kept = CulpritStore(history: history).all().culprits.filter { $0.outcome != .undecided }
        var answers: [String: Culprit] = [:]
        var found: [Culprit] = []
        for change in findings.fresh {
            let runId = findings.digest.latestByMachine[change.fingerprint]?.runId ?? change.runId
            let search = CulpritSearch(
                change: change, runId: runId, directory: directory, tool: tool, cache: cache, output: output)
            let key = [
                change.fingerprint, change.scenario, change.lastCommitBefore ?? "", change.firstCommitAfter ?? "",
                CulpritSearch.bisectMetric(for: change.metric),
            ].joined(separator: "\u{1}")
            var culprit: Culprit
            if let known = kept.last(where: { $0.explains(change) }) {
                culprit = known
            } else if let known = answers[key] {
                culprit = known
            } else if budget == 0 {
                culprit = search.record(.undecided, note: "not bisected (bisect off)")
            } else {
                let spent = ContinuousClock.now - started
                let left = budget - Double(spent.components.seconds) - Double(spent.components.attoseconds) / 1e18
                culprit = await search.run(seconds: left)
                answers[key] = culprit
            }
            culprit.metric = change.metric
            found.append(culprit)
        }
        return found
    }

    func absolute(_ path: String) -> String { path.hasPrefix("/") ? path : "\(directory)/\(path)" }
}
