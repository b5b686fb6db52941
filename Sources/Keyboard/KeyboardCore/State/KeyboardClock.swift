#if canImport(Glibc)
    import Glibc
#endif

/// A source of "now" in seconds, so shift double-tap timing can be driven by tests.
public protocol KeyboardClock {
    /// Seconds since an arbitrary, fixed origin; never decreases.
    var now: Double { get }
}

/// The default clock: the system's monotonic clock (`CLOCK_MONOTONIC`), in seconds since the clock was
/// created. Read through Glibc rather than `ContinuousClock`, which would pull Swift's concurrency
/// runtime into every process that links the keyboard core.
public struct ContinuousKeyboardClock: KeyboardClock, Sendable {
    private let origin: Double

    /// Creates a clock whose origin is now.
    public init() { origin = Self.monotonicSeconds() }

    /// Seconds elapsed since creation.
    public var now: Double { Self.monotonicSeconds() - origin }

    static func monotonicSeconds() -> Double {
        var spec = timespec()
        clock_gettime(CLOCK_MONOTONIC, &spec)
        return Double(spec.tv_sec) + Double(spec.tv_nsec) * 1e-9
    }
}

/// A clock that only moves when told to (tests, deterministic scenarios).
public final class ManualKeyboardClock: KeyboardClock {
    /// The current time in seconds.
    public var now: Double

    /// Creates a clock reading `start` seconds.
    public init(start: Double = 0) { now = start }

    /// Moves the clock forward by `seconds`.
    public func advance(by seconds: Double) { now += seconds }
}
