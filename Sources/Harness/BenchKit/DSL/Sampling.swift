import BenchModel

/// For micro-benchmarks: sample until the median is known well enough.
///
/// Timed batches are taken until the distribution-free 95 % interval of the median of the batch
/// samples is within `precision` of the median (±1 % by default) — but never before `minimum`
/// seconds and `samples` samples, and never past `maximum` seconds (a noisy operation runs to the
/// cap). A benchmark that declares neither `Sampling` nor `MinimumTime` samples with
/// `Sampling()`'s defaults; `MinimumTime` keeps a fixed time instead.
///
/// ```swift
/// Sampling(precision: 0.01, minimum: 0.05, maximum: 0.5)
/// ```
public struct Sampling: Sendable {
    let rule: StopRule
    let quickRule: StopRule

    /// Stop once the median's interval is within ±`precision` (a fraction of the median), after at
    /// least `minimum` seconds (default: a quarter of `maximum`, at least 50 ms) and `samples`
    /// samples, at `maximum` seconds at the latest; warm-up lasts `warmup` seconds (default:
    /// `StopRule.defaultWarmupSeconds`, at most `minimum`). With `--quick` the cap is `quick` (default: a
    /// fifth of `maximum`).
    ///
    /// Why a quarter: the interval says how well *this process* knows its median, not how far the
    /// next process's will be — this VM switches between speed modes ~1.5× apart, and a 50 ms
    /// minimum left single repetitions wholly in one mode (A/A MDC of `tree-build-*` 1.2–1.7 % with
    /// 1 s, 3.4–7.2 % with 50 ms; Reports/PERFCI.md "A nightly that fits").
    public init(
        precision: Double = 0.01, minimum: Double? = nil, maximum: Double = 1, quick: Double? = nil,
        samples: Int = 30, warmup: Double? = nil
    ) {
        let minimum = minimum ?? Swift.max(0.05, maximum / 4)
        let warm = Swift.min(warmup ?? StopRule.defaultWarmupSeconds, minimum)
        rule = StopRule(
            precision: precision, minimumSeconds: minimum, maximumSeconds: maximum, minimumSamples: samples,
            warmupSeconds: warm)
        let cap = quick ?? maximum / 5
        quickRule = StopRule(
            precision: precision, minimumSeconds: Swift.min(minimum, cap), maximumSeconds: cap, minimumSamples: samples,
            warmupSeconds: Swift.min(warm, cap / 4)
        )
    }
}

extension Sampling {
    /// What is wrong with the figures, or `nil`: precision in (0, 1), 0 ≤ minimum ≤ maximum, finite
    /// positive caps, at least 6 samples (fewer have no 95 % interval of the median).
    var problem: String? {
        for rule in [rule, quickRule] {
            guard let precision = rule.precision, precision > 0, precision < 1 else {
                return "with a precision outside (0, 1)"
            }
            guard rule.maximumSeconds.isFinite, rule.maximumSeconds > 0 else {
                return "with a maximum that is not a positive number of seconds"
            }
            guard rule.minimumSeconds >= 0, rule.minimumSeconds <= rule.maximumSeconds else {
                return "with a minimum outside 0…maximum"
            }
            guard rule.minimumSamples >= 6 else {
                return "with fewer than 6 samples (the median has no 95 % interval below 6)"
            }
        }
        return nil
    }
}

/// When a benchmark's measured phase stops: the one rule behind `Sampling` (adaptive) and
/// `MinimumTime` (fixed: no precision, no cap).
struct StopRule: Sendable, Equatable {
    /// The relative half-width of the median's 95 % interval to reach; `nil` for a fixed time.
    var precision: Double?
    var minimumSeconds: Double
    /// The time cap (infinite for a fixed rule, which stops at its minimum).
    var maximumSeconds: Double
    var minimumSamples: Int
    var warmupSeconds: Double

    /// The warm-up a rule gets unless it asks for its own: long enough to fault in the subject's pages and
    /// train the caches and branch predictors (hundreds of calls of a millisecond operation, thousands of
    /// a microsecond one), not a share of the measured time — straddling the machine's speed modes is the
    /// measured phase's minimum's job, and a warm-up repeats in every repetition of every benchmark.
    /// The gate's paired A/B of 0.25 s against this warm-up moved no benchmark (docs/measurements.md).
    static let defaultWarmupSeconds = 0.05

    /// The rule of a `MinimumTime`: at least `seconds` and `samples`, no early stop, no cap.
    static func fixed(_ timing: MinimumTime, quick: Bool) -> StopRule {
        let seconds = quick ? timing.quick : timing.full
        return StopRule(
            precision: nil, minimumSeconds: seconds, maximumSeconds: .infinity, minimumSamples: timing.samples,
            warmupSeconds: Swift.min(defaultWarmupSeconds, seconds / 4)
        )
    }

    /// The rule a plan declares (`Sampling`, else `MinimumTime`, else `Sampling()`'s defaults), its
    /// times (warm-up, minimum, cap) scaled by `settings.timeScale` (`run --time-scale`; paired runs
    /// measure half as long).
    static func of<S>(_ plan: ScenarioPlan<S>, settings: WorkerSettings) -> StopRule {
        let quick = settings.quick
        var rule: StopRule
        if let sampling = plan.sampling {
            rule = quick ? sampling.quickRule : sampling.rule
        } else if let timing = plan.minimumTime {
            rule = fixed(timing, quick: quick)
        } else {
            rule = quick ? Sampling().quickRule : Sampling().rule
        }
        rule.minimumSeconds *= settings.timeScale
        rule.maximumSeconds *= settings.timeScale
        rule.warmupSeconds *= settings.timeScale
        return rule
    }

    /// Whether to stop after `samples` samples and `elapsed` seconds, and why; `halfWidth` (the
    /// median interval's relative half-width) is asked only when the minimum is met and the rule
    /// has a precision. `capacity` is how many samples the window holds.
    func verdict(samples: Int, elapsed: Double, capacity: Int, halfWidth: () -> Double) -> StopReason? {
        if elapsed >= maximumSeconds { return .timeCap }
        guard elapsed >= minimumSeconds, samples >= minimumSamples else { return nil }
        guard let precision else { return .minimumTime }
        if samples >= capacity { return .sampleCap }
        return halfWidth() <= precision ? .precision : nil
    }
}
