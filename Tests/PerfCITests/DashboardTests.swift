import BenchReport
import Foundation
@testable import PerfDashboard
@testable import PerfHistory
import TestSupport
import Testing

@Suite("Dashboard")
struct DashboardTests {
    @Test func siteHasAnIndexAndAPagePerScenario() throws {
        let scratch = try TemporaryDirectory("perfci")
        let site = scratch.at("site")
        let output = DashboardCommandCore.run(history: try Fixture.history(), output: site)
        #expect(output.exitCode == .success)
        let files = try FileManager.default.contentsOfDirectory(atPath: site).filter { !$0.hasPrefix(".") }.sorted()
        #expect(files.count == 4)
        let index = try String(contentsOfFile: site + "/index.html", encoding: .utf8)
        #expect(index.components(separatedBy: "class=\"sparkline\"").count - 1 == 3)
        #expect(!index.contains("http://") || !index.contains("src=\"http"))
        let page = try String(
            contentsOfFile: site + "/" + DashboardSite.pageName("tree-build-letters"), encoding: .utf8)
        // build/wall_time's budget (its max), then the median of build/wall_time and of peak resident.
        #expect(page.components(separatedBy: "<svg class=\"chart\"").count - 1 == 3)
        #expect(page.contains("class=\"budget-line\""))
        #expect(page.contains("class=\"change-point regression\""))
        #expect(page.contains("class=\"spread-band\""))
        #expect(page.contains("commit c07000000000"))
        #expect(!page.contains("<script"), "static: no scripts, no external assets")
    }

    @Test func aBudgetIsDrawnOnItsOwnStatisticInRangeNeverOnTheMedian() throws {
        let runs = try HistoryStore(root: Fixture.history()).runs()
        let digest = HistoryDigest(runs: runs, collectingBudgets: true)
        let series = try #require(
            digest.series.first { $0.scenario == "cached-switch" && $0.metric == "switch/wall_time" })
        #expect(!SVGChart(series: series, changePoints: []).render().contains("budget-line"))
        let budget = try #require(
            digest.budgetSeries.first { $0.scenario == "cached-switch" && $0.budget.metric.name == "switch/wall_time" })
        #expect(budget.budget.statistic == .p100 && budget.points.count == runs.count)
        let svg = SVGChart(series: budget.asMetricSeries, changePoints: [], budget: budget.budget).render()
        #expect(svg.contains("class=\"budget-line\"") && !svg.contains("off scale"))
    }

    @Test func escapesNames() {
        #expect(HTML.escape("<a href=\"x\">&'") == "&lt;a href=&quot;x&quot;&gt;&amp;&#39;")
    }
}

@Suite("Dashboard: instructions beside time")
struct DashboardInstructionTests {
    @Test func instructionCountsAreChartedNextToWallTimeAndOnTheIndex() throws {
        var runs = try HistoryStore(root: Fixture.history()).runs()
        // An instruction-mode run (`run --instructions`) of the same machine joins the history.
        var counted = try #require(runs.last)
        var run = Make.run(
            "instructions-run", repetitions: 1,
            scenarios: counted.record.scenarios.map { scenario in
                let wall = scenario.metrics.map { counted.record.name($0.name) }.first { $0.hasSuffix("/wall_time") }
                let operation = wall?.split(separator: "/").first
                let counts = operation.map { [Make.metric("\($0)/instructions", unit: .count, repetitions: [118_519])] }
                var made = Make.scenario(scenario.name, metrics: counts ?? [])
                made.status = scenario.status
                return made
            })
        run.startedAt = counted.record.startedAt
        run.environment = counted.record.environment
        counted.record = HistoryRecord(run)
        runs.append(counted)
        let pages = DashboardSite(runs: runs, changePoints: []).pages()
        let page = try #require(pages[DashboardSite.pageName("tree-build-letters")])
        let headings = page.components(separatedBy: "<h3 id=").dropFirst().map {
            String($0.drop { $0 != ">" }.dropFirst().prefix { $0 != " " })
        }
        let wall = try #require(headings.firstIndex(of: "build/wall_time"))
        #expect(headings[wall + 1] == "build/instructions", "\(headings)")
        let index = try #require(pages["index.html"])
        #expect(index.contains("<th>instructions</th>") && index.contains("build/instructions 118"))
    }
}
