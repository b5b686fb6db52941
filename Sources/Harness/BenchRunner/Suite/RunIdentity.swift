import BenchReport
import Foundation

/// The identity of one run: its id and start time.
public struct RunIdentity: Sendable, Equatable {
    /// `20261121-153000-a1b2c3`: UTC start time and a short random suffix.
    public var runId: String
    /// Start time, ISO 8601, UTC (`2026-11-21T15:30:00Z`).
    public var startedAt: String

    /// The identity of a run starting at `date`.
    public init(startingAt date: Date = Date()) {
        let suffix = String(UInt32.random(in: 0...0xFFFFFF), radix: 16)
        runId = Self.format(date, "yyyyMMdd-HHmmss") + "-" + String(repeating: "0", count: 6 - suffix.count) + suffix
        startedAt = Self.format(date, "yyyy-MM-dd'T'HH:mm:ss'Z'")
    }

    static func format(_ date: Date, _ pattern: String) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = pattern
        return formatter.string(from: date)
    }
}
