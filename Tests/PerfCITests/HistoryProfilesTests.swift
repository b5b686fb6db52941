import Foundation
import TestSupport
import Testing
import BenchProfile
import BenchSafety
@testable import PerfDashboard
@testable import PerfHistory

/// `history add` keeps the newest profiles of each scenario and kind; the dashboard links them.
@Suite("Latest profiles in the history and on the dashboard")
struct HistoryProfilesTests {
    /// A run folder holding fixture report `number` and, for each scenario given, the files named.
    static func runFolder(
        _ scratch: TemporaryDirectory, number: Int, profiles: [String: [String: String]] = [:],
        baseline: [String: [String: String]] = [:]
    ) throws -> String {
        let folder = scratch.at("run-\(number)")
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let report = try Data(contentsOf: URL(fileURLWithPath: Fixture.historyReports[number - 1]))
        try report.write(to: URL(fileURLWithPath: "\(folder)/report.json"))
        for (side, sets) in [("profiles", profiles), ("profiles-baseline", baseline)] {
            for (scenario, files) in sets {
                let path = "\(folder)/\(side)/\(scenario)"
                try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
                for (name, text) in files { try Data(text.utf8).write(to: URL(fileURLWithPath: "\(path)/\(name)")) }
            }
        }
        return folder
    }

    static func sets(_ history: String, _ scenario: String) -> [String] {
        let folder = "\(history)/.profiles/\(HistoryProfiles.folderName(scenario))"
        return ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).sorted()
    }

    @Test func aRunWithoutProfilesChangesNothing() throws {
        let scratch = try TemporaryDirectory("perfci")
        let history = scratch.at("history")
        let run = try Self.runFolder(scratch, number: 1)
        let added = HistoryCommandCore.add(report: "\(run)/report.json", history: history)
        #expect(added.exitCode == .success)
        #expect(!added.text.contains("profile"))
        #expect(!FileManager.default.fileExists(atPath: "\(history)/.profiles"))
        #expect(HistoryProfiles(history: history).latest().isEmpty)
    }

    @Test func theNewestRunPerScenarioAndKindIsKeptAndReplacesTheOlder() throws {
        let scratch = try TemporaryDirectory("perfci")
        let history = scratch.at("history")
        let first = try Self.runFolder(
            scratch, number: 1,
            profiles: ["cached-switch": ["cpu.svg": "<svg>old</svg>", "cpu.folded": "a;b 1\n", "cpu-top.md": "| t |"]])
        let second = try Self.runFolder(
            scratch, number: 2,
            profiles: [
                "cached-switch": [
                    "cpu.svg": "<svg>new</svg>", "cpu-diff.svg": "<svg>diff</svg>", "alloc.svg": "<svg>alloc</svg>",
                    "notes.txt": "not a profile",
                ]
            ],
            baseline: ["cached-switch": ["cpu.svg": "<svg>base</svg>"]])
        let kept = HistoryCommandCore.add(report: "\(first)/report.json", history: history)
        #expect(kept.exitCode == .success && kept.text.contains("kept 1 profile set(s)"), "\(kept.text)")
        #expect(Self.sets(history, "cached-switch").count == 1)

        let replaced = HistoryCommandCore.add(report: "\(second)/report.json", history: history)
        #expect(replaced.text.contains("kept 2 profile set(s)"), "\(replaced.text)")
        let latest = try #require(HistoryProfiles(history: history).latest()["cached-switch"])
        #expect(latest.map(\.kind) == ["cpu", "alloc"])
        let cpu = try #require(latest.first)
        #expect(cpu.files == ["baseline-cpu.svg", "cpu-diff.svg", "cpu.svg"], "the old set's folded stacks are gone")
        #expect(try String(contentsOfFile: "\(cpu.folder)/cpu.svg", encoding: .utf8) == "<svg>new</svg>")
        #expect(
            Self.sets(history, "cached-switch").count == 2, "one set per kind: \(Self.sets(history, "cached-switch"))")
        #expect(try HistoryStore(root: history).runs().count == 2, "the runs' readers skip the profiles folder")

        // Adding the older run again keeps the newer set.
        let again = HistoryCommandCore.add(report: "\(first)/report.json", history: history)
        #expect(again.exitCode == .success && !again.text.contains("kept"), "\(again.text)")
        let still = try #require(HistoryProfiles(history: history).latest()["cached-switch"]?.first)
        #expect(still.runId == cpu.runId && still.files == cpu.files)
    }

    @Test func aKilledAddLeavesOnlyAHiddenFolderThatReadersIgnore() throws {
        let scratch = try TemporaryDirectory("perfci")
        let history = scratch.at("history")
        let dead = TemporaryFileName(target: "cpu-x", processID: Int32.max - 1).name
        let staging = "\(history)/.profiles/\(HistoryProfiles.folderName("cached-switch"))/\(dead)"
        try FileManager.default.createDirectory(atPath: staging, withIntermediateDirectories: true)
        try Data("<svg/>".utf8).write(to: URL(fileURLWithPath: "\(staging)/cpu.svg"))
        #expect(HistoryProfiles(history: history).latest().isEmpty)
        let run = try Self.runFolder(scratch, number: 1, profiles: ["cached-switch": ["cpu.svg": "<svg/>"]])
        #expect(HistoryCommandCore.add(report: "\(run)/report.json", history: history).exitCode == .success)
        #expect(!FileManager.default.fileExists(atPath: staging), "the dead writer's staging folder is removed")
        #expect(Self.sets(history, "cached-switch").count == 1)
    }

    @Test func theDashboardCopiesAndLinksTheLatestProfiles() throws {
        let scratch = try TemporaryDirectory("perfci")
        let history = scratch.at("history")
        let site = scratch.at("site")
        for number in 1...2 {
            let run = try Self.runFolder(
                scratch, number: number, profiles: ["cached-switch": ["cpu.svg": "<svg>run \(number)</svg>"]])
            // The newest run is added through a link, as the nightly adds `Reports/latest.json`.
            let latest = scratch.at("latest-\(number).json")
            try FileManager.default.createSymbolicLink(atPath: latest, withDestinationPath: "\(run)/report.json")
            #expect(HistoryCommandCore.add(report: latest, history: history).exitCode == .success)
            #expect(DashboardCommandCore.run(history: history, output: site).exitCode == .success)
        }
        let page = try String(contentsOfFile: "\(site)/\(DashboardSite.pageName("cached-switch"))", encoding: .utf8)
        let href = "profiles/\(HistoryProfiles.folderName("cached-switch"))/cpu.svg"
        #expect(page.contains("<a href=\"\(href)\">CPU flame graph — commit "), "\(page.prefix(600))")
        #expect(try String(contentsOfFile: "\(site)/\(href)", encoding: .utf8) == "<svg>run 2</svg>")
        let other = try String(
            contentsOfFile: "\(site)/\(DashboardSite.pageName("touch-accuracy"))", encoding: .utf8)
        #expect(!other.contains("latest-profiles"))
    }
}

