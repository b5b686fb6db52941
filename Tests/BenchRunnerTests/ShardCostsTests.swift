import BenchReport
import Foundation
import TestSupport
import Testing
@testable import BenchRunner

/// Where `run --shard` reads recorded costs (`--shard-costs`): a report, a history folder (newest
/// entries first, quick runs skipped), the median for a scenario without one.
@Suite("Shard costs")
struct ShardCostsTests {
    static func report(_ id: String, at start: String, quick: Bool = false, costs: [String: Double]) -> RunReport {
        let environment = EnvironmentFingerprint(
            cpuModel: "cpu", cores: 2, os: "os", kernel: "k", swiftVersion: "6.3.1", buildConfiguration: "release",
            jemallocVersion: nil, gitCommit: "abc", gitDirty: false, machineId: "m-\(id)", hostname: "h"
        )
        return RunReport(
            runId: id, startedAt: start, durationSeconds: 1, environment: environment,
            settings: HarnessSettings(
                filter: nil, tags: [], quick: quick, seed: 1, defaultTimeLimitSeconds: 300, maxKeptSamples: 10),
            scenarios: costs.sorted { $0.key < $1.key }.map {
                ScenarioReport(
                    name: $0.key, kind: .scenario, tags: [], parameters: [:], status: .passed, failure: nil, seed: 1,
                    durationSeconds: $0.value)
            }
        )
    }

    /// Writes `report` as a history entry under `<root>/<folder>/<stamp>-<id>.json`.
    static func store(_ report: RunReport, in root: URL, folder: String) throws {
        let directory = root.appendingPathComponent(folder)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let stamp = report.startedAt.filter { $0.isNumber || $0 == "T" || $0 == "Z" }
        try HistoryRecord(report).encoded().write(to: directory.appendingPathComponent("\(stamp)-\(report.runId).json"))
    }

    @Test(
        "from a history: the newest cost of each scenario across machine folders, quick runs skipped, the median for the rest"
    )
    func history() throws {
        let root = try TemporaryDirectory.make()
        try Self.store(
            Self.report("old", at: "2026-11-20T02:00:00Z", costs: ["a": 2, "b": 1]), in: root, folder: "machine-1")
        try Self.store(Self.report("new", at: "2026-11-22T02:00:00Z", costs: ["a": 4]), in: root, folder: "machine-2")
        try Self.store(
            Self.report("smoke", at: "2026-11-23T02:00:00Z", quick: true, costs: ["a": 100]), in: root,
            folder: "machine-2")
        let costs = try ScenarioCosts(selection: ["a", "b", "c"], from: root.path)
        #expect(costs.costs.map(\.name) == ["a", "b", "c"])
        #expect(costs.costs.map(\.cost) == [4, 1, 2.5])
        #expect(costs.source == "history \(root.path): 2 run(s) read; 1 scenario(s) at the default 2.5 s")
    }

    @Test("from a report file; an unreadable one is one line")
    func report() throws {
        let root = try TemporaryDirectory.make()
        let file = root.appendingPathComponent("report.json")
        try ReportCoding.encode(Self.report("r", at: "2026-11-20T02:00:00Z", costs: ["a": 0.5, "b": 3])).write(to: file)
        let costs = try ScenarioCosts(selection: ["b", "a"], from: file.path)
        #expect(costs.costs.map(\.cost) == [3, 0.5])
        let garbage = root.appendingPathComponent("garbage.json")
        try Data("{".utf8).write(to: garbage)
        #expect(throws: ShardCostError.self) { try ScenarioCosts(selection: ["a"], from: garbage.path) }
    }
}
