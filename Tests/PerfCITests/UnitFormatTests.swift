import BenchReport
@testable import PerfModel
import Testing

/// The one unit formatter (BenchModel's `UnitFormat`), as compare, change points and the dashboard use it.
@Suite("Unit formatting")
struct UnitFormatTests {
    @Test func scalesByUnit() {
        #expect(UnitFormat.format(612, .nanoseconds) == "612 ns")
        #expect(UnitFormat.format(8_420, .nanoseconds) == "8.42 µs")
        #expect(UnitFormat.format(1_500_000, .nanoseconds) == "1.50 ms")
        #expect(UnitFormat.format(25_500_000, .bytes) == "25.5 MB")
        #expect(UnitFormat.format(0.994, .ratio) == "99.4 %")
        #expect(UnitFormat.format(nil, .nanoseconds) == "—")
    }

    @Test func differentFiguresNeverReadTheSame() {
        #expect(UnitFormat.pair(59, 59.0108, .count) == ("59", "59.0108"))
        #expect(UnitFormat.pair(445.531, 446.156, .nanoseconds) == ("445.531 ns", "446.156 ns"))
        #expect(UnitFormat.pair(600, 700, .nanoseconds) == ("600 ns", "700 ns"))
        #expect(UnitFormat.pair(5, 5, .nanoseconds) == ("5.00 ns", "5.00 ns"))
        #expect(UnitFormat.pair(10_268_700, 10_285_100, .bytes) == ("10.2687 MB", "10.2851 MB"))
    }

    @Test func percentChanges() {
        #expect(UnitFormat.percentChange(1.053) == "+5.3 %")
        #expect(UnitFormat.percentChange(0.97) == "−3.0 %")
        #expect(UnitFormat.percentChange(1) == "±0 %")
        #expect(UnitFormat.percentChange(1.00017) == "+0.017 %")
        // Floating-point dust of two equal sums is no change: never `−1.1e-14 %` or sixteen decimals.
        #expect(UnitFormat.percentChange(1 - 1.1e-16) == "±0 %")
        #expect(UnitFormat.percentChange(1 + 3e-10) == "±0 %")
        #expect(UnitFormat.percentChange(1 + 2e-9) == "+0.00000020 %")
        #expect(UnitFormat.decimal(2e-7, places: 8) == "0.00000020")
        #expect(UnitFormat.percentChange(0.99988) == "−0.012 %")
        #expect(UnitFormat.percentChange(nil) == "—")
        #expect(UnitFormat.percentChange(.infinity) == "new value")
    }
}
