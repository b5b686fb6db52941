import BenchReport
import Foundation

extension RunReport {
    /// Units whose figures cannot be below zero: a duration, a count, a rate.
    static let nonNegativeUnits: Set<MetricUnit> = [.nanoseconds, .count, .perSecond]
    /// How far below zero a CPU time can read: its correction is one clock read (~0.5 µs here).
    static let cpuCorrectionBound = 1_000.0

    /// Checks what a decoder cannot: a `started_at` that is a date (ISO 8601), and figures that can
    /// exist (finite; no negative duration, count or rate). Throws one line naming the scenario and
    /// metric (issue 18 item 12: `-1e308` ns must not reach a comparison as a 300-digit change).
    public func validate() throws {
        guard Self.isDate(startedAt) else { throw PerfCIError("started_at '\(startedAt.prefix(40))' is not an ISO 8601 date") }
        for scenario in scenarios {
            for metric in scenario.metrics {
                let named = "scenario '\(scenario.name)' metric '\(metric.name)'"
                if let bad = metric.repetitions.first(where: { !$0.isFinite }) {
                    throw PerfCIError("\(named) has a figure that is not a number (\(bad))")
                }
                guard Self.nonNegativeUnits.contains(metric.unit) else { continue }
                let figures = metric.repetitions + metric.statistics.values.filter(\.isFinite)
                // A CPU time has its clock's median read cost subtracted, so a fast call's sample (and a
                // minimum, even a p50) can be slightly negative (Reports/README.md); never by a microsecond.
                let lowest = MetricCatalogue.entry(for: metric.id) == MetricCatalogue.cpuTime ? -Self.cpuCorrectionBound : 0
                if let negative = figures.first(where: { $0 < lowest }) {
                    throw PerfCIError("\(named) has a negative figure (\(negative) \(metric.unit)), impossible in that unit")
                }
            }
        }
    }

    static func isDate(_ text: String) -> Bool {
        let plain = ISO8601DateFormatter()
        let fractional = ISO8601DateFormatter()
        fractional.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
        return plain.date(from: text) != nil || fractional.date(from: text) != nil
    }
}
