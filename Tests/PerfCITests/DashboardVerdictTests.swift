import BenchReport
import Foundation
import TestSupport
import Testing
@testable import PerfDashboard
@testable import PerfHistory

/// A 24-run history made in code to answer "what regressed, since when, how close to budget":
/// `cached-switch` regresses +25 % at run 8 and its slowest switch came within 5.2 % of its 100 ms
/// budget at run 11; `fixed` regressed at run 6 and recovered at run 14; `machine-shift` steps +30 %
/// between two runs of one commit (the machine, not the code); `steady` is flat with 2 % noise, has a
/// heap growth of zero bytes and an allocation count in the millions; `failing` breaks its budget in
/// the newest run.
enum VerdictHistory {
    static let runs = 24

    /// Run `i`'s commit: every run from 16 on measured the same commit.
    static func commit(_ i: Int) -> String {
        let n = min(i, 16)
        let digits = String(n, radix: 16)
        return "c" + String(repeating: "0", count: 2 - digits.count) + digits + String(repeating: "ab", count: 18) + "d"
    }

    /// A little deterministic noise: within ±2 %.
    static func noise(_ i: Int, _ r: Int) -> Double {
        let step: Int = (i * 7 + r * 3) % 5 - 2
        return 1 + 0.01 * Double(step)
    }

    static func latency(_ name: String, _ base: Double, run i: Int, worst: Double) -> MetricReport {
        let repetitions = (0..<3).map { base * noise(i, $0) }
        return Make.metric(name, unit: .nanoseconds, repetitions: repetitions, samples: repetitions + [worst])
    }

    static func budget(
        _ metric: MetricID, _ statistic: Statistic, _ comparison: BudgetComparison, _ limit: Double, _ unit: MetricUnit,
        measured: Double
    ) -> BudgetVerdict {
        let spec = BudgetSpec(metric: metric, statistic: statistic, comparison: comparison, limit: limit, unit: unit)
        return BudgetVerdict(budget: spec, measured: measured, passed: comparison.holds(measured, limit))
    }

    static func run(_ i: Int) -> RunReport {
        let switchWorst = i == 11 ? 94.8e6 : 60e6 + Double(i) * 0.1e6
        var cached = Make.scenario(
            "cached-switch",
            metrics: [
                latency("switch/wall_time", i < 8 ? 8_000 : 10_000, run: i, worst: switchWorst),
                Make.metric("peak_resident", unit: .bytes, repetitions: [12.1e6, 12.2e6, 12.3e6]),
            ])
        cached.budgets = [
            budget(.latency("switch"), .p100, .below, 100e6, .nanoseconds, measured: switchWorst),
            budget(.peakResident, .value, .below, 30e6, .bytes, measured: 12.3e6),
        ]
        let fixed = Make.scenario(
            "fixed", metrics: [latency("tap/wall_time", (6..<14).contains(i) ? 5_000 : 4_000, run: i, worst: 9_000)])
        let shifted = Make.scenario(
            "machine-shift", metrics: [latency("draw/wall_time", i < 19 ? 20_000 : 26_000, run: i, worst: 40_000)])
        var steady = Make.scenario(
            "steady",
            metrics: [
                latency("type/wall_time", 5_000, run: i, worst: 7_000),
                Make.metric("heap_growth", unit: .bytes, deterministic: true, repetitions: [0, 0, 0]),
                Make.metric(
                    "type/allocations", unit: .count, deterministic: true,
                    repetitions: [3_854_670, 3_854_670, 3_854_670]),
            ])
        steady.budgets = [budget(.heapGrowth, .value, .atMost, 0, .bytes, measured: 0)]
        let holdWorst = i == runs - 1 ? 112e6 : 40e6
        var failing = Make.scenario(
            "failing", metrics: [latency("hold/wall_time", 3_000, run: i, worst: holdWorst)])
        failing.budgets = [budget(.latency("hold"), .p100, .below, 100e6, .nanoseconds, measured: holdWorst)]
        if i == runs - 1 {
            failing.status = .failed
            failing.failure = "budget hold/wall_time max < 100 ms: 112 ms"
        }
        var report = Make.run(
            "run-\(i < 10 ? "0" : "")\(i)", repetitions: 3, scenarios: [cached, fixed, shifted, steady, failing])
        report.startedAt = "2026-10-\(i + 1 < 10 ? "0" : "")\(i + 1)T03:00:00Z"
        report.environment.gitCommit = commit(i)
        return report
    }

    /// The history folder.
    static func folder() throws -> String {
        let folder = try TemporaryDirectory.untilExit("perfci-verdicts") + "/history"
        let store = HistoryStore(root: folder)
        for i in 0..<runs {
            _ = try store.add(data: try HistoryRecord(run(i)).encoded(), named: "run \(i)")
        }
        return folder
    }
}

