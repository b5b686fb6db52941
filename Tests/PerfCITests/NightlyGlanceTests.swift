import BenchReport
import Foundation
import TestSupport
import Testing

@testable import PerfDashboard
@testable import PerfHistory
@testable import PerfModel

/// The culprits kept in a history, and what a team reads of a nightly in a minute: the last screen and
/// the top of the dashboard's index say broken budgets, regressions with culprit, closest to budget.
@Suite("Culprits and the nightly at a glance")
struct NightlyGlanceTests {
    /// The verdict history (an open regression of cached-switch at run 8, a budget broken by the newest
    /// run) with a culprit kept for its regression; the folder and the regression.
    static func historyWithCulprit() throws -> (history: String, change: ChangePoint, culprit: Culprit) {
        let history = try VerdictHistory.folder()
        let findings = try NightlyFindings(history: history)
        let change = try #require(
            findings.changePoints.first { $0.scenario == "cached-switch" && $0.direction == .worse })
        let culprit = Culprit(
            fingerprint: change.fingerprint, scenario: change.scenario, metric: change.metric,
            good: change.lastCommitBefore, bad: change.firstCommitAfter, runId: "run-23", outcome: .culprit,
            commit: VerdictHistory.commit(8), subject: "Touch grid: look at the 3×3 neighbourhood", percent: 24.8,
            bisectedOn: "switch/instructions", probes: 6, seconds: 42, note: "bisected")
        let entry = try #require(findings.newestEntry(of: change.fingerprint))
        try CulpritStore(history: history).write([culprit], for: entry)
        return (history, change, culprit)
    }

    @Test func aCulpritReadsAsCommitEffectAndSubject() throws {
        let (_, _, culprit) = try Self.historyWithCulprit()
        #expect(
            culprit.line
                == "culprit \(VerdictHistory.commit(8).prefix(12))… (+24.8 % switch/instructions): 'Touch grid: look at the 3×3 neighbourhood'"
        )
        var none = culprit
        none.outcome = .undecided
        none.note = "not bisected: commits a..b are not in the local repository"
        #expect(none.line == none.note)
    }

    @Test func theStoreKeepsCulpritsBesideTheRunAndPruneRemovesThem() throws {
        let (history, change, culprit) = try Self.historyWithCulprit()
        let kept = CulpritStore(history: history).all()
        #expect(kept.culprits == [culprit] && kept.unreadable.isEmpty)
        #expect(kept.culprits.first?.explains(change) == true)
        let entries = try HistoryStore(root: history).nonEmptyReadableRuns().runs.map(\.entry)
        #expect(
            FileManager.default.fileExists(atPath: "\(history)/.culprits/\(try #require(entries.last).path)"),
            "named like the run's entry")
        #expect(HistoryCommandCore.changes(history: history).exitCode == .success, "the runs still read")
        #expect(HistoryCommandCore.prune(history: history, keepLast: 3).exitCode == .success)
        #expect(CulpritStore(history: history).all().culprits == [culprit], "a kept run keeps its culprits")
        try "{}".write(toFile: "\(history)/.culprits/\(entries[0].path)", atomically: true, encoding: .utf8)
        #expect(CulpritStore(history: history).all().unreadable.count == 1)
    }

    @Test func theLastScreenSaysBrokenBudgetsRegressionsClosestThenTheDashboard() throws {
        let (history, change, culprit) = try Self.historyWithCulprit()
        let findings = try NightlyFindings(history: history)
        let glance = NightlyGlance(digest: findings.digest, regressions: [change], culprits: [culprit])
        let text = glance.text(dashboard: "file:///r/dashboard/index.html")
        let order = [
            "Broken budgets (1):", "failing: hold/wall_time max < 100 ms — measured 112 ms",
            "New regressions (1), with culprit:", "cached-switch switch/wall_time +25", culprit.line,
            "Closest to budget (time budgets, least headroom):", "Dashboard: file:///r/dashboard/index.html",
        ]
        let places = order.map { text.range(of: $0)?.lowerBound }
        #expect(places.allSatisfy { $0 != nil }, "\(text)")
        #expect(places.compactMap { $0 } == places.compactMap { $0 }.sorted(), "in this order: \(text)")
        #expect(text.hasSuffix("Dashboard: file:///r/dashboard/index.html\n"))
        #expect(glance.closest.first?.scenario == "cached-switch", "94.8 ms of 100 ms is the least headroom")
        let markdown = glance.markdown(dashboard: "file:///r/dashboard/index.html")
        #expect(markdown.contains("- cached-switch switch/wall_time +25") && markdown.contains(culprit.line))
        let quiet = NightlyGlance(digest: findings.digest, regressions: [], culprits: [])
        #expect(quiet.text(dashboard: "d").contains("New regressions: none"))
    }

    @Test func theIndexLeadsWithTheSameAndShowsTheCulpritOnItsRegressionsRow() throws {
        let (history, _, culprit) = try Self.historyWithCulprit()
        let output = try TemporaryDirectory("perfci").at("site")
        let drawn = DashboardCommandCore.run(history: history, output: output)
        try #require(drawn.exitCode == .success, "\(drawn)")
        let index = try String(contentsOfFile: "\(output)/index.html", encoding: .utf8)
        let headings = [
            "<h2>Broken budgets</h2>", "<h2>Open regressions</h2>", "<h2>Closest to budget</h2>", "<h2>Scenarios</h2>",
        ]
        let places = try headings.map { try #require(index.range(of: $0)).lowerBound }
        #expect(places == places.sorted(), "broken budgets, regressions, closest to budget, then every scenario")
        let row = try #require(DashboardVerdictTests.rows(of: "open-regressions", in: index).first)
        #expect(row.contains("<td class=\"culprit\">\(HTML.escape(culprit.line))</td>"), "\(row)")
        #expect(index.contains("<li><a href=\"\(DashboardSite.pageName("failing"))\">failing</a>"))
    }
}
