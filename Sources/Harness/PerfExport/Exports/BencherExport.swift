import BenchReport
import Foundation
import PerfModel

/// Bencher Metric Format: `{ "<benchmark>": { "<measure>": { "value", "lower_value", "upper_value" } } }`.
/// The benchmark is the scenario, the measure is the metric name as a slug (`switch-wall-time`), the
/// value the run's figure (median of repetitions) and the bounds the repetitions' min and max.
enum BencherExport {
    static func render(_ run: RunReport) throws -> String {
        var document: [String: [String: [String: Double]]] = [:]
        for scenario in run.scenarios where scenario.hasFigures {
            var measures: [String: [String: Double]] = [:]
            for metric in scenario.metrics where metric.figure.isFinite {
                measures[slug(metric.name)] = [
                    "value": metric.figure, "lower_value": metric.figureRange.lowerBound,
                    "upper_value": metric.figureRange.upperBound,
                ]
            }
            document[scenario.name] = measures
        }
        let data = try JSONSerialization.data(withJSONObject: document, options: [.prettyPrinted, .sortedKeys])
        return String(decoding: data, as: UTF8.self) + "\n"
    }

    static func slug(_ name: String) -> String {
        FileIO.slug(name.replacingOccurrences(of: "_", with: "-").replacingOccurrences(of: "/", with: "-"), limit: 64)
    }
}

/// github-action-benchmark's custom formats: an array of `{name, unit, value, range, extra}`; the smaller
/// format takes smaller-is-better metrics, the bigger format larger-is-better ones.
enum GitHubActionBenchmarkExport {
    static func render(_ run: RunReport, polarity: Polarity) throws -> String {
        var items: [[String: Any]] = []
        for scenario in run.scenarios where scenario.hasFigures {
            for metric in scenario.metrics where metric.polarity == polarity && metric.figure.isFinite {
                let half = (metric.figureRange.upperBound - metric.figureRange.lowerBound) / 2
                items.append([
                    "name": "\(scenario.name) \(metric.name)", "unit": metric.unit.rawValue, "value": metric.figure,
                    "range": "± \(UnitFormat.format(half, .count))",
                    "extra": "\(metric.repetitions.count) repetitions; commit \(run.shortCommit); run \(run.runId)",
                ])
            }
        }
        let data = try JSONSerialization.data(withJSONObject: items, options: [.prettyPrinted, .sortedKeys])
        return String(decoding: data, as: UTF8.self) + "\n"
    }
}
