import BenchReport
import Foundation

extension RunReport {
    /// Units whose figures cannot be below zero: a duration, a count, a rate.
    static let nonNegativeUnits: Set<MetricUnit> = [.nanoseconds, .count, .perSecond]
    /// How far below zero a CPU time can read: its correction is one clock read (~0.5 µs here).
    static let cpuCorrectionBound = 1_000.0

    /// Checks what a decoder cannot: a `started_at` that is a date (ISO 8601), and figures that can
    /// exist (finite; no negative duration, count or rate). Throws one line naming the scenario and
    /// metric (`-1e308` ns must not reach a comparison as a 300-digit change).
    public func validate() throws {
        try Self.checkDate(startedAt)
        for scenario in scenarios {
            try Self.checkCounts(scenario)
            for metric in scenario.metrics {
                try Self.checkFigures(
                    scenario: scenario.name, metric: metric.id, unit: metric.unit,
                    repetitions: metric.repetitions, statistics: Array(metric.statistics.values)
                )
            }
        }
    }

    /// Throws unless `startedAt` is an ISO 8601 date.
    static func checkDate(_ startedAt: String) throws {
        guard isDate(startedAt) else {
            throw PerfCIError("started_at '\(startedAt.prefix(40))' is not an ISO 8601 date")
        }
    }

    /// Throws one line naming the scenario (and metric) when a count is negative: its warm-up and
    /// measured iterations, a summary's sample and outlier counts.
    static func checkCounts(_ scenario: ScenarioReport) throws {
        let named = "scenario '\(scenario.name)'"
        for (field, count) in [
            ("warmup_iterations", scenario.warmupIterations), ("measured_iterations", scenario.measuredIterations),
        ] where count < 0 {
            throw PerfCIError("\(named) has \(field) \(count); a count cannot be negative")
        }
        for metric in scenario.metrics {
            guard let summary = metric.summary else { continue }
            for (field, count) in [("summary.n", summary.n), ("summary.outliers", summary.outliers)] where count < 0 {
                throw PerfCIError(
                    "\(named) metric '\(metric.id.name)' has \(field) \(count); a count cannot be negative")
            }
        }
    }

    /// Throws one line naming the scenario and metric when a figure is not a number, or is negative in
    /// a unit that cannot be (by at most a clock read for a CPU time).
    static func checkFigures(
        scenario: String, metric: MetricID, unit: MetricUnit, repetitions: [Double], statistics: [Double]
    ) throws {
        let named = "scenario '\(scenario)' metric '\(metric.name)'"
        if let bad = repetitions.first(where: { !$0.isFinite }) {
            throw PerfCIError("\(named) has a figure that is not a number (\(bad))")
        }
        guard nonNegativeUnits.contains(unit) else { return }
        let figures = repetitions + statistics.filter(\.isFinite)
        // A CPU time has its clock's median read cost subtracted, so a fast call's sample (and a
        // minimum, even a p50) can be slightly negative (Reports/README.md); never by a microsecond.
        let lowest = MetricCatalogue.entry(for: metric) == MetricCatalogue.cpuTime ? -cpuCorrectionBound : 0
        if let negative = figures.first(where: { $0 < lowest }) {
            throw PerfCIError("\(named) has a negative figure (\(negative) \(unit)), impossible in that unit")
        }
    }

    static func isDate(_ text: String) -> Bool {
        let plain = ISO8601DateFormatter()
        let fractional = ISO8601DateFormatter()
        fractional.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
        return plain.date(from: text) != nil || fractional.date(from: text) != nil
    }
}

extension HistoryRecord {
    /// `RunReport.validate` for what a history keeps: the start date, and every kept figure (per
    /// repetition, and p50, p99 and max when kept).
    public func validate() throws {
        try RunReport.checkDate(startedAt)
        for scenario in scenarios {
            for metric in scenario.metrics {
                try RunReport.checkFigures(
                    scenario: scenario.name, metric: MetricID(name(metric.name)), unit: spec(of: metric).unit,
                    repetitions: metric.repetitions, statistics: Array((metric.quantiles ?? []).prefix(3))
                )
            }
        }
    }
}
