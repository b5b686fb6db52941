import BenchReport

/// An operation's wall times as a latency budget judges them: each call **known** to have been preempted
/// (a kept slow call with `preempted == true` and its thread CPU time) counts with its CPU time — the
/// work it did, without the time the kernel gave to something else (`SlowCall.judgedNanoseconds`) —
/// and every other call with its wall time. A `max` budget is judged so through `WorstCase`; a
/// percentile budget through `judgedPercentile`, so a loaded machine breaks neither with calls that
/// waited for the CPU, and a slow tail of unpreempted calls still breaks both.
///
/// The rule reads only "which calls were preempted, and their CPU time" as data (`SlowCall`s): the
/// worker sends every preempted call of its measured phase (up to `PreemptedCalls.capacity`) beside the
/// kept slowest. A preempted call it did not send stays at its wall time: the judged figure is never
/// below what is known.
struct PreemptionJudged {
    /// Each completed repetition's wall-time samples of the operation, in repetition order.
    var samples: [[Double]]
    /// The kept slow calls of the operation, each with its repetition (from 1, as `samples` is ordered).
    var calls: [SlowCall]

    /// The samples with every known preempted call's wall time replaced by its judged time, and how many
    /// were replaced. A call is found among its repetition's samples by its wall time (the worker records
    /// the same figure in both); each sample is replaced at most once.
    func judgedSamples() -> (samples: [Double], replaced: Int) {
        var replaced = 0
        var judged: [Double] = []
        for (index, repetition) in samples.enumerated() {
            var values = repetition
            let preempted = calls.filter {
                $0.repetition == index + 1 && $0.preempted == true && $0.cpuNanoseconds != nil
                    && $0.judgedNanoseconds < $0.nanoseconds
            }
            guard !preempted.isEmpty else {
                judged += values
                continue
            }
            var unused = Dictionary(grouping: values.indices, by: { values[$0] })
            for call in preempted {
                guard let at = unused[call.nanoseconds]?.popLast() else { continue }
                values[at] = call.judgedNanoseconds
                replaced += 1
            }
            judged += values
        }
        return (judged.filter { !$0.isNaN }, replaced)
    }

    /// `statistic` (a percentile or the mean) of the judged samples, with how many calls counted with
    /// their CPU time; `nil` when no known preempted call was among the samples (the figure as measured holds).
    func judgedPercentile(_ statistic: Statistic) -> (value: Double, replaced: Int)? {
        let (values, replaced) = judgedSamples()
        guard replaced > 0, !values.isEmpty else { return nil }
        return (Summary(of: values).value(of: statistic), replaced)
    }
}

extension BudgetCheck {
    /// The statistics of a wall-time distribution that a budget judges without preempted time here (`p100`
    /// is judged through the operation's `WorstCase`).
    static let percentiles: Set<Statistic> = [.p25, .p50, .p75, .p90, .p99, .mean]

    /// `verdict` of a percentile budget on `budget.metric` (an operation's wall time) judged again on the
    /// samples with known preempted calls at their CPU time: the figure as measured kept beside it.
    static func judgedWithoutPreemption(_ verdict: BudgetVerdict, judged: PreemptionJudged?) -> BudgetVerdict {
        guard percentiles.contains(verdict.budget.statistic),
            verdict.budget.metric.kind == MetricCatalogue.wallTime.name, let measured = verdict.measured,
            let (value, replaced) = judged?.judgedPercentile(verdict.budget.statistic)
        else { return verdict }
        var verdict = verdict
        verdict.asMeasuredNanoseconds = measured
        verdict.preemptedCalls = replaced
        verdict.measured = Swift.min(measured, value)
        verdict.passed = verdict.budget.comparison.holds(Swift.min(measured, value), verdict.budget.limit)
        return verdict
    }
}
