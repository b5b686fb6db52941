import BenchReport
import Determinism
import Foundation

/// Google Benchmark's JSON: a `context` and a `benchmarks` array with one `iteration` entry per repetition
/// of each time metric (unit ns) and `mean`/`median`/`stddev` aggregates, so `compare.py` can run its
/// U test over the repetitions. Names are `scenario/metric`. A matching `…/cpu_time` metric fills
/// `cpu_time`; otherwise it repeats the wall time. Metrics in other units are not time and are left out.
enum GoogleBenchmarkExport {
    static func render(_ run: RunReport) throws -> String {
        var benchmarks: [[String: Any]] = []
        var family = 0
        for scenario in run.scenarios where scenario.hasFigures {
            for metric in scenario.metrics where metric.unit == "ns" && !metric.name.hasSuffix("cpu_time") {
                let cpu = scenario.metric(named: metric.name.replacingOccurrences(of: "wall_time", with: "cpu_time"))
                let name = "\(scenario.name)/\(metric.name)"
                let cpuRepetitions = cpu.flatMap {
                    $0.repetitions.count == metric.repetitions.count ? $0.repetitions : nil
                }
                for (index, value) in metric.repetitions.enumerated() {
                    let cpuValue = cpuRepetitions?[index] ?? value
                    benchmarks.append(
                        entry(name, family, metric.repetitions.count, index: index, real: value, cpu: cpuValue))
                }
                for (aggregate, statistic) in [("mean", mean), ("median", Median.of), ("stddev", stddev)] {
                    let cpuFigures = cpu?.repetitions ?? metric.repetitions
                    var item = entry(
                        name, family, metric.repetitions.count, index: nil, real: statistic(metric.repetitions),
                        cpu: statistic(cpuFigures))
                    item["name"] = "\(name)_\(aggregate)"
                    item["run_type"] = "aggregate"
                    item["aggregate_name"] = aggregate
                    item["aggregate_unit"] = "time"
                    benchmarks.append(item)
                }
                family += 1
            }
        }
        let document: [String: Any] = ["context": context(run), "benchmarks": benchmarks]
        let data = try JSONSerialization.data(withJSONObject: document, options: [.prettyPrinted, .sortedKeys])
        return String(decoding: data, as: UTF8.self) + "\n"
    }

    private static func entry(_ name: String, _ family: Int, _ repetitions: Int, index: Int?, real: Double, cpu: Double)
        -> [String: Any]
    {
        var item: [String: Any] = [
            "name": name, "run_name": name, "run_type": "iteration", "family_index": family,
            "per_family_instance_index": 0, "repetitions": repetitions, "threads": 1, "iterations": 1,
            "real_time": real, "cpu_time": cpu, "time_unit": "ns",
        ]
        if let index { item["repetition_index"] = index }
        return item
    }

    private static func context(_ run: RunReport) -> [String: Any] {
        [
            "date": run.startedAt, "host_name": run.environment.hostname, "executable": "keyboard-bench",
            "num_cpus": run.environment.cores, "mhz_per_cpu": 0, "cpu_scaling_enabled": false, "caches": [],
            "library_build_type": run.environment.buildConfiguration == "release" ? "release" : "debug",
            "library_version": "keyboard-bench schema \(run.schemaVersion)", "load_avg": [],
        ]
    }

    private static func mean(_ values: [Double]) -> Double { values.reduce(0, +) / Double(max(values.count, 1)) }

    private static func stddev(_ values: [Double]) -> Double {
        guard values.count > 1 else { return 0 }
        let m = mean(values)
        return (values.reduce(0) { $0 + ($1 - m) * ($1 - m) } / Double(values.count - 1)).squareRoot()
    }
}
