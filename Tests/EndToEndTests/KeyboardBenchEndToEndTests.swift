import BenchReport
import Foundation
import TestSupport
import Testing

/// The real tool on the real keyboard core, each scenario in its own lean worker: the leak figures the
/// in-process scenario tests cannot assert (other suites share their process) are asserted here.
@Suite("keyboard-bench end to end", .serialized)
struct KeyboardBenchEndToEndTests {
    @Test("a quick layout-switch storm leaks no node (held or after release) and grows no heap, in both appearances")
    func stormLeaksNothing() async throws {
        let (run, output) = try await FixtureTool.runSuite(
            ["--filter", "^layout-switch-storm-", "--quick"], worker: FixtureTool.keyboardWorker)
        let file = try RunReportFile(directory: output)
        #expect(file.report.scenarios.map(\.name) == ["layout-switch-storm-light", "layout-switch-storm-dark"])
        for scenario in file.report.scenarios {
            #expect(scenario.status != .crashed && scenario.status != .error, "\(scenario.failure ?? "")")
            let leaks = try #require(scenario.leaks)
            #expect(leaks.heapGrowthBytes == 0, "\(scenario.name) heap growth")
            #expect(leaks.leakedObjects == 0, "\(scenario.name) leaked objects")
            #expect(Set(leaks.whileHeld.map(\.type)) == ["KeyboardTree", "KeyRowNode", "KeyNode"])
            #expect(leaks.whileHeld.allSatisfy { $0.live > 0 && $0.live == $0.expected })
            #expect(leaks.afterRelease.allSatisfy { $0.live == 0 && $0.expected == 0 })
            #expect(scenario.metric(.latency("switch"))?.summary?.n == 3 * 500)
            #expect(scenario.metric(.peakResident)?.value ?? 0 > file.report.residentFloorBytes ?? .infinity)
        }
        #expect(run.exitCode == file.report.exitCode.rawValue)
    }

    @Test("list shows every scenario and benchmark with its budgets")
    func list() async throws {
        let run = try await FixtureTool.run(["list"], worker: FixtureTool.keyboardWorker)
        #expect(run.exitCode == 0)
        for name in [
            "layout-switch-storm-light", "layout-rebuild-storm", "cold-display", "tree-build-letters", "cached-switch",
        ] {
            #expect(run.stdout.contains(name))
        }
        #expect(run.stdout.contains("switch/wall_time max < 100 ms"))
        #expect(run.stdout.contains("peak_resident < 30.0 MB"))
    }
}
