#if canImport(Glibc)
    import Glibc
#endif

/// The package's one monotonic clock: `CLOCK_MONOTONIC` read through Glibc — not `ContinuousClock`,
/// which would load Swift's concurrency runtime into the lean keyboard and worker. Only differences
/// between readings mean anything (the origin is the boot, and varies between machines).
///
/// A failing read is a programming error (the clock id is fixed and always supported on Linux) and
/// traps with the errno.
public enum MonotonicClock {
    /// Nanoseconds on `CLOCK_MONOTONIC`. Inlinable, so a timed loop in another module pays no call.
    @inlinable @inline(__always)
    public static func nanoseconds() -> UInt64 {
        var spec = timespec()
        if clock_gettime(CLOCK_MONOTONIC, &spec) != 0 {
            preconditionFailure("clock_gettime(CLOCK_MONOTONIC) failed (errno \(errno))")
        }
        return UInt64(spec.tv_sec) &* 1_000_000_000 &+ UInt64(spec.tv_nsec)
    }

    /// Seconds on `CLOCK_MONOTONIC` (exact to the nanosecond for 104 days of uptime).
    @inlinable
    public static func seconds() -> Double { Double(nanoseconds()) / 1e9 }

    /// Milliseconds on `CLOCK_MONOTONIC`.
    @inlinable
    public static func milliseconds() -> Double { Double(nanoseconds()) / 1e6 }
}
