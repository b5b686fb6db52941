import Foundation
import TestSupport
import Testing
@testable import PerfDashboard

/// Renders the dashboard in a real browser: headless Chromium from Debian, driven by Selenium.
@Suite("Dashboard in headless Chromium")
struct BrowserTests {
    @Test(.needs(.browser), .timeLimit(.minutes(10)))
    func dashboardRendersChartsBudgetsAndChangePointsWithoutConsoleErrors() throws {
        try ToolAvailability.require(.browser)
        let scratch = try TemporaryDirectory("perfci")
        let site = scratch.at("site")
        #expect(DashboardCommandCore.run(history: try Fixture.history(), output: site).exitCode == .success)
        let screenshot = "\(Shell.packageRoot)/.build/perfci-dashboard.png"
        let result = try Shell.run([
            "python3", "scripts/peers/browser-check.py", site, DashboardSite.pageName("tree-build-letters"),
            screenshot,
        ])
        try #require(result.status == 0, "browser check failed: \(result.stderr)")
        let seen = try #require(Shell.json(result))
        let index = try #require(seen["index"] as? [String: Any])
        #expect(index["rows"] as? Int == 3)
        #expect(index["sparklines"] as? Int == 3)
        #expect((index["errors"] as? [String])?.isEmpty == true)
        #expect(seen["rendered_charts"] as? Int == 3)
        #expect(seen["budget_lines"] as? Int == 1)
        #expect(seen["regression_marks"] as? Int == 1)
        #expect(seen["bands"] as? Int == 2)
        #expect(seen["point_titles"] as? Int == 36)
        #expect((seen["mark_titles"] as? [String])?.first?.contains("c06000000000..c07000000000") == true)
        #expect((seen["budget_stroke"] as? String)?.contains("207, 34, 46") == true)
        #expect((seen["errors"] as? [String])?.isEmpty == true)
        #expect(FileManager.default.fileExists(atPath: screenshot))
    }

