import BenchKit
import BenchModel
import CProcess
import Glibc

/// Worst cases on a loaded machine: one call of twenty is slow, either because the worker was switched
/// out (descheduled by threads competing for its CPU — a loaded CI runner, made on purpose) or because
/// the call itself did 120 ms of work. A `< 100 ms` max-latency budget must hold for the first and break
/// for the second.
extension Fixtures {
    static let preemption: [RegisteredScenario] = [
        worstCase("worst-case-descheduled") { Descheduler.spinWhileDescheduled(milliseconds: 372) }.entry,
        worstCase("worst-case-slow") { Descheduler.work(milliseconds: 120) }.entry,
        slowTail("p99-descheduled") { Descheduler.spinWhileDescheduled(milliseconds: 30) }.entry,
        slowTail("p99-slow") { Descheduler.work(milliseconds: 25) }.entry,
    ]

    /// Twenty `switch` calls; the eleventh runs `slow`.
    static func worstCase(_ name: String, slow: @escaping @Sendable () -> Void) -> Scenario<ScoringTypist> {
        slowCalls(name, operation: "switch", calls: 20, slowAt: 10..<11, .p100, below: 100, slow: slow)
    }

    /// A hundred `frame` calls of which thirty (iterations 50…79) run `slow`: far more than the ten
    /// slowest calls a worker keeps, so a `p99 < 20 ms` budget is judged right only when every preempted
    /// call is known — it must hold when the thirty were descheduled, and break when they did the work.
    static func slowTail(_ name: String, slow: @escaping @Sendable () -> Void) -> Scenario<ScoringTypist> {
        slowCalls(name, operation: "frame", calls: 100, slowAt: 50..<80, .p99, below: 20, slow: slow)
    }

    /// `calls` calls of `operation`, those at iterations `slowAt` running `slow`, with a latency budget
    /// of `statistic` below `milliseconds`.
    static func slowCalls(
        _ name: String, operation: String, calls: Int, slowAt: Range<Int>, _ statistic: Statistic,
        below milliseconds: Double, slow: @escaping @Sendable () -> Void
    ) -> Scenario<ScoringTypist> {
        Scenario(name, tags: "preemption") {
            Subject { ScoringTypist(accuracy: 1) }
            Repeat(calls) {
                Measure(operation) { (typist: ScoringTypist, context: inout StepContext) in
                    typist.keys += 1
                    if slowAt.contains(context.iteration) { slow() }
                }
            }
            Budget(.latency(operation), statistic, below: .milliseconds(milliseconds))
            TimeLimit(seconds: 30)
        }
    }
}

/// Makes a call slow in one of two ways, with nothing but Glibc.
enum Descheduler {
    /// Competing threads, all pinned with the caller to the CPU it runs on: the caller gets about a
    /// sixty-fifth of that CPU however busy the others are (unpinned, the kernel spread them over the
    /// machine, and a loaded CI runner once left the caller 27 % of a CPU).
    static let competitors = 64

    /// Spins for `milliseconds` of wall time while `competitors` busy threads run beside it: the caller
    /// is preempted again and again and does little work itself.
    static func spinWhileDescheduled(milliseconds: Int) {
        let deadline = now(CLOCK_MONOTONIC) + UInt64(milliseconds) * 1_000_000
        let cpu = kb_current_cpu()
        if cpu >= 0 { _ = kb_pin_thread_to_cpu(cpu) }
        var threads: [pthread_t] = []
        for _ in 0..<competitors {
            let argument = UnsafeMutablePointer<UInt64>.allocate(capacity: 2)
            argument.initialize(to: deadline)
            (argument + 1).initialize(to: UInt64(bitPattern: Int64(cpu)))
            var thread = pthread_t()
            if pthread_create(&thread, nil, competitor, argument) == 0 { threads.append(thread) }
        }
        while now(CLOCK_MONOTONIC) < deadline {}
        for thread in threads { pthread_join(thread, nil) }
        if cpu >= 0 { _ = kb_unpin_thread() }
    }

    /// Does `milliseconds` of the caller's own CPU time of work (preempted or not, the work is the call's).
    static func work(milliseconds: Int) {
        let end = now(CLOCK_THREAD_CPUTIME_ID) + UInt64(milliseconds) * 1_000_000
        while now(CLOCK_THREAD_CPUTIME_ID) < end {}
    }

    static func now(_ clock: clockid_t) -> UInt64 {
        var time = timespec()
        clock_gettime(clock, &time)
        return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
    }
}

/// A competing thread: pinned to the CPU it is given (unless -1), spins until the deadline it is given.
private func competitor(_ raw: UnsafeMutableRawPointer?) -> UnsafeMutableRawPointer? {
    guard let argument = raw?.assumingMemoryBound(to: UInt64.self) else { return nil }
    let deadline = argument.pointee
    let cpu = Int32(truncatingIfNeeded: Int64(bitPattern: argument[1]))
    argument.deallocate()
    if cpu >= 0 { _ = kb_pin_thread_to_cpu(cpu) }
    while Descheduler.now(CLOCK_MONOTONIC) < deadline {}
    return nil
}
