import Foundation
import TestSupport
import Testing
@testable import PerfCI

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
            "python3", "scripts/perfci/browser-check.py", site, DashboardSite.pageName("tree-build-letters"),
            screenshot,
        ])
        try #require(result.status == 0, "browser check failed: \(result.stderr)")
        let seen = try #require(Shell.json(result))
        let index = try #require(seen["index"] as? [String: Any])
        #expect(index["rows"] as? Int == 3)
        #expect(index["sparklines"] as? Int == 3)
        #expect((index["errors"] as? [String])?.isEmpty == true)
        #expect(seen["rendered_charts"] as? Int == 2)
        #expect(seen["budget_lines"] as? Int == 1)
        #expect(seen["regression_marks"] as? Int == 1)
        #expect(seen["bands"] as? Int == 2)
        #expect(seen["point_titles"] as? Int == 24)
        #expect((seen["mark_titles"] as? [String])?.first?.contains("c06000000000..c07000000000") == true)
        #expect((seen["budget_stroke"] as? String)?.contains("207, 34, 46") == true)
        #expect((seen["errors"] as? [String])?.isEmpty == true)
        #expect(FileManager.default.fileExists(atPath: screenshot))
    }
}
