import BenchReport
import Determinism
import Foundation

/// The recorded cost of each selected scenario — the wall time of one of its workers — for
/// `run --shard`, read from an earlier report or a history (`--shard-costs`).
///
/// From a history the newest entries are read first (entry file names start with the run's start
/// time), across every machine folder, until every selected scenario has a cost or `maximumEntries`
/// were read; `--quick` runs are skipped. A scenario with no recorded cost counts as the median of
/// the recorded ones, or `defaultSeconds` when nothing is recorded (then the shards balance by count).
/// Every shard of a run must read the same source (one history checkout, one report) or the shards
/// are planned differently; `merge` refuses shards of different plans.
public struct ScenarioCosts: Sendable {
    /// The cost of a scenario when nothing at all is recorded, seconds.
    static let defaultSeconds = 1.0
    /// History entries read at most.
    static let maximumEntries = 50

    /// Each selected scenario with its cost, in selection order.
    public var costs: [(name: String, cost: Double)]
    /// Where the costs came from, for the report (`history Reports/history: 1 run; 2 at the default 0.4 s`).
    public var source: String

    /// The costs of `selection` from `path` (a report, a history entry, or a history folder), or the
    /// default for every scenario when `path` is `nil`. Throws one line when `path` cannot be read.
    public init(selection: [String], from path: String?) throws(ShardCostError) {
        guard let path else {
            self.init(selection: selection, recorded: [:], source: "default")
            return
        }
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw ShardCostError("--shard-costs '\(path)': no such file or folder")
        }
        if isDirectory.boolValue {
            let (recorded, runs) = Self.history(at: path, wanted: Set(selection))
            self.init(selection: selection, recorded: recorded, source: "history \(path): \(runs) run(s) read")
        } else {
            let record = try Self.record(at: path)
            self.init(selection: selection, recorded: Self.costs(of: record), source: "report \(path)")
        }
    }

    init(selection: [String], recorded: [String: Double], source: String) {
        let known = selection.compactMap { recorded[$0] }
        let fallback = known.isEmpty ? Self.defaultSeconds : Median.of(known)
        let unknown = selection.filter { recorded[$0] == nil }.count
        costs = selection.map { ($0, recorded[$0] ?? fallback) }
        self.source =
            unknown == 0 || recorded.isEmpty && source == "default"
            ? source : "\(source); \(unknown) scenario(s) at the default \(fallback) s"
    }

    /// The costs an entry records (finite, positive seconds only).
    static func costs(of record: HistoryRecord) -> [String: Double] {
        var costs: [String: Double] = [:]
        for scenario in record.scenarios {
            if let seconds = scenario.seconds, seconds.isFinite, seconds > 0 { costs[scenario.name] = seconds }
        }
        return costs
    }

    static func record(at path: String) throws(ShardCostError) -> HistoryRecord {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw ShardCostError("--shard-costs '\(path)': cannot be read")
        }
        do {
            return try HistoryRecord.decode(data)
        } catch {
            throw ShardCostError("--shard-costs '\(path)': \(error)")
        }
    }

    /// The newest recorded cost of each wanted scenario in the history at `root`, and how many entries
    /// were read. Files that do not read are passed over (the history commands name them).
    static func history(at root: String, wanted: Set<String>) -> (costs: [String: Double], runs: Int) {
        let manager = FileManager.default
        let folders = ((try? manager.contentsOfDirectory(atPath: root)) ?? []).filter { !$0.hasPrefix(".") }
        let files = folders.flatMap { folder in
            ((try? manager.contentsOfDirectory(atPath: "\(root)/\(folder)")) ?? [])
                .filter { !$0.hasPrefix(".") && $0.hasSuffix(".json") }.map {
                    (name: $0, path: "\(root)/\(folder)/\($0)")
                }
        }
        var costs: [String: Double] = [:], runs = 0
        for file in files.sorted(by: { ($0.name, $0.path) > ($1.name, $1.path) }) {
            guard runs < maximumEntries, !wanted.isSubset(of: costs.keys) else { break }
            guard let record = try? record(at: file.path), record.quick != true else { continue }
            runs += 1
            for (name, seconds) in Self.costs(of: record) where costs[name] == nil { costs[name] = seconds }
        }
        return (costs, runs)
    }
}

/// A `--shard-costs` source that cannot be read: one line (exit 2).
public struct ShardCostError: ExitCodeCarrying, Equatable, Sendable, CustomStringConvertible {
    /// `--shard-costs` that do not read are bad input: 2.
    public var exitCode: BenchExitCode { .badInput }

    /// The line.
    public var description: String
    /// An error saying `description`.
    init(_ description: String) { self.description = description }
}
