/// How long each phase of a gate took, on the monotonic clock, measured around the work itself (a
/// build's subprocess, the paired run): two phases run side by side each report their own time, and
/// the whole gate its wall time, so the figures add up to what a build log shows.
struct GatePhases: Sendable {
    /// One phase: what it was and how long it took.
    struct Phase: Sendable, Equatable {
        var name: String
        var duration: Duration
        /// `pr-check: the current side built in 41.2 s`.
        var line: String { "\(name) in \(GatePhases.seconds(duration)) s" }
    }

    /// When the gate started.
    let started = ContinuousClock.now

    /// Runs `work` and returns its result with the time it took.
    static func timed<Result: Sendable>(_ work: () async -> Result) async -> (Result, Duration) {
        let start = ContinuousClock.now
        let result = await work()
        return (result, ContinuousClock.now - start)
    }

    /// The time since the gate started.
    var elapsed: Duration { ContinuousClock.now - started }

    /// `41.2` (one decimal).
    static func seconds(_ duration: Duration) -> String {
        let tenths = (Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18) * 10
        let rounded = Int(tenths.rounded())
        return "\(rounded / 10).\(rounded % 10)"
    }

    /// Says a phase on stderr.
    static func report(_ phase: Phase) { GateConsole.line(phase.line) }
}
