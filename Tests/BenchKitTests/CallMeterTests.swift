import Glibc
import Testing
@testable import BenchKit

/// What a measured call costs the harness: no system call per call when the switch page can be mapped
/// (perf events allowed, as on the project's machines); the CPU clock is read only around switches.
/// Every test is synchronous, so it stays on the thread that made its meter.
@Suite(.serialized) struct CallMeterTests {
    /// A meter on this thread, with its anchor in `arena`; the page is required (the project's machines
    /// allow perf events: this is what the worker measures with).
    static func meter(_ arena: HarnessArena) throws -> CallMeter {
        let meter = CallMeter(arena: arena)
        try #require(
            meter.readsClocksOnSwitchOnly, "perf_event_open refused: the worker would read the CPU clock per call")
        return meter
    }

    @Test func measuredCallsReadNoCPUClockUnlessSwitched() throws {
        let arena = HarnessArena()
        let meter = try Self.meter(arena)
        defer { meter.watch?.close() }
        let calls = 100_000
        let switchesBefore = Self.switches()
        var work: UInt64 = 1
        for _ in 0..<calls {
            _ = meter.measure { for i in 0..<20 { work = work &* 31 &+ UInt64(i) } }
        }
        let switches = Self.switches() - switchesBefore
        #expect(work != 0)
        // One read to anchor, then about two per switch of the thread (the switched call's and the new
        // anchor's): a thread on a loaded 2-core machine is switched every few milliseconds, not per call.
        let reads = meter.anchor.pointee.cpuClockReads
        #expect(reads <= 2 + 4 * switches, "CPU clock read \(reads) times around \(switches) switches")
        #expect(reads < calls / 20, "CPU clock read \(reads) times in \(calls) calls: the harness would measure itself")
    }

    /// The thread's context switches so far, voluntary and not.
    static func switches() -> Int {
        var usage = rusage()
        getrusage(PreemptionProbe.thread, &usage)
        return usage.ru_nivcsw + usage.ru_nvcsw
    }

    @Test func anUnswitchedCallsCPUTimeIsItsWallTime() throws {
        let arena = HarnessArena()
        let meter = try Self.meter(arena)
        defer { meter.watch?.close() }
        _ = meter.measure {}
        var unswitched = 0
        for _ in 0..<1_000 {
            let call = meter.measure {}
            #expect(call.cpuNanoseconds <= call.wallNanoseconds)
            if call.cpuNanoseconds == call.wallNanoseconds, !call.preempted { unswitched += 1 }
        }
        #expect(unswitched > 900)
    }

    @Test func aCallThatSleepsIsSwitchedButNotPreempted() throws {
        let arena = HarnessArena()
        let meter = try Self.meter(arena)
        defer { meter.watch?.close() }
        _ = meter.measure {}
        let readsBefore = meter.anchor.pointee.cpuClockReads
        let call = meter.measure { usleep(5_000) }
        #expect(call.wallNanoseconds >= 5_000_000)
        #expect(call.cpuNanoseconds < call.wallNanoseconds / 2, "asleep, the thread used little CPU")
        #expect(meter.anchor.pointee.cpuClockReads > readsBefore, "a switched call reads the CPU clock")
        #expect(!call.preempted, "a sleep is a voluntary switch")
    }

    @Test func allocatedBytesAreMeasured() throws {
        let arena = HarnessArena()
        let meter = try Self.meter(arena)
        defer { meter.watch?.close() }
        var kept: [UInt8] = []
        let call = meter.measure { kept = [UInt8](repeating: 1, count: 4_096) }
        #expect(kept.count == 4_096)
        #expect(call.allocatedBytes >= 4_096)
    }

    @Test func withoutAPageEveryCallReadsTheClocks() {
        let call = MeasuredCall.runReadingClocks { usleep(2_000) }
        #expect(call.wallNanoseconds >= 2_000_000)
        #expect(call.cpuNanoseconds < call.wallNanoseconds)
    }
}