    @Test(.needs(.browser), .timeLimit(.minutes(10)))
    func openRegressionsHeadroomAndCommitTicksRenderAsText() throws {
        try ToolAvailability.require(.browser)
        let scratch = try TemporaryDirectory("perfci")
        let site = scratch.at("site")
        #expect(DashboardCommandCore.run(history: try VerdictHistory.folder(), output: site).exitCode == .success)
        let page = "\(Shell.packageRoot)/.build/perfci-dashboard-verdicts.png"
        let index = "\(Shell.packageRoot)/.build/perfci-dashboard-verdicts-index.png"
        let result = try Shell.run([
            "python3", "scripts/peers/browser-check.py", site, DashboardSite.pageName("cached-switch"), page, index,
        ])
        try #require(result.status == 0, "browser check failed: \(result.stderr)")
        let seen = try #require(Shell.json(result))
        let seenIndex = try #require(seen["index"] as? [String: Any])
        let open = try #require(seenIndex["open_regressions"] as? [[String]])
        #expect(open.count == 1)
        let row = try #require(open.first)
        #expect(row.first == "cached-switch" && row.dropFirst().first == "switch/wall_time", "\(row)")
        #expect(row.contains { $0.hasPrefix("+25") }, "\(row)")
        #expect(row.contains { $0.hasPrefix(String(VerdictHistory.commit(8).prefix(12))) }, "\(row)")
        #expect(seenIndex["first_heading"] as? [String] == ["Broken budgets"])
        #expect(seenIndex["machine_changes"] as? Int == 1)
        let broken = try #require(seenIndex["broken_cells"] as? [String])
        #expect(broken.contains { $0.contains("hold/wall_time max < 100 ms — measured 112 ms") }, "\(broken)")
        let heights = try #require(seenIndex["sparkline_heights"] as? [Double])
        #expect(heights.count == 5 && heights.allSatisfy { $0 <= 28 })
        let headroom = try #require(seen["headroom"] as? [String])
        #expect(headroom.contains { $0.hasSuffix("62.3 ms of 100 ms, 37.7 % headroom") }, "\(headroom)")
        #expect(headroom.contains { $0.contains("94.8 ms of 100 ms, 5.2 % headroom") }, "\(headroom)")
        #expect(seen["budget_lines"] as? Int == 2)
        #expect((seen["budget_in_range"] as? [Bool])?.allSatisfy { $0 } == true)
        let ticks = try #require(seen["commit_ticks"] as? [String])
        #expect(ticks.count == (seen["rendered_charts"] as? Int ?? 0) * VerdictHistory.runs)
        #expect(ticks.contains(String(VerdictHistory.commit(8).prefix(8))))
        let values = try #require(seen["value_ticks"] as? [String])
        #expect(values.contains("100 ms") && !values.contains { $0.hasPrefix("-") || $0.contains("e+") }, "\(values)")
        #expect((seen["errors"] as? [String])?.isEmpty == true)
        #expect(FileManager.default.fileExists(atPath: page) && FileManager.default.fileExists(atPath: index))
        // A zero series, a count in the millions and a machine change, as the browser shows them.
        let steady = "\(Shell.packageRoot)/.build/perfci-dashboard-verdicts-steady.png"
        let shift = "\(Shell.packageRoot)/.build/perfci-dashboard-verdicts-machine-shift.png"
        let steadySeen = try #require(
            Shell.json(
                try Shell.run([
                    "python3", "scripts/peers/browser-check.py", site, DashboardSite.pageName("steady"), steady,
                ])))
        let labels = try #require(steadySeen["value_ticks"] as? [String])
        #expect(labels.contains("0 B") && labels.contains("3,800,000"), "\(labels)")
        #expect(!labels.contains { $0.hasPrefix("-") || $0.contains("e+") }, "\(labels)")
        let shiftSeen = try #require(
            Shell.json(
                try Shell.run([
                    "python3", "scripts/peers/browser-check.py", site, DashboardSite.pageName("machine-shift"), shift,
                ])))
        #expect(shiftSeen["machine_marks"] as? Int == 1 && shiftSeen["regression_marks"] as? Int == 0)
    }
}

extension BrowserTests {
    /// The nightly's culprit on its open regression's row, under the broken budgets and above the
    /// scenarios closest to budget, as Chromium shows the index (the screenshot is kept in .build/).
    @Test(.needs(.browser), .timeLimit(.minutes(10)))
    func theOpenRegressionRowShowsItsCulprit() throws {
        try ToolAvailability.require(.browser)
        let (history, _, culprit) = try NightlyGlanceTests.historyWithCulprit()
        let site = try TemporaryDirectory("perfci").at("site")
        #expect(DashboardCommandCore.run(history: history, output: site).exitCode == .success)
        let page = "\(Shell.packageRoot)/.build/perfci-dashboard-culprit.png"
        let index = "\(Shell.packageRoot)/.build/perfci-dashboard-culprit-index.png"
        let result = try Shell.run([
            "python3", "scripts/peers/browser-check.py", site, DashboardSite.pageName("cached-switch"), page, index,
        ])
        try #require(result.status == 0, "browser check failed: \(result.stderr)")
        let json = try #require(Shell.json(result))
        let seen = try #require(json["index"] as? [String: Any])
        #expect(seen["culprits"] as? [String] == [culprit.line])
        #expect(
            (seen["headings"] as? [String]).map { Array($0.prefix(3)) }
                == ["Broken budgets", "Open regressions", "Closest to budget"])
        #expect((seen["broken_budgets"] as? [String])?.first?.hasPrefix("failing: hold/wall_time") == true)
        #expect((seen["closest_to_budget"] as? [String])?.first?.hasPrefix("cached-switch: ") == true)
        #expect((seen["errors"] as? [String])?.isEmpty == true)
        #expect(FileManager.default.fileExists(atPath: index))
    }
}
