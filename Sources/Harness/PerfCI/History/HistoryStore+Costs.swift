import BenchReport
import Foundation

extension HistoryStore {
    /// Per scenario, its recorded cost on the machine `machineKey` (an environment's `machineKey`):
    /// the median over the newest `runs` entries of that machine of the mean wall time of one of its
    /// workers, seconds (issue 16: the ETA of `run`, the balance of shards). Empty when the history,
    /// the machine's folder or any figure is missing; an entry that does not read is skipped — a
    /// progress estimate never stops a run.
    public func recordedCosts(machineKey: String, runs: Int = 3) -> [String: Double] {
        let folder = "\(root)/\(Self.machineSlug(machineKey))"
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return [:] }
        let newest = names.filter { !$0.hasPrefix(".") && $0.hasSuffix(".json") }.sorted().suffix(Swift.max(1, runs))
        var seconds: [String: [Double]] = [:]
        for name in newest {
            guard let data = FileManager.default.contents(atPath: "\(folder)/\(name)"),
                  let record = try? HistoryRecord.decode(data), record.environment.machineKey == machineKey, !record.quick
            else { continue }
            for scenario in record.scenarios {
                if let cost = scenario.seconds, cost.isFinite, cost > 0 { seconds[scenario.name, default: []].append(cost) }
            }
        }
        return seconds.mapValues { Median.of($0) }
    }
}
