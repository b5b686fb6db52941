import Glibc
import Timekeeping

/// Where the engine and the card read time: injected, so tests and scenarios drive time themselves.
public protocol MorseClock {
    /// Monotonic time in milliseconds (any origin; only differences are used).
    func milliseconds() -> Double
    /// Wall-clock time in milliseconds since the Unix epoch (the date an attempt is recorded with).
    func unixMilliseconds() -> Int64
}

/// The system's clocks: the package's monotonic clock (`Timekeeping.MonotonicClock`) and `CLOCK_REALTIME`.
struct SystemMorseClock: MorseClock, Sendable {
    /// The system clock.
    init() {}

    /// Milliseconds on `CLOCK_MONOTONIC` (`MonotonicClock`).
    func milliseconds() -> Double { MonotonicClock.milliseconds() }

    /// Milliseconds since 1970 on `CLOCK_REALTIME`.
    func unixMilliseconds() -> Int64 {
        var now = timespec()
        clock_gettime(CLOCK_REALTIME, &now)
        return Int64(now.tv_sec) * 1_000 + Int64(now.tv_nsec) / 1_000_000
    }
}

/// A clock that moves only when told: for tests and simulated keying.
public final class ManualMorseClock: MorseClock {
    /// The monotonic reading, in milliseconds.
    public var now: Double
    /// The wall-clock reading (ms since the Unix epoch); advances with `advance(by:)`.
    public var unixNow: Int64

    /// A clock reading `now` (monotonic) and `unixNow` (wall).
    public init(now: Double = 0, unixNow: Int64 = 1_790_000_000_000) {
        self.now = now
        self.unixNow = unixNow
    }

    /// Moves both readings forward by `milliseconds`.
    public func advance(by milliseconds: Double) {
        now += milliseconds
        if milliseconds.isFinite, milliseconds > 0, milliseconds < 1e15 { unixNow += Int64(milliseconds) }
    }

    /// The manual clock's monotonic time, in milliseconds.
    public func milliseconds() -> Double { now }
    /// The manual clock's wall time, in milliseconds since 1970.
    public func unixMilliseconds() -> Int64 { unixNow }
}