/// A latest-profile link on a scenario's page opens the flame graph, in a real browser.
@Suite("Latest profiles in headless Chromium")
struct ProfileLinkBrowserTests {
    @Test(.needs(.browser), .timeLimit(.minutes(10)))
    func clickingTheCPULinkOpensARenderedFlameGraph() throws {
        try ToolAvailability.require(.browser)
        let scratch = try TemporaryDirectory("perfci")
        let history = scratch.at("history")
        let site = scratch.at("site")
        let stacks = FoldedStacks(
            unit: .samples,
            weights: [
                ["main", "KeyboardCore.switchLayout", "LayoutCache.lookup"]: 60,
                ["main", "KeyboardCore.switchLayout", "KeyTree.build"]: 30, ["main", "Touch.nearestKey"]: 10,
            ])
        let svg = FlameGraph.svg(stacks, title: "cached-switch: cpu")
        let run = try HistoryProfilesTests.runFolder(
            scratch, number: 2, profiles: ["cached-switch": ["cpu.svg": svg, "cpu.folded": stacks.folded()]])
        #expect(HistoryCommandCore.add(report: "\(run)/report.json", history: history).exitCode == .success)
        #expect(DashboardCommandCore.run(history: history, output: site).exitCode == .success)
        let pageShot = "\(Shell.packageRoot)/.build/perfci-dashboard-profile-links.png"
        let graphShot = "\(Shell.packageRoot)/.build/perfci-dashboard-profile-opened.png"
        let result = try Shell.run([
            "python3", "scripts/peers/profile-link-check.py", site, DashboardSite.pageName("cached-switch"),
            "CPU flame graph", pageShot, graphShot,
        ])
        try #require(result.status == 0, "browser check failed: \(result.stderr)")
        let seen = try #require(Shell.json(result))
        let links = try #require(seen["links"] as? [[String]])
        #expect(links.count == 2, "\(links)")
        #expect(links.first?.first?.hasPrefix("CPU flame graph — commit ") == true, "\(links)")
        #expect((seen["address"] as? String)?.hasSuffix("/cpu.svg") == true)
        #expect(seen["root"] as? String == "svg")
        #expect(seen["ready"] as? String == "true")
        #expect((seen["frames"] as? Int ?? 0) >= 5, "main, switchLayout, lookup, build, nearestKey")
        #expect((seen["errors"] as? [String])?.isEmpty == true, "\(seen["errors"] ?? "")")
    }
}
