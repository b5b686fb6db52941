import BenchRunner
import Foundation

/// A `bisect` command line with every input checked before anything is built: the two refs resolved,
/// the commits between them listed, the metric, the numbers, the folders and the `run` arguments.
struct BisectRequest: Sendable, Equatable {
    /// One commit of the range: its hash and subject line.
    struct Commit: Sendable, Equatable, Codable {
        var hash: String
        var subject: String
    }

    var scenario: String
    var metric: BisectMetric
    /// The refs as given.
    var goodRef: String
    var badRef: String
    /// Good first, then good..bad on the first-parent line, oldest first (bad last).
    var commits: [Commit]
    /// The relative threshold (0.005 for 0.5 %).
    var threshold: Double
    var maxProbes: Int
    /// Absolute folders and file.
    var cache: String
    var output: String
    var json: String?
    /// The package's root.
    var directory: String
    /// Pairs of a timing probe's first paired run against good.
    var pairs = 8
    /// The most pairs an unsure timing probe is measured with, its retries included.
    var maxPairs = 32
    /// Extra `swift build` arguments for every probed commit (part of the worker cache's key).
    var buildFlags: [String] = []
    /// The `run` arguments after `--`, given to every probe's run.
    var runArguments: [String] = []

    /// The `run` options the bisect sets itself: given after `--`, they are refused.
    static let ownedRunOptions =
        GateRequest.ownedRunOptions + ["--filter", "--tag", "--worker", "--instructions", "--profile"]

    /// Checks `command` in `directory`.
    static func make(_ command: BisectCommand, environment: [String: String], directory: String) async throws
        -> BisectRequest
    {
        let metric = try BisectMetric(command.metric)
        guard let threshold = Double(command.threshold), threshold >= 0, threshold < 100 else {
            throw UsageError("--threshold '\(command.threshold)' is not a percentage from 0 to 100")
        }
        let cacheGiven =
            command.cache.map { ($0, "--cache") }
            ?? environment["PERF_CACHE"].flatMap {
                $0.isEmpty ? nil : ($0, "PERF_CACHE")
            }
        let cache = try GateRequest.folder(cacheGiven ?? (".build-cache/pr-check", "PERF_CACHE"), in: directory)
        let output = try GateRequest.folder((command.output, "--output"), in: directory)
        let json = try command.json.map { try GateRequest.absolute($0, in: directory) }
        let resolver = RefResolver(directory: directory)
        let commits = try await range(good: command.good, bad: command.bad, resolver: resolver)
        let bound = BisectResult.bound(commits: commits.count - 1)
        let maxProbes = try command.maxProbes.map { try GateRequest.number(($0, "--max-probes"), default: 0) }
        if let maxProbes, maxProbes < 2 { throw UsageError("--max-probes '\(maxProbes)' is below 2 (good and bad)") }
        let pairs = try GateRequest.number(command.pairs.map { ($0, "--pairs") }, default: 8)
        let maxPairs = try GateRequest.number(command.maxPairs.map { ($0, "--max-pairs") }, default: 4 * pairs)
        guard maxPairs >= pairs else {
            throw UsageError("--max-pairs '\(maxPairs)' is below --pairs '\(pairs)'")
        }
        let flags = command.buildFlags ?? environment["PERF_BUILD_FLAGS"] ?? ""
        try GateRequest.checkRunArguments(command.runArguments, owned: ownedRunOptions, command: "bisect")
        return BisectRequest(
            scenario: command.scenario, metric: metric, goodRef: command.good, badRef: command.bad, commits: commits,
            threshold: threshold / 100, maxProbes: maxProbes ?? 2 * bound, cache: cache, output: output, json: json,
            directory: directory, pairs: pairs, maxPairs: maxPairs,
            buildFlags: flags.split(separator: " ").map(String.init), runArguments: command.runArguments)
    }

    /// Good, then the commits good..bad on bad's first-parent line, oldest first.
    static func range(good: String, bad: String, resolver: RefResolver) async throws -> [Commit] {
        guard let goodCommit = await resolver.commit(good) else {
            throw UsageError("--good '\(good)' is not a commit of this repository")
        }
        guard let badCommit = await resolver.commit(bad) else {
            throw UsageError("--bad '\(bad)' is not a commit of this repository")
        }
        guard goodCommit != badCommit else {
            throw UsageError("--good '\(good)' and --bad '\(bad)' are the same commit")
        }
        guard await resolver.git(["merge-base", "--is-ancestor", goodCommit, badCommit]).succeeded else {
            throw UsageError("--good '\(good)' is not an ancestor of --bad '\(bad)'")
        }
        let listed = await resolver.git([
            "rev-list", "--first-parent", "--reverse", "--no-commit-header", "--format=%H %s",
            "\(goodCommit)..\(badCommit)",
        ])
        guard listed.succeeded else { throw UsageError("git rev-list \(good)..\(bad) failed") }
        let commits = listed.output.split(separator: "\n").map { line in
            let parts = line.split(separator: " ", maxSplits: 1)
            return Commit(hash: String(parts[0]), subject: parts.count > 1 ? String(parts[1]) : "")
        }
        guard commits.last?.hash == badCommit else {
            throw UsageError("--good '\(good)' is not on the first-parent line of --bad '\(bad)'")
        }
        let subject = await resolver.git(["log", "-1", "--format=%s", goodCommit]).output
        return [Commit(hash: goodCommit, subject: subject)] + commits
    }
}
