import Determinism

/// The one rule that names a scenario's headline (Reports/README.md "The headline figure"):
/// Markdown, console, dashboard, compare and exports all show the same metric and the same figure.
///
/// The metric: the first `*/instructions` metric when there is no `*/wall_time` (an instruction-mode run:
/// what that mode measures per call; a paired run's counts sit beside its timings, which stay the
/// headline); else the first budgeted metric that is a time (unit `ns`); else the
/// first `*/wall_time` metric; else the first time metric; else the first budgeted metric; else the
/// first metric. An allocation budget (`batch/allocations ≤ 0`) therefore never hides a benchmark's time.
///
/// The figure: the **median of the per-repetition figures** (each repetition's p50, or its value) —
/// the process-level statistic that compare, change points and trends use, and the only one a compact
/// history entry can reproduce. With one repetition it is that worker's p50.
public enum HeadlineRule {
    /// A metric as the rule sees it.
    public struct Candidate: Sendable, Equatable {
        /// `switch/wall_time`, `peak_resident`, …
        public var name: String
        /// `ns`, `bytes`, `count`, …
        public var unit: String

        /// A candidate.
        public init(name: String, unit: String) {
            self.name = name
            self.unit = unit
        }

        var isTime: Bool { unit == MetricUnit.nanoseconds.rawValue }
        var isWallTime: Bool { MetricID(name).kind == MetricCatalogue.wallTime.name }
        var isInstructions: Bool {
            MetricID(name).kind == MetricCatalogue.instructions.name && MetricID(name).operation != nil
        }
    }

    /// The index of the headline metric among `metrics`, given the budgeted metric names in budget order;
    /// `nil` when there is no metric.
    public static func pick(_ metrics: [Candidate], budgeted: [String]) -> Int? {
        let budgetedIndices = budgeted.compactMap { name in metrics.firstIndex { $0.name == name } }
        let counted = metrics.contains(where: \.isWallTime) ? nil : metrics.firstIndex(where: \.isInstructions)
        return counted
            ?? budgetedIndices.first { metrics[$0].isTime }
            ?? metrics.firstIndex(where: \.isWallTime)
            ?? metrics.firstIndex(where: \.isTime)
            ?? budgetedIndices.first
            ?? (metrics.isEmpty ? nil : 0)
    }

    /// The headline figure: the median of the per-repetition figures, else `fallback` (a report
    /// without repetition figures).
    public static func figure(repetitions: [Double], fallback: Double?) -> Double? {
        repetitions.isEmpty ? fallback : Median.of(repetitions)
    }
}
