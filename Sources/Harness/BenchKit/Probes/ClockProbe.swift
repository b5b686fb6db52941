import Determinism
import Glibc
import Timekeeping

/// Reads the clocks a measurement uses: the monotonic wall clock and the calling thread's CPU clock.
///
/// Both reads go through `clock_gettime`; a failing read is a programming error (the clock ids are
/// fixed and always supported on Linux) and traps with the errno.
public enum ClockProbe {
    /// Nanoseconds of `CLOCK_MONOTONIC` (the package's `MonotonicClock`): only differences are meaningful.
    @inline(__always)
    public static func monotonicNanoseconds() -> UInt64 {
        MonotonicClock.nanoseconds()
    }

    /// Nanoseconds of CPU time the calling thread has consumed (`CLOCK_THREAD_CPUTIME_ID`).
    ///
    /// This is a system call (not served by the vDSO), so it costs far more than a monotonic read:
    /// see `MeasuredCall.emptyCallCPUNanoseconds()`.
    @inline(__always)
    static func threadCPUNanoseconds() -> UInt64 {
        read(CLOCK_THREAD_CPUTIME_ID, "CLOCK_THREAD_CPUTIME_ID")
    }

    /// Reads timed together per overhead sample: one pair would be quantized by the clock's
    /// granularity (10 ns steps on this kind of VM), a batch resolves fractions of it.
    static let batch = 16

    /// The median cost, in nanoseconds, of one monotonic read: each of `samples` samples times
    /// `batch` back-to-back `monotonicNanoseconds()` calls and divides by `batch`.
    ///
    /// Allocates a buffer of `samples` values: call it outside a measured phase.
    public static func measureOverhead(samples: Int = 2_001) -> Double {
        medianBatchCost(samples: samples, monotonicNanoseconds)
    }

    @inline(__always)
    static func read(_ clock: clockid_t, _ name: StaticString) -> UInt64 {
        var spec = timespec()
        let status = clock_gettime(clock, &spec)
        if status != 0 { preconditionFailure("clock_gettime(\(name)) failed (errno \(errno))") }
        return UInt64(spec.tv_sec) &* 1_000_000_000 &+ UInt64(spec.tv_nsec)
    }

    /// The median over `samples` of (last − first) / `batch` across `batch` + 1 back-to-back probes.
    static func medianBatchCost(samples: Int, _ probe: () -> UInt64) -> Double {
        precondition(samples > 0, "measuring clock overhead needs at least one sample")
        var costs = [Double](repeating: 0, count: samples)
        for index in 0..<samples {
            let start = probe()
            var end = start
            for _ in 0..<batch { end = probe() }
            costs[index] = Double(end &- start) / Double(batch)
        }
        return Median.of(costs)
    }
}
