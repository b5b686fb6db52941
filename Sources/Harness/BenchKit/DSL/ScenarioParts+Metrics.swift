import BenchModel

/// Leak tracking: a census while the subject is held (per type: alive against what the subject
/// holds) and a process-wide live count, taken before the subject exists and after it is released.
public struct TrackObjects<S> {
    let census: (S) -> [ObjectCount]
    let live: () -> [String: Int]
    /// Tracking with both counts: `census` after the measured phase, `live` before and after the subject's life.
    public init(census: @escaping (S) -> [ObjectCount], live: @escaping () -> [String: Int]) {
        self.census = census
        self.live = live
    }
}

/// Declares a metric the scenario records itself, with its unit and which direction is better:
/// `Metric("accuracy", unit: .ratio, polarity: .largerIsBetter)`; record it with
/// `context.record("accuracy", value)` in a step, or with `Record("accuracy") { subject in … }`.
public struct Metric: Sendable {
    let spec: MetricSpec
    /// A custom metric: one value per run (`.value`, default) or one sample per record (`.distribution`).
    public init(
        _ name: String, unit: MetricUnit, polarity: Polarity, shape: MetricShape = .value, deterministic: Bool = false
    ) {
        spec = MetricSpec(id: .custom(name), unit: unit, polarity: polarity, shape: shape, deterministic: deterministic)
    }
}

/// Records a declared single-valued metric once, after the measured phase, from the subject:
/// `Record("accuracy") { typist in typist.accuracy }`.
public struct Record<S> {
    let metric: String
    let value: (S) throws -> Double
    /// A value read from the subject after the measured phase (before teardown).
    public init(_ metric: String, _ value: @escaping (S) throws -> Double) {
        self.metric = metric
        self.value = value
    }
}
