import Glibc
import Testing
@testable import BenchKit

/// Heap-wide and process-wide figures: serialized among themselves, and sized (32–50 MB) so that
/// the small allocations of tests running in parallel stay well inside the margins.
@Suite(.serialized) struct ProbesHeapWideTests {
    static let size = 32 << 20
    static let margin = UInt64(24 << 20)

    @Test func liveHeapGrowsWhileAnArrayIsHeldAndFallsAfter() {
        let before = JemallocProbe.liveHeapBytes()
        var array: [UInt8]? = [UInt8](repeating: 1, count: Self.size)
        let during = JemallocProbe.liveHeapBytes()
        #expect(array?.count == Self.size)
        array = nil
        let after = JemallocProbe.liveHeapBytes()
        #expect(during >= before + Self.margin)
        #expect(during >= after + Self.margin)
    }

    /// A delta of process-wide resident memory is not reliable here: other suites free memory in this
    /// process at the same time and jemalloc purges it concurrently. What holds regardless: while a
    /// touched 32 MB array is held, the live heap and the resident memory both cover it.
    @Test func residentCoversAHeldArray() {
        let array = [UInt8](repeating: 1, count: Self.size)
        let live = JemallocProbe.liveHeapBytes()
        let resident = JemallocProbe.residentBytes()
        withExtendedLifetime(array) {}
        #expect(live >= UInt64(Self.size))
        #expect(resident >= UInt64(Self.size))
    }

    @Test func allocationRequestsCountHeldInstances() {
        let count = 1_000
        var held: [Probe] = []
        held.reserveCapacity(count)
        let before = JemallocProbe.allocationRequests()
        for index in 0..<count { held.append(Probe(index)) }
        let after = JemallocProbe.allocationRequests()
        #expect(held.count == count)
        #expect(after - before >= UInt64(count))
    }

    @Test func processPeakCoversCurrentResidentMemory() throws {
        let memory = try ProcessProbe.memory()
        #expect(memory.vmRSS > 0)
        #expect(memory.vmHWM >= memory.vmRSS)
    }

    @Test func touchingFiftyMegabytesRaisesResidentMemory() throws {
        let size = 50 << 20
        let before = try ProcessProbe.memory()
        let region = try #require(mmap(nil, size, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0))
        #expect(region != MAP_FAILED)
        memset(region, 1, size)
        let during = try ProcessProbe.memory()
        munmap(region, size)
        #expect(during.vmRSS >= before.vmRSS + UInt64(40 << 20))
        #expect(during.vmHWM >= during.vmRSS)
        let reset = ProcessProbe.resetPeak()
        let after = try ProcessProbe.memory()
        if reset {
            // Other suites allocate in this process meanwhile: the reset peak is below the 50 MB one,
            // not necessarily by the whole 50 MB.
            #expect(after.vmHWM < during.vmHWM)
        }
    }

    @Test func probeCosts() {
        func median(_ body: () -> Void) -> UInt64 {
            var costs: [UInt64] = []
            for _ in 0..<1_001 {
                let start = ClockProbe.monotonicNanoseconds()
                body()
                costs.append(ClockProbe.monotonicNanoseconds() - start)
            }
            return costs.sorted()[costs.count / 2]
        }
        var sink: UInt64 = 0
        let pointer = median { sink &+= JemallocProbe.threadAllocatedBytes() }
        let mallctl = median { sink &+= (try? Mallctl.read("thread.allocated", initial: 0 as UInt64)) ?? 0 }
        let refresh = median { JemallocProbe.refresh() }
        let flush = median { try? Mallctl.command("thread.tcache.flush") }
        let epoch = median { try? Mallctl.advanceEpoch() }
        let live = median { sink &+= JemallocProbe.liveHeapBytes() }
        let requests = median { sink &+= JemallocProbe.allocationRequests() }
        let peak = median { sink &+= JemallocProbe.threadPeakBytes() }
        print(
            "probe costs (median ns): thread.allocated pointer \(pointer), via mallctl \(mallctl), "
                + "refresh \(refresh) (flush \(flush), epoch \(epoch)), liveHeap \(live), allocationRequests \(requests), peak.read \(peak)"
        )
        #expect(sink != 0)
    }
}
