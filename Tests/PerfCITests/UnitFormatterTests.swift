import Testing
@testable import PerfCI

@Suite("Unit formatting")
struct UnitFormatterTests {
    @Test func scalesByUnit() {
        #expect(UnitFormatter.format(612, unit: "ns") == "612 ns")
        #expect(UnitFormatter.format(8_420, unit: "ns") == "8.42 µs")
        #expect(UnitFormatter.format(25_500_000, unit: "bytes") == "25.5 MB")
        #expect(UnitFormatter.format(0.994, unit: "ratio") == "0.994")
        #expect(UnitFormatter.format(nil, unit: "ns") == "—")
    }

    @Test func differentFiguresNeverReadTheSame() {
        #expect(UnitFormatter.pair(59, 59.0108, unit: "count") == ("59", "59.0108"))
        #expect(UnitFormatter.pair(445.531, 446.156, unit: "ns") == ("445.531 ns", "446.156 ns"))
        #expect(UnitFormatter.pair(600, 700, unit: "ns") == ("600 ns", "700 ns"))
        #expect(UnitFormatter.pair(5, 5, unit: "ns") == ("5 ns", "5 ns"))
        #expect(UnitFormatter.pair(10_268_700, 10_285_100, unit: "bytes") == ("10.2687 MB", "10.2851 MB"))
    }

    @Test func percentChanges() {
        #expect(UnitFormatter.percentChange(1.053) == "+5.3 %")
        #expect(UnitFormatter.percentChange(0.97) == "−3.0 %")
        #expect(UnitFormatter.percentChange(1) == "±0 %")
        #expect(UnitFormatter.percentChange(1.00017) == "+0.017 %")
        #expect(UnitFormatter.percentChange(nil) == "—")
    }
}
