import Foundation
import TestSupport
import Testing
@testable import PerfDashboard

/// `dashboard --output` is checked before the site is built, with the check `run` uses for its folder:
/// a link loop or a link to nothing is refused (exit 2) and nothing is written.
@Suite("Dashboard output check")
struct DashboardOutputCheckTests {
    @Test(arguments: ["loop", "dangling"])
    func aBrokenLinkIsRefusedUpFront(_ kind: String) throws {
        let scratch = try TemporaryDirectory("perfci")
        let site = scratch.at("site")
        let target = kind == "loop" ? site : scratch.at("nowhere")
        #expect(symlink(target, site) == 0)
        let result = DashboardCommandCore.run(history: try Fixture.history(), output: site)
        #expect(result.exitCode == .badInput, "\(result)")
        #expect(result.error?.hasPrefix("--output '\(site)': ") == true, "\(String(describing: result.error))")
        #expect(TemporaryDirectory.files(in: scratch.path) == ["site"], "nothing staged beside it")
    }
}
