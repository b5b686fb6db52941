import BenchReport

/// Estimates how long a run has left.
///
/// With the run's schedule (the worker names in launch order) and **recorded costs** from the
/// history (per scenario, one worker's wall time in earlier runs on this machine), each worker still
/// to come is expected to take: what it took earlier in this run (an earlier repetition), else its
/// recorded cost scaled by how this run compares with the record so far (a busy machine runs
/// slower than the record), else the mean of this run's workers, else the mean recorded cost. So a
/// run with a history has an ETA from its first worker, and a 10-second scenario late in the
/// schedule is not counted as an average one. Without a schedule or a record it is what it was:
/// the current worker's remainder plus the mean of the workers so far for each worker after it.
public struct RunEstimate: Sendable {
    private var seconds: [String: Double] = [:]
    private var total = 0.0
    private var finished = 0
    /// What finished workers took, and what the record says they cost (the scale of this run).
    private var observedWithRecord = 0.0
    private var recordedOfObserved = 0.0
    /// Worker names in launch order (every repetition), or empty when unknown.
    public let schedule: [String]
    /// Recorded cost per scenario, seconds.
    public let recorded: [String: Double]

    /// An estimate for a run launching `schedule` (empty: unknown) with `recorded` costs (empty: none).
    public init(schedule: [String] = [], recorded: [String: Double] = [:]) {
        self.schedule = schedule
        self.recorded = recorded.filter { $0.value.isFinite && $0.value > 0 }
    }

    /// A worker of `name` took `seconds`.
    public mutating func record(_ name: String, seconds: Double) {
        self.seconds[name] = seconds
        total += seconds
        finished += 1
        if let cost = recorded[name] {
            observedWithRecord += seconds
            recordedOfObserved += cost
        }
    }

    /// Seconds left: the current worker's remainder plus every worker after it. `current` is the
    /// current worker's label (`name` or `name #2`), `index` its 1-based position among `count`
    /// workers. `nil` when there is nothing to go on (no worker finished and no record).
    public func remaining(current: String, elapsedInCurrent: Double, index: Int, count: Int) -> Double? {
        let name = current.split(separator: " #").first.map(String.init) ?? current
        let after = Swift.max(0, count - index)
        guard schedule.count == count, index >= 1, index <= count, !recorded.isEmpty else {
            guard finished > 0 else { return nil }
            let mean = total / Double(finished)
            return Swift.max(0, (seconds[name] ?? mean) - elapsedInCurrent) + Double(after) * mean
        }
        let currentLeft = Swift.max(0, cost(of: name) - elapsedInCurrent)
        return schedule[index...].reduce(currentLeft) { $0 + cost(of: $1) }
    }

    /// What one worker of `name` is expected to take.
    public func cost(of name: String) -> Double {
        if let seen = seconds[name] { return seen }
        if let cost = recorded[name] { return cost * scale }
        if finished > 0 { return total / Double(finished) }
        return recorded.values.reduce(0, +) / Double(Swift.max(1, recorded.count)) * scale
    }

    /// This run's pace against the record (observed ÷ recorded over the finished workers that have a
    /// record), kept within ¼…4 so one odd worker cannot swing the estimate; 1 before any.
    public var scale: Double {
        guard recordedOfObserved > 0 else { return 1 }
        return Swift.min(4, Swift.max(0.25, observedWithRecord / recordedOfObserved))
    }
}

extension RunEstimate {
    /// The launch order of `runner.run(scenarios)`: round after round, the floor (unless instruction mode)
    /// then every scenario the round reaches, a capped scenario only in its first rounds.
    public static func schedule(_ scenarios: [ScenarioInfo], runner: SuiteRunner) -> [String] {
        let round = (runner.settings.instructions == true ? [] : [FloorInfo.scenario]) + scenarios
        return (1...Swift.max(1, runner.settings.repetitions)).flatMap { index in
            round.filter { index <= runner.repetitions(of: $0) }.map(\.name)
        }
    }
}
