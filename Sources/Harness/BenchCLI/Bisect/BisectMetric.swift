import BenchReport

/// The figure a bisect decides on: an instruction or allocation count (compared exactly) or a timing
/// (paired against good) of one operation (`tap/instructions`, `switch/wall_time`), or of whichever
/// operation moved most between good and bad (`instructions`, `wall_time`).
struct BisectMetric: Sendable, Equatable {
    /// The kinds a bisect compares exactly: deterministic counts.
    static let kinds = ["instructions", "allocations", "allocated_bytes"]
    /// The timing kinds, compared paired against good.
    static let timingKinds = ["wall_time", "cpu_time"]

    /// The operation; `nil`: the one whose figure moved most from good to bad.
    var operation: String?
    /// `instructions`, `allocations`, `allocated_bytes`, `wall_time` or `cpu_time`.
    var kind: String

    /// Reads `--metric`; any other metric is one `UsageError`.
    init(_ text: String) throws {
        let id = MetricID(text)
        guard Self.kinds.contains(id.kind) || Self.timingKinds.contains(id.kind),
            id.operation.map(MetricName.isValid) ?? true
        else {
            throw UsageError(
                "--metric '\(text)' is not a count or a timing (instructions, allocations, allocated_bytes, wall_time, cpu_time, or <operation>/<one of them>)"
            )
        }
        operation = id.operation
        kind = id.kind
    }

    /// Whether the run counts instructions (`run --instructions`, under callgrind).
    var countsInstructions: Bool { kind == "instructions" }

    /// Whether it is a timing, measured paired against good.
    var isTiming: Bool { Self.timingKinds.contains(kind) }

    /// The figures of this metric's kind (or its one metric) in `scenario`, one per operation.
    func figures(in scenario: ScenarioReport) -> [MetricID: Double] {
        var figures: [MetricID: Double] = [:]
        for metric in scenario.metrics where metric.id.kind == kind && metric.id.operation != nil {
            guard operation == nil || metric.id.operation == operation, let figure = Self.figure(metric) else {
                continue
            }
            figures[metric.id] = figure
        }
        return figures
    }

    /// A metric's figure: a count's value; a distribution's mean per call (bytes allocated every tenth
    /// call move the mean where the median stays).
    static func figure(_ metric: MetricReport) -> Double? {
        metric.summary?.mean ?? metric.headline
    }

    /// The metric to bisect on, from good's and bad's figures: the one given, else the one whose figure
    /// changed most (relatively; any change from zero counts most), else the first by name.
    static func chosen(good: [MetricID: Double], bad: [MetricID: Double]) -> MetricID? {
        let changes = good.compactMap { id, before in
            bad[id].map { after in
                (id: id, change: before == 0 ? (after == 0 ? 0 : .infinity) : abs(after - before) / abs(before))
            }
        }
        return changes.max { $0.change < $1.change || ($0.change == $1.change && $0.id > $1.id) }?.id
    }
}
