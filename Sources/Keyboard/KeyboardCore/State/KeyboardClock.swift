import Timekeeping

/// A source of "now" in seconds, so shift double-tap timing can be driven by tests.
public protocol KeyboardClock {
    /// Seconds since an arbitrary, fixed origin; never decreases.
    var now: Double { get }
}

/// The default clock: the package's monotonic clock (`Timekeeping.MonotonicClock`), in seconds since
/// the clock was created.
public struct ContinuousKeyboardClock: KeyboardClock, Sendable {
    private let origin: Double

    /// Creates a clock whose origin is now.
    public init() { origin = Self.monotonicSeconds() }

    /// Seconds elapsed since creation.
    public var now: Double { Self.monotonicSeconds() - origin }

    static func monotonicSeconds() -> Double { MonotonicClock.seconds() }
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
