import BenchReport
import Foundation
import TestSupport
import Testing

/// `run --shard K/N` and `merge` end to end: two real shards of a small selection run
/// by the tool and the fixture worker, merged; bad `--shard` values; merges that must be refused.
@Suite("Sharded runs and merge", .serialized)
struct ShardRunTests {
    static let selection = ["--filter", "^(dsl-clean|dsl-slowest)$", "--quick"]

    /// Runs both shards of `selection` into one fresh directory; returns it and the two report paths.
    static func twoShards() async throws -> (URL, [String]) {
        let root = try TemporaryDirectory.make()
        var paths: [String] = []
        for index in 1...2 {
            let output = root.appendingPathComponent("shard\(index)")
            let run = try await FixtureTool.run(["run", "--output", output.path, "--shard", "\(index)/2"] + selection)
            #expect(run.exitCode == 0, "\(run.stderr)")
            #expect(run.stderr.contains("shard \(index)/2: 1 of 2 scenarios"), "\(run.stderr)")
            paths.append(output.appendingPathComponent("latest.json").path)
        }
        return (root, paths)
    }

    @Test("two shards run one scenario each; merge joins them into the whole selection, each with its machine")
    func shardAndMerge() async throws {
        let (root, paths) = try await Self.twoShards()
        let shards = try paths.map { try ReportCoding.decode(Data(contentsOf: URL(fileURLWithPath: $0))) }
        #expect(shards.map { $0.shard?.index } == [1, 2])
        #expect(shards.allSatisfy { $0.shard?.selection == ["dsl-clean", "dsl-slowest"] && $0.scenarios.count == 1 })
        #expect(shards[0].shard?.plan == shards[1].shard?.plan)
        let merged = root.appendingPathComponent("merged")
        let run = try await FixtureTool.run(["merge", "--output", merged.path] + paths.reversed())
        #expect(run.exitCode == 0, "\(run.stderr)")
        #expect(run.stdout.contains("merged:   2 shard report(s), 2 scenarios, 1 machine(s)"))
        let file = try RunReportFile(directory: merged)
        #expect(file.report.scenarios.map(\.name) == ["dsl-clean", "dsl-slowest"])
        #expect(file.report.scenarios.allSatisfy { $0.machine == shards[0].environment })
        #expect(file.report.merged?.shards.map(\.runId) == shards.map(\.runId))
        #expect(file.report.shard == nil)
        #expect(file.report.durationSeconds == shards.map(\.durationSeconds).max())
        #expect(file.markdown.contains("dsl-slowest"))
    }

    @Test(
        "--shard 0/3, 4/3, a/b, 1/9 of two scenarios, --shard-costs alone or missing: one line, exit 2, nothing written"
    )
    func badShard() async throws {
        let cases: [([String], String)] = [
            (["--shard", "0/3"], "invalid --shard '0/3': expected K/N"),
            (["--shard", "4/3"], "invalid --shard '4/3': expected K/N"),
            (["--shard", "a/b"], "invalid --shard 'a/b': expected K/N"),
            (["--shard", "1/9"], "--shard 1/9: the selection has 2 scenario(s), fewer than 9 shards"),
            (["--shard-costs", "/nonexistent"], "--shard-costs needs --shard K/N"),
            (
                ["--shard", "1/2", "--shard-costs", "/nonexistent/costs.json"],
                "--shard-costs '/nonexistent/costs.json': no such file or folder"
            ),
        ]
        for (arguments, message) in cases {
            let (run, output) = try await FixtureTool.runSuite(arguments + Self.selection)
            #expect(run.exitCode == 2, "\(arguments)")
            #expect(run.stderrLines.count == 1 && run.stderr.contains(message), "\(arguments): \(run.stderr)")
            #expect(TemporaryDirectory.files(in: output).isEmpty, "\(arguments) wrote something")
        }
    }

    @Test(
        "merge refuses mixed commits, a scenario in two shards, other wire versions, a missing shard — one line, exit 2, nothing written"
    )
    func refusals() async throws {
        let (root, paths) = try await Self.twoShards()
        let first = try #require(
            try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: paths[0]))) as? [String: Any])
        let edits: [(String, (inout [String: Any]) -> Void, String)] = [
            (
                "commit",
                {
                    $0["environment"] = ($0["environment"] as? [String: Any] ?? [:]).merging([
                        "git_commit": "ffffffffffff"
                    ]) { $1 }
                },
                "measured commit"
            ),
            (
                "duplicate",
                { report in
                    report["scenarios"] = (report["scenarios"] as? [Any] ?? []) + (first["scenarios"] as? [Any] ?? [])
                }, "is in both"
            ),
            (
                "wire", { $0["shard"] = ($0["shard"] as? [String: Any] ?? [:]).merging(["wire_version": 999]) { $1 } },
                "wire version"
            ),
        ]
        for (name, edit, message) in edits {
            let edited = try Self.edited(paths[1], in: root, name: name, edit)
            let output = root.appendingPathComponent("out-\(name)")
            let run = try await FixtureTool.run(["merge", "--output", output.path, paths[0], edited])
            #expect(run.exitCode == 2, "\(name)")
            #expect(run.stderrLines.count == 1 && run.stderr.contains(message), "\(name): \(run.stderr)")
            #expect(!FileManager.default.fileExists(atPath: output.path), "\(name): wrote something")
        }
        let missing = try await FixtureTool.run([
            "merge", "--output", root.appendingPathComponent("out-missing").path, paths[0],
        ])
        #expect(missing.exitCode == 2 && missing.stderr.contains("shard 2/2 missing"), "\(missing.stderr)")
        let none = try await FixtureTool.run([
            "merge", "--output", root.appendingPathComponent("out-none").path, "/nonexistent.json",
        ])
        #expect(
            none.exitCode == 2 && none.stderrLines.count == 1
                && none.stderr.contains("/nonexistent.json: no such report file"))
    }

    /// A copy of the report at `path` with `edit` applied to its JSON.
    static func edited(_ path: String, in root: URL, name: String, _ edit: (inout [String: Any]) -> Void) throws
        -> String
    {
        var object = try #require(
            try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: path))) as? [String: Any])
        edit(&object)
        let target = root.appendingPathComponent("\(name).json")
        try JSONSerialization.data(withJSONObject: object).write(to: target)
        return target.path
    }
}
