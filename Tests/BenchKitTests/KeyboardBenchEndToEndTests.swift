import BenchKit
import Foundation
import Testing

/// The real tool on the real keyboard core, each scenario in its own worker: the leak figures the
/// in-process scenario tests cannot assert (other suites share their process) are asserted here.
@Suite("keyboard-bench end to end")
struct KeyboardBenchEndToEndTests {
    @Test("a quick layout-switch storm leaks no node and grows no heap, in both appearances")
    func stormLeaksNothing() async throws {
        let (run, output) = try await FixtureTool.runSuite(
            ["--filter", "^layout-switch-storm-", "--quick"], tool: FixtureTool.keyboardBench
        )
        let file = try RunReportFile(directory: output)
        #expect(file.report.scenarios.map(\.name) == ["layout-switch-storm-light", "layout-switch-storm-dark"])
        for scenario in file.report.scenarios {
            #expect(scenario.status != .crashed && scenario.status != .error, "\(scenario.failure ?? "")")
            let leaks = try #require(scenario.leaks)
            #expect(leaks.heapGrowthBytes == 0, "\(scenario.name) heap growth")
            #expect(leaks.leakedObjects == 0, "\(scenario.name) leaked objects")
            #expect(Set(leaks.objects.map(\.type)) == ["KeyboardTree", "KeyRowNode", "KeyNode"])
            #expect(leaks.objects.allSatisfy { $0.live > 0 && $0.live == $0.expected })
            #expect(scenario.metric(.latency("switch"))?.summary.n == 3 * 500)
        }
        #expect(run.exitCode == file.report.exitCode.rawValue)
    }

    @Test("list shows every scenario and benchmark with its budgets")
    func list() async throws {
        let run = try await FixtureTool.run(["list"], tool: FixtureTool.keyboardBench)
        #expect(run.exitCode == 0)
        for name in ["layout-switch-storm-light", "layout-rebuild-storm", "cold-display", "tree-build-letters", "cached-switch"] {
            #expect(run.stdout.contains(name))
        }
        #expect(run.stdout.contains("switch/wall_time max < 100 ms"))
    }
}
