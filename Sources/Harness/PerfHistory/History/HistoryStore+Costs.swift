import BenchReport
import Determinism

extension HistoryStore {
    /// Per scenario, its recorded cost on the machine `machineKey` (an environment's `machineKey`):
    /// the median over the newest `runs` entries of that machine of the mean wall time of one of its
    /// workers, seconds (the ETA of `run`, the balance of shards). Empty when the history, the
    /// machine's folder or any figure is missing; a file that does not read is skipped — a progress
    /// estimate never stops a run.
    public func recordedCosts(machineKey: String, runs: Int = 3) -> [String: Double] {
        let newest = reportPaths(inMachine: Self.machineSlug(machineKey)).suffix(Swift.max(1, runs))
        var seconds: [String: [Double]] = [:]
        for relative in newest {
            guard let record = try? input.record(at: "\(root)/\(relative)"), record.fingerprint == machineKey,
                record.quick != true
            else { continue }
            for scenario in record.scenarios {
                if let cost = scenario.seconds, cost.isFinite, cost > 0 {
                    seconds[scenario.name, default: []].append(cost)
                }
            }
        }
        return seconds.mapValues { Median.of($0) }
    }
}
