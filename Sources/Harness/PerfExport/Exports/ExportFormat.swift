/// The formats `keyboard-bench export` writes, named as on its command line.
public enum ExportFormat: String, CaseIterable, Sendable {
    /// Google Benchmark's JSON output (readable by its `tools/compare.py`).
    case googleBenchmark = "google-benchmark"
    /// Bencher Metric Format.
    case bmf
    /// github-action-benchmark `customSmallerIsBetter`.
    case gabSmaller = "gab-smaller"
    /// github-action-benchmark `customBiggerIsBetter`.
    case gabBigger = "gab-bigger"
    /// Apache Otava CSV, from a history.
    case otavaCSV = "otava-csv"
    /// InfluxDB line protocol.
    case influx
    /// OpenMetrics / Prometheus text exposition.
    case openmetrics

    /// Whether the format is made from a history rather than one report.
    var needsHistory: Bool { self == .otavaCSV }
}