@Suite("Dashboard: what regressed, since when, how close to budget")
struct DashboardVerdictTests {
    static func site() throws -> [String: String] {
        let scratch = try TemporaryDirectory("perfci")
        let output = scratch.at("site")
        let result = DashboardCommandCore.run(history: try VerdictHistory.folder(), output: output)
        try #require(result.exitCode == .success, "\(result)")
        var pages: [String: String] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: output) where name.hasSuffix(".html") {
            pages[name] = try String(contentsOfFile: "\(output)/\(name)", encoding: .utf8)
        }
        return pages
    }

    static func rows(of table: String, in page: String) -> [String] {
        guard let start = page.range(of: "<table id=\"\(table)\"") else { return [] }
        let body = page[start.upperBound...]
        let table = String(body.range(of: "</table>").map { body[..<$0.lowerBound] } ?? body)
        let pieces: [String] = table.components(separatedBy: "<tr>")
        return Array(pieces.dropFirst(2))
    }

    @Test func theIndexListsOpenRegressionsFirstAndMarksMachineChanges() throws {
        let index = try #require(try Self.site()["index.html"])
        let open = Self.rows(of: "open-regressions", in: index)
        #expect(open.count == 1, "\(open)")
        let row = try #require(open.first)
        #expect(row.contains("cached-switch") && row.contains("switch/wall_time") && row.contains("+25"))
        #expect(row.contains("<code>\(VerdictHistory.commit(8).prefix(12))</code>"), "first bad commit")
        #expect(row.contains("after \(VerdictHistory.commit(7).prefix(12))"))
        #expect(row.contains("2026-10-09"), "since the run of the first bad commit")
        let anchor = DashboardSite.anchor(fingerprint: Make.environment.machineKey, metric: "switch/wall_time")
        #expect(row.contains("\(DashboardSite.pageName("cached-switch"))#\(anchor)"))
        #expect(!index.contains(">fixed</a></td><td>tap/wall_time"), "a regression that recovered is closed")
        let openAt = try #require(index.range(of: "Open regressions"))
        let scenariosAt = try #require(index.range(of: "<h2>Scenarios</h2>"))
        #expect(openAt.lowerBound < scenariosAt.lowerBound)
        let machine = Self.rows(
            of: "machine-changes",
            in: index.replacingOccurrences(
                of: "<details id=\"machine-changes\"><summary>", with: "<table id=\"machine-changes\"><tr>"))
        #expect(machine.contains { $0.contains("machine-shift") && $0.contains("draw/wall_time") }, "\(machine)")
        #expect(!open.contains { $0.contains("machine-shift") }, "a machine change is not a code regression")
    }

    @Test func aFailedRowShowsItsBrokenBudgetAndEveryRowItsTightestBudget() throws {
        let index = try #require(try Self.site()["index.html"])
        let failing = try #require(Self.rows(of: "scenarios", in: index).first { $0.contains(">failing</a>") })
        #expect(failing.contains("broken budget: hold/wall_time max &lt; 100 ms — measured 112 ms"), "\(failing)")
        let cached = try #require(Self.rows(of: "scenarios", in: index).first { $0.contains(">cached-switch</a>") })
        #expect(cached.contains("switch/wall_time max &lt; 100 ms: 62.3 ms of 100 ms, 37.7 % headroom"), "\(cached)")
    }

    @Test func aBudgetedMetricIsChartedOnItsStatisticWithTheHeadroomInWords() throws {
        let page = try #require(try Self.site()[DashboardSite.pageName("cached-switch")])
        #expect(page.contains("newest run (commit \(VerdictHistory.commit(VerdictHistory.runs - 1).prefix(12))"))
        #expect(page.contains("<strong>62.3 ms of 100 ms, 37.7 % headroom</strong>"))
        #expect(page.contains("closest to the limit: 94.8 ms of 100 ms, 5.2 % headroom at commit c0b"), "\(page)")
        #expect(page.contains("<strong>12.3 MB of 30.0 MB, 59.0 % headroom</strong>"))
        #expect(!page.contains("off scale"))
        let charts = page.components(separatedBy: "<svg class=\"chart\"").dropFirst()
        let budgetCharts = charts.filter { $0.contains("class=\"budget-line\"") }
        #expect(budgetCharts.count == 2)
        #expect(budgetCharts.allSatisfy { $0.contains("max: ") || $0.contains("worst repetition: ") }, "the statistic")
        #expect(!page.contains("closest to the limit: 12.3 MB"), "the newest run is as close as any")
    }

    @Test func everyPointHasItsCommitOnTheAxis() throws {
        let page = try #require(try Self.site()[DashboardSite.pageName("steady")])
        let ticks = page.components(separatedBy: "class=\"commit-tick\"").count - 1
        let charts = page.components(separatedBy: "<svg class=\"chart\"").count - 1
        #expect(ticks == charts * VerdictHistory.runs)
        for i in 0..<VerdictHistory.runs { #expect(page.contains(">\(VerdictHistory.commit(i).prefix(8))</text>")) }
    }

    @Test func axesSpeakTheUnitAndNeverGoBelowZeroForZeros() throws {
        let page = try #require(try Self.site()[DashboardSite.pageName("steady")])
        let labels = page.components(separatedBy: "class=\"axis value-tick\"").dropFirst().map { (tail: String) in
            let text = tail.drop { $0 != ">" }.dropFirst()
            return String(text.prefix { $0 != "<" })
        }
        #expect(!labels.isEmpty)
        #expect(!labels.contains { $0.hasPrefix("-") || $0.hasPrefix("−") || $0.contains("e+") }, "\(labels)")
        #expect(labels.contains("0 B"), "\(labels)")
        #expect(labels.contains("3,800,000"), "\(labels)")
    }

    @Test func aSteadySparklineIsFlatAndAStepFillsIt() throws {
        let digest = HistoryDigest(runs: try HistoryStore(root: VerdictHistory.folder()).runs())
        func drawnHeight(_ scenario: String, _ metric: String) throws -> Double {
            let series = try #require(digest.series.first { $0.scenario == scenario && $0.metric == metric })
            let range = Sparkline.range(of: series.points.map(\.figure))
            let values = series.points.map(\.figure)
            return ((values.max() ?? 0) - (values.min() ?? 0)) / (range.upperBound - range.lowerBound)
        }
        #expect(try drawnHeight("steady", "type/wall_time") < 0.25)
        #expect(try drawnHeight("cached-switch", "switch/wall_time") > 0.9)
        #expect(Sparkline.range(of: [0, 0, 0]) == 0...1)
    }

    @Test func headroomReadsForEveryKindOfBudget() {
        let stamp = MetricSeries.Stamp(commit: nil, runId: "r", startedAt: "")
        func text(_ comparison: BudgetComparison, _ limit: Double, _ measured: Double, _ unit: MetricUnit) -> String {
            let spec = BudgetSpec(
                metric: MetricID("m"), statistic: .p100, comparison: comparison, limit: limit, unit: unit)
            return BudgetHeadroom(
                budget: spec, measured: measured, passed: comparison.holds(measured, limit), stamp: stamp
            ).text
        }
        #expect(text(.below, 100e6, 94.8e6, .nanoseconds) == "94.8 ms of 100 ms, 5.2 % headroom")
        #expect(text(.below, 100e6, 112e6, .nanoseconds) == "112 ms of 100 ms, over by 12.0 %")
        #expect(text(.below, 100e6, 100.6e6, .nanoseconds) == "100.6 ms of 100 ms, over by 0.6 %")
        #expect(text(.atLeast, 0.98, 0.991, .ratio) == "99.1 % for at least 98.0 %, 1.1 % headroom")
        #expect(text(.atMost, 0, 0, .bytes) == "0 B, held")
        #expect(text(.atMost, 0, 55, .bytes) == "55 B, over by 55 B")
    }

    @Test func aLoneNearMissInAThousandRunsStaysOnTheBudgetChart() {
        let spec = BudgetSpec(
            metric: .latency("switch"), statistic: .p100, comparison: .below, limit: 100e6, unit: .nanoseconds)
        func line(spikeAt spike: Int?) -> String {
            let points = (0..<1_000).map { i in
                BudgetSeries.Point(
                    stamp: MetricSeries.Stamp(commit: "c\(i)", runId: "r\(i)", startedAt: "\(i)"),
                    measured: i == spike ? 94.8e6 : 60e6, passed: true)
            }
            let series = BudgetSeries(fingerprint: "m", scenario: "s", budget: spec, points: points)
            let svg = SVGChart(series: series.asMetricSeries, changePoints: [], budget: spec).render()
            return String(svg.split(separator: "\n").first { $0.hasPrefix("<polyline class=\"trend\"") } ?? "")
        }
        #expect(!line(spikeAt: nil).isEmpty)
        #expect(line(spikeAt: 502) != line(spikeAt: nil), "merged runs keep their worst figure, not their median")
    }

    @Test func latestProfilesHaveAPlaceOnTheScenarioPage() throws {
        let runs = try HistoryStore(root: VerdictHistory.folder()).runs()
        var site = DashboardSite(runs: runs, changePoints: [])
        #expect(site.pages()[DashboardSite.pageName("steady")]?.contains("latest-profiles") == false)
        site.profileLinks["steady"] = [DashboardLink(title: "type, flame graph", href: "profiles/steady.svg")]
        let page = try #require(site.pages()[DashboardSite.pageName("steady")])
        #expect(page.contains("<section id=\"latest-profiles\"><h2>Latest profiles</h2>"))
        #expect(page.contains("<a href=\"profiles/steady.svg\">type, flame graph</a>"))
    }
}
