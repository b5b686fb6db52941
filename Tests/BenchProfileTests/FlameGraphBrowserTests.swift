import BenchProfile
import Foundation
import TestSupport
import Testing

/// Flame graphs in a real browser: headless Chromium from Debian, driven by Selenium.
@Suite("Flame graphs in headless Chromium")
struct FlameGraphBrowserTests {
    /// A profile shaped like a worker's: a hot function under the measured call, others beside it.
    static var profile: FoldedStacks {
        var stacks = FoldedStacks(unit: .instructions)
        let measured = ["keyboard_bench_worker_main", "Runner.measure(_:)", "closure #1 in Scenario.step()"]
        stacks.add(measured + ["LayoutCache.switchLayout(to:)", "KeyTree.build(for:)", "hotKeyLookup"], weight: 6_000)
        stacks.add(measured + ["LayoutCache.switchLayout(to:)", "KeyTree.build(for:)"], weight: 900)
        stacks.add(measured + ["LayoutCache.switchLayout(to:)", "Appearance.resolve()"], weight: 500)
        stacks.add(measured + ["TouchMap.lookup(_:)", "hotKeyLookup"], weight: 400)
        stacks.add(measured + ["swift_retain"], weight: 181)
        stacks.add(["keyboard_bench_worker_main", "Runner.report()"], weight: 19)
        return stacks
    }

    @Test(.needs(.browser), .timeLimit(.minutes(10)))
    func aFlameGraphRendersSearchesAndZoomsInChromium() throws {
        try ToolAvailability.require(.browser)
        let scratch = try TemporaryDirectory("flamegraph")
        let graph = scratch.at("profile.svg")
        try FlameGraph.svg(Self.profile, title: "cached-switch — instructions").write(
            toFile: graph, atomically: true, encoding: .utf8)
        let seen = try check(graph, search: "hotKey", zoom: "LayoutCache.switchLayout(to:)", in: scratch)
        #expect(seen["ready"] as? String == "true")
        #expect(seen["rects"] as? Int == 12)
        #expect(seen["visible"] as? Int == 12)
        #expect((seen["labels"] as? Int ?? 0) >= 8)
        #expect(seen["matches"] as? [String] == ["hotKeyLookup", "hotKeyLookup"])
        #expect(seen["match_fill"] as? String == "rgb(230, 0, 230)")
        #expect(seen["matched"] as? String == "Matched: 80.0 %")
        let before = try #require(seen["width_before"] as? Double)
        let zoomed = try #require(seen["width_zoomed"] as? Double)
        #expect(seen["zoomed"] as? String == "LayoutCache.switchLayout(to:)")
        #expect(abs(before - (1_180 * 0.925 - 1)) < 1)
        #expect(abs(zoomed - 1_179) < 1)
        #expect(seen["visible_zoomed"] as? Int == 8)
        #expect(seen["reset_shown"] as? Bool == true)
        #expect(abs((seen["width_reset"] as? Double ?? 0) - before) < 0.5)
        #expect(seen["visible_reset"] as? Int == 12)
        #expect(seen["address_search_matches"] as? Int == 2)
        #expect((seen["errors"] as? [String])?.isEmpty == true)
    }

    @Test(.needs(.browser), .timeLimit(.minutes(10)))
    func aDifferentialFlameGraphRendersAndZoomsInChromium() throws {
        try ToolAvailability.require(.browser)
        let scratch = try TemporaryDirectory("flamegraph-diff")
        var base = Self.profile
        base.weights[base.weights.keys.first { $0.last == "hotKeyLookup" && $0.count == 6 }!] = 3_000
        let graph = scratch.at("diff.svg")
        try FlameGraph.differentialSVG(base: base, current: Self.profile, title: "cached-switch: base → current")
            .write(toFile: graph, atomically: true, encoding: .utf8)
        let seen = try check(graph, search: "^KeyTree", zoom: "KeyTree.build(for:)", in: scratch)
        #expect(seen["rects"] as? Int == 12)
        #expect(seen["matches"] as? [String] == ["KeyTree.build(for:)"])
        #expect(seen["matched"] as? String == "Matched: 86.3 %")
        #expect(abs((seen["width_zoomed"] as? Double ?? 0) - 1_179) < 1)
        #expect(seen["visible_zoomed"] as? Int == 7)
        #expect((seen["errors"] as? [String])?.isEmpty == true)
    }

    /// Runs the browser check on `graph`; the screenshots land in `scratch` (kept when
    /// `KEYBOARD_BENCH_KEEP_SCREENSHOTS` names a folder to copy them to).
    func check(_ graph: String, search: String, zoom: String, in scratch: TemporaryDirectory) throws -> [String: Any] {
        let result = try Shell.run(["python3", "scripts/peers/flamegraph-check.py", graph, search, zoom, scratch.path])
        try #require(result.status == 0, "flame-graph check failed: \(result.stderr)")
        let seen = try #require(Shell.json(result))
        for shot in (seen["screenshots"] as? [String] ?? []) + [graph] {
            #expect(FileManager.default.fileExists(atPath: shot))
            if let keep = ProcessInfo.processInfo.environment["KEYBOARD_BENCH_KEEP_SCREENSHOTS"] {
                let target =
                    keep + "/" + URL(fileURLWithPath: graph).deletingPathExtension().lastPathComponent + "-"
                    + URL(fileURLWithPath: shot).lastPathComponent
                try? FileManager.default.removeItem(atPath: target)
                try FileManager.default.copyItem(atPath: shot, toPath: target)
            }
        }
        return seen
    }
}
