import Foundation
import Testing
@testable import BenchReport

/// `RunReport.merge`, the per-scenario machine and the recorded cost.
@Suite("Shard merge and machines")
struct ShardMergeTests {
    static let selection = ["a", "b", "c"]
    static let otherMachine: EnvironmentFingerprint = {
        var machine = SampleReports.environment
        machine.machineId = "m2"
        machine.hostname = "runner-b"
        return machine
    }()

    /// Shard `index` of 2 holding `names`, run on `environment`.
    static func shard(
        _ index: Int, _ names: [String], on environment: EnvironmentFingerprint = SampleReports.environment
    ) -> ShardReport {
        var report = RunReport(
            runId: "run-\(index)", startedAt: "2026-11-24T0\(index):00:00Z", durationSeconds: Double(10 * index),
            environment: environment,
            settings: HarnessSettings(
                filter: nil, tags: ["nightly"], quick: false, seed: 42, defaultTimeLimitSeconds: 300,
                maxKeptSamples: 1000),
            scenarios: names.map { name in
                var scenario = SampleReports.failing()
                scenario.name = name
                return scenario
            }
        )
        report.shard = ShardInfo(
            index: index, count: 2, selection: selection, plan: "p", costSource: "default", wireVersion: 3)
        return ShardReport(name: "shard\(index).json", report: report, schemaVersion: 2)
    }

    func refusal(_ shards: [ShardReport]) -> String? {
        do {
            _ = try RunReport.merge(shards, runId: "merged")
            return nil
        } catch {
            return error.description
        }
    }

    @Test(
        "shards of two machines merge in selection order, each scenario with its machine, the run's duration the longest shard's"
    )
    func merge() throws {
        let merged = try RunReport.merge(
            [Self.shard(2, ["b"], on: Self.otherMachine), Self.shard(1, ["c", "a"])], runId: "merged")
        #expect(merged.scenarios.map(\.name) == ["a", "b", "c"])
        #expect(merged.scenarios.map { $0.machine?.machineId } == ["m", "m2", "m"])
        #expect(merged.environment == SampleReports.environment)
        #expect(merged.startedAt == "2026-11-24T01:00:00Z")
        #expect(merged.durationSeconds == 20)
        #expect(merged.merged?.shards.map(\.index) == [1, 2])
        #expect(merged.machines.map(\.machineId) == ["m", "m2"])
        let again = try ReportCoding.decode(try ReportCoding.encode(merged))
        #expect(try ReportCoding.encode(again) == (try ReportCoding.encode(merged)))
        #expect(again.scenarios.map { $0.machine?.machineId } == ["m", "m2", "m"])
    }

    @Test(
        "refused in one line: mixed commits, a scenario twice, a shard twice, a missing shard, other versions or settings, not a shard"
    )
    func refusals() {
        var commit = Self.shard(2, ["b"])
        commit.report.environment.gitCommit = "fedcba9876543210"
        #expect(
            refusal([Self.shard(1, ["a", "c"]), commit])?.contains(
                "measured commit 0123456789ab and shard2.json fedcba987654") == true)
        #expect(
            refusal([Self.shard(1, ["a", "c"]), Self.shard(2, ["b", "c"])])
                == "scenario 'c' is in both shard1.json and shard2.json: a scenario belongs to one shard")
        #expect(refusal([Self.shard(1, ["a", "c"]), Self.shard(1, ["b"])])?.contains("are both shard 1/2") == true)
        #expect(refusal([Self.shard(1, ["a", "c"])]) == "shard 2/2 missing: merge needs every shard's report")
        #expect(
            refusal([Self.shard(1, ["a"]), Self.shard(2, ["b"])])
                == "scenario 'c' of the selection is in no shard report")
        var version = Self.shard(2, ["b"])
        version.schemaVersion = 1
        #expect(refusal([Self.shard(1, ["a", "c"]), version])?.contains("schema_version 2 and shard2.json 1") == true)
        var wire = Self.shard(2, ["b"])
        wire.report.shard?.wireVersion = 4
        #expect(refusal([Self.shard(1, ["a", "c"]), wire])?.contains("wire version 3") == true)
        var seed = Self.shard(2, ["b"])
        seed.report.settings.seed = 7
        #expect(
            refusal([Self.shard(1, ["a", "c"]), seed]) == "shard1.json and shard2.json were run with different --seed")
        var plan = Self.shard(2, ["b"])
        plan.report.shard?.plan = "q"
        #expect(refusal([Self.shard(1, ["a", "c"]), plan])?.contains("of another plan") == true)
        var plain = Self.shard(2, ["b"])
        plain.report.shard = nil
        #expect(
            refusal([Self.shard(1, ["a", "c"]), plain])
                == "shard2.json is not a shard report (it was not run with --shard K/N)")
        var unknown = Self.shard(1, ["a", "c"])
        unknown.report.environment.gitCommit = nil
        #expect(refusal([unknown, Self.shard(2, ["b"])])?.contains("has no git commit") == true)
        for refused in [refusal([Self.shard(1, ["a", "c"]), commit]), refusal([])] {
            #expect(refused?.contains("\n") == false)
        }
    }

    @Test("a report of two machines splits into one per machine; a history entry refuses it, naming both")
    func split() throws {
        let merged = try RunReport.merge(
            [Self.shard(1, ["a", "c"]), Self.shard(2, ["b"], on: Self.otherMachine)], runId: "merged")
        let parts = merged.splitByMachine()
        #expect(parts.map { $0.scenarios.map(\.name) } == [["a", "c"], ["b"]])
        #expect(parts.map(\.environment.machineId) == ["m", "m2"])
        #expect(parts.allSatisfy { $0.scenarios.allSatisfy { $0.machine == nil } && $0.machines.count == 1 })
        #expect(throws: MachineMixError.self) { try merged.checkOneMachine() }
        #expect(throws: (any Error).self) { try HistoryRecord.decode(try ReportCoding.encode(merged)) }
        let record = try HistoryRecord.decode(try ReportCoding.encode(parts[1]))
        #expect(record.environment.machineId == "m2")
    }

    @Test("old reports, without per-scenario machines, still load: version 1 and a version 2 report without the key")
    func oldReports() throws {
        let v1 = try Data(
            contentsOf: try #require(
                Bundle.module.url(forResource: "report-v1", withExtension: "json", subdirectory: "Fixtures")))
        let report = try ReportCoding.decode(v1)
        #expect(report.scenarios.allSatisfy { $0.machine == nil } && report.shard == nil && report.merged == nil)
        #expect(report.machines == [report.environment])
        let v2 = try ReportCoding.encode(Self.shard(1, ["a"]).report)
        #expect(!String(decoding: v2, as: UTF8.self).contains("\"machine\""))
    }

    @Test("a history entry keeps each scenario's recorded cost: one worker's wall time, 3 significant digits")
    func recordedCost() throws {
        var scenario = SampleReports.failing()
        scenario.durationSeconds = 1.23456
        #expect(scenario.secondsPerWorker == 0.617)
        scenario.durationSeconds = 2468.5
        #expect(scenario.secondsPerWorker == 1230)
        scenario.durationSeconds = 0
        #expect(scenario.secondsPerWorker == nil)
        let record = HistoryRecord(Self.shard(1, ["a"]).report)
        #expect(record.scenarios.first?.seconds == 0.25)
        let again = try HistoryRecord.decode(try record.encoded())
        #expect(again.scenarios.first?.seconds == 0.25)
    }
}
