import Glibc
import Testing
@testable import BenchKit

@Suite struct ProbesClockTests {
    @Test func monotonicNeverGoesBack() {
        var previous = ClockProbe.monotonicNanoseconds()
        for _ in 0..<10_000 {
            let now = ClockProbe.monotonicNanoseconds()
            #expect(now >= previous)
            previous = now
        }
    }

    /// The overhead is measured, not asserted fast: speed is the harness's to judge (each report carries
    /// the clock costs), a unit test only checks that a reading is a positive duration.
    @Test func overheadIsMeasured() {
        let overhead = ClockProbe.measureOverhead()
        #expect(overhead > 0)
        let cpu = MeasuredCall.emptyCallCPUNanoseconds()
        #expect(cpu > 0)
    }

    @Test func threadCPUAdvancesWhileBusy() {
        let wallStart = ClockProbe.monotonicNanoseconds()
        let cpuStart = ClockProbe.threadCPUNanoseconds()
        var spin: UInt64 = 0
        // Spin until 20 ms of CPU are spent, giving up after 10 s of wall time.
        while ClockProbe.threadCPUNanoseconds() - cpuStart < 20_000_000,
            ClockProbe.monotonicNanoseconds() - wallStart < 10_000_000_000
        {
            for i in 0..<1_000 { spin &+= UInt64(i) &* spin &+ 1 }
        }
        let cpu = ClockProbe.threadCPUNanoseconds() - cpuStart
        let wall = ClockProbe.monotonicNanoseconds() - wallStart
        #expect(spin != 0)
        #expect(cpu >= 20_000_000)
        #expect(cpu <= wall + 1_000_000, "one thread cannot use more CPU than wall time")
    }

    @Test func threadCPUStandsStillWhileAsleep() {
        let wallStart = ClockProbe.monotonicNanoseconds()
        let cpuStart = ClockProbe.threadCPUNanoseconds()
        var request = timespec(tv_sec: 0, tv_nsec: 50_000_000)
        var remaining = timespec()
        while nanosleep(&request, &remaining) != 0 { request = remaining }
        let cpu = ClockProbe.threadCPUNanoseconds() - cpuStart
        let wall = ClockProbe.monotonicNanoseconds() - wallStart
        #expect(wall >= 50_000_000)
        #expect(cpu < 5_000_000)
    }
}
