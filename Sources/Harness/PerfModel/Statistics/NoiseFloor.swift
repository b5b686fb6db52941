import BenchReport
/// The smallest relative change a comparison will call a regression or an improvement, per metric.
///
/// The default (`defaultFraction`, 5 %) comes from measured run-to-run spread on the project's CI
/// machine (see `Reports/PERFCI.md`): single runs of one benchmark moved up to 1.46× (up to 1.75× while
/// other jobs ran), so single-run figures are never trusted alone; the median of several interleaved
/// repetitions moved a few percent between back-to-back runs, which is what the floor absorbs.
/// Deterministic metrics have no floor: they are compared exactly.
public struct NoiseFloor: Codable, Sendable, Equatable {
    /// The default fraction for every non-deterministic metric.
    public static let defaultFraction = 0.05
    /// The default fraction of a paired comparison (`run --against`): both sides share every machine
    /// mode, so only what is left between neighbouring workers needs absorbing — in paired A/A runs
    /// of the pr tag the median pair change of a timing (each worker's p10) stayed ≤ 2.3 % for 95 %
    /// of 162 scenario metrics; 2 % let one through (+2.6 %, p = 0.043). See Reports/PERFCI.md.
    public static let pairedDefaultFraction = 0.03

    /// The paired floor of a **scenario's** timings (each step timed alone, ~1 µs calls at a clock of
    /// ~10 ns steps), when no floor was asked for: in 28 paired A/A runs of the pr tag the median pair
    /// ratio of these metrics moved by up to 5.9 % (p95 3.2 %, p99 5.0 %), the same way in every pair of
    /// a run, so the rank test found it (two false alarms at 3 %); benchmarks' batch timings moved by
    /// p95 1.9 %, mostly without a common sign (Reports/PERFCI.md).
    public static let pairedPerCallFraction = 0.06

    /// The floor for metrics no override matches, as a fraction (0.05 = 5 %).
    public var fallback: Double
    /// Overrides as (glob pattern on the metric name, fraction); the first match wins. `*` matches any run
    /// of characters: `*/wall_time`, `peak_resident`, `typing-*`.
    public var overrides: [Override]

    /// One per-metric override.
    public struct Override: Codable, Sendable, Equatable {
        /// Glob pattern on the metric name (or `scenario:metric`).
        public var pattern: String
        /// The floor, as a fraction.
        public var fraction: Double

        /// Makes an override.
        init(pattern: String, fraction: Double) {
            self.pattern = pattern
            self.fraction = fraction
        }
    }

    /// Overrides every comparison starts from (the CLI puts the user's own first):
    /// `resident_above_floor` 20 % — each run subtracts one resident-floor figure from all its
    /// repetitions, so the floor's own run-to-run movement (8.83 → 8.99 MB between two runs here)
    /// shifts every repetition of a ~1.2 MB figure together by 11–13 %, which the rank test cannot see.
    /// `peak_resident` 5 % in every mode (also paired, whose fallback is 2 %): between identical
    /// workers in 92 paired A/A scenario-runs its median pair change stayed within 0.65 % typically
    /// but reached 2.56 % (Reports/PERFCI.md).
    public static let defaultOverrides = [
        Override(pattern: MetricCatalogue.residentAboveFloor.name, fraction: 0.2),
        Override(pattern: MetricCatalogue.peakResident.name, fraction: 0.05),
    ]

    /// The least floor of a scenario's timings (each call timed alone), when set: the paired default
    /// sets `pairedPerCallFraction`; `nil` (every other floor, and an asked-for paired floor) adds none.
    public var perCallMinimum: Double? = nil

    /// A floor with a fallback and overrides.
    public init(
        fallback: Double = NoiseFloor.defaultFraction, overrides: [Override] = NoiseFloor.defaultOverrides,
        perCallMinimum: Double? = nil
    ) {
        self.fallback = fallback
        self.overrides = overrides
        self.perCallMinimum = perCallMinimum
    }

    /// The floor for `metric` of `scenario`, raised to `perCallMinimum` for a per-call timing
    /// (`perCall`: the metric is a scenario's, not a benchmark's batch timing).
    public func fraction(scenario: String, metric: MetricReport, perCall: Bool) -> Double {
        let floor = fraction(scenario: scenario, metric: metric)
        guard perCall, let minimum = perCallMinimum, metric.unit == .nanoseconds else { return floor }
        return Swift.max(floor, minimum)
    }

    /// The floor for `metric` of `scenario`: 0 for a deterministic metric, else the first matching override
    /// (tried on `scenario:metric`, then on `metric`), else the fallback.
    public func fraction(scenario: String, metric: MetricReport) -> Double {
        fraction(scenario: scenario, metric: metric.name, deterministic: metric.deterministic)
    }

    /// The floor for the metric named `metric` of `scenario`, exact or not.
    public func fraction(scenario: String, metric: String, deterministic: Bool) -> Double {
        if deterministic { return 0 }
        if InstructionCount.isInstructionCount(metric) { return InstructionCount.defaultThreshold }
        let qualified = "\(scenario):\(metric)"
        for override in overrides
        where Glob.matches(override.pattern, qualified) || Glob.matches(override.pattern, metric) {
            return override.fraction
        }
        return fallback
    }

    /// Parses `PATTERN=FRACTION` (`*/wall_time=0.1`, or `10%`), as the CLI's `--noise-floor` takes it.
    public static func parseOverride(_ text: String) throws -> Override {
        guard let equals = text.lastIndex(of: "=") else {
            throw PerfCIError("noise floor override '\(text)' is not PATTERN=FRACTION")
        }
        let pattern = String(text[..<equals])
        var number = String(text[text.index(after: equals)...])
        let percent = number.hasSuffix("%")
        if percent { number.removeLast() }
        guard !pattern.isEmpty, let value = Double(number), value >= 0 else {
            throw PerfCIError("noise floor override '\(text)' is not PATTERN=FRACTION")
        }
        return Override(pattern: pattern, fraction: percent ? value / 100 : value)
    }
}

/// Glob matching with `*` only, iterative (no backtracking blow-up).
package enum Glob {
    package static func matches(_ pattern: String, _ text: String) -> Bool {
        let p = Array(pattern), t = Array(text)
        var pi = 0, ti = 0, star = -1, mark = 0
        while ti < t.count {
            if pi < p.count, p[pi] == t[ti] {
                pi += 1; ti += 1
            } else if pi < p.count, p[pi] == "*" {
                star = pi; mark = ti; pi += 1
            } else if star >= 0 {
                pi = star + 1; mark += 1; ti = mark
            } else {
                return false
            }
        }
        while pi < p.count, p[pi] == "*" { pi += 1 }
        return pi == p.count
    }
}
