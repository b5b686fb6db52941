import BenchReport
import Foundation

/// InfluxDB line protocol: one point per scenario metric,
/// `keyboard_bench,scenario=…,metric=…,unit=…,machine=…,commit=… value=…,min=…,max=…,repetitions=…i <ns>`.
enum InfluxExport {
    static func render(_ run: RunReport) -> String {
        let time = Timestamps.nanoseconds(run.startedAt).map { " \($0)" } ?? ""
        var lines: [String] = []
        for scenario in run.scenarios where scenario.hasFigures {
            for metric in scenario.metrics where metric.figure.isFinite {
                let tags = [
                    ("scenario", scenario.name), ("metric", metric.name), ("unit", metric.unit.rawValue),
                    ("polarity", metric.polarity.rawValue), ("machine", run.machine(of: scenario).machineKey),
                    ("commit", run.shortCommit),
                ]
                .map { "\(escapeTag($0.0))=\(escapeTag($0.1.isEmpty ? "none" : $0.1))" }.joined(separator: ",")
                var fields =
                    "value=\(float(metric.figure)),min=\(float(metric.figureRange.lowerBound)),max=\(float(metric.figureRange.upperBound)),repetitions=\(metric.repetitions.count)i"
                fields +=
                    ",status=\"\(scenario.status.rawValue.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\""))\""
                lines.append("keyboard_bench,\(tags) \(fields)\(time)")
            }
        }
        return lines.map { $0 + "\n" }.joined()
    }

    /// Tag keys and values escape commas, equals signs and spaces with a backslash.
    static func escapeTag(_ text: String) -> String {
        var out = ""
        for character in text {
            if character == "," || character == "=" || character == " " || character == "\\" { out.append("\\") }
            if character == "\n" { out += "\\n"; continue }
            out.append(character)
        }
        return out
    }

    static func float(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(format: "%.1f", value) : String(value)
    }
}

/// OpenMetrics text: a gauge family `keyboard_bench_value` with one sample per scenario, metric and
/// statistic (`median` of repetitions, `min`, `max`, and the run's own `p50`/`p99`/… when present), a
/// gauge `keyboard_bench_scenario_passed`, and the closing `# EOF`. Units ride in a label: OpenMetrics
/// units are per family and these metrics mix them.
enum OpenMetricsExport {
    static func render(_ run: RunReport) -> String {
        var lines = [
            "# HELP keyboard_bench_value keyboard-bench figure per scenario, metric and statistic.",
            "# TYPE keyboard_bench_value gauge",
        ]
        let base = { (scenario: ScenarioReport) in
            [("machine", run.machine(of: scenario).machineKey), ("commit", run.shortCommit)]
        }
        for scenario in run.scenarios where scenario.hasFigures {
            for metric in scenario.metrics {
                var figures = [
                    ("median", metric.figure), ("min", metric.figureRange.lowerBound),
                    ("max", metric.figureRange.upperBound),
                ]
                figures += metric.statistics.sorted { $0.key < $1.key }.map { ("run_\($0.key)", $0.value) }
                for (statistic, value) in figures {
                    let labels =
                        [
                            ("scenario", scenario.name), ("metric", metric.name), ("unit", metric.unit.rawValue),
                            ("statistic", statistic),
                        ] + base(scenario)
                    lines.append("keyboard_bench_value{\(labelText(labels))} \(number(value))")
                }
            }
        }
        lines += [
            "# HELP keyboard_bench_scenario_passed 1 when the scenario passed at this run, else 0.",
            "# TYPE keyboard_bench_scenario_passed gauge",
        ]
        for scenario in run.scenarios {
            lines.append(
                "keyboard_bench_scenario_passed{\(labelText([("scenario", scenario.name), ("status", scenario.status.rawValue)] + base(scenario)))} \(scenario.status == .passed ? 1 : 0)"
            )
        }
        return (lines + ["# EOF"]).joined(separator: "\n") + "\n"
    }

    static func labelText(_ labels: [(String, String)]) -> String {
        labels.map { "\($0.0)=\"\(escape($0.1))\"" }.joined(separator: ",")
    }

    /// Label values escape backslash, double quote and line feed.
    static func escape(_ text: String) -> String {
        text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
            .replacingOccurrences(of: "\n", with: "\\n")
    }

    static func number(_ value: Double) -> String {
        if value.isNaN { return "NaN" }
        if value.isInfinite { return value > 0 ? "+Inf" : "-Inf" }
        return String(value)
    }
}

/// ISO 8601 timestamps to epoch figures.
enum Timestamps {
    static func date(_ text: String) -> Date? {
        let formatter = ISO8601DateFormatter()
        if let date = formatter.date(from: text) { return date }
        formatter.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
        return formatter.date(from: text)
    }

    static func nanoseconds(_ text: String) -> Int64? {
        date(text).map { Int64($0.timeIntervalSince1970) * 1_000_000_000 }
    }
}
