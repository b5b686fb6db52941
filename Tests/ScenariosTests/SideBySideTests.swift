#if canImport(Glibc)
    import Glibc
#endif
import Testing

@testable import Scenarios

/// The crew that renders frames side by side: every index done once per call and all of them done when
/// the call returns, index 0 on the caller's thread, a second core taking part of slow work, and one
/// core working on the caller's thread alone, in order.
@Suite struct SideBySideTests {
    /// One slot per index, written only by the call for that index.
    final class Slots: @unchecked Sendable {
        let values: UnsafeMutableBufferPointer<UInt>
        init(_ count: Int) {
            values = .allocate(capacity: count)
            values.initialize(repeating: 0)
        }
        deinit { values.deallocate() }
    }

    @Test func everyIndexIsDoneOnceAndBeforeTheCallReturns() {
        let crew = SideBySide(threads: 2)
        for count in [1, 2, 27, 300] {
            let done = Slots(count)
            crew.forEach(count) { done.values[$0] += 1 }
            #expect(Array(done.values) == Array(repeating: 1, count: count), "\(count) indices")
        }
    }

    @Test func indexZeroRunsOnTheCallersThreadAndASecondCoreTakesPartOfSlowWork() {
        let crew = SideBySide(threads: 2)
        #expect(crew.threads == 2)
        let caller = UInt(pthread_self())
        var helped = false
        for _ in 0..<20 {
            let thread = Slots(8)
            crew.forEach(8) { index in
                thread.values[index] = UInt(pthread_self())
                usleep(2_000)  // long enough for the helper, woken at the call's start, to take some indices
            }
            #expect(thread.values[0] == caller)
            helped = helped || thread.values.contains { $0 != caller }
        }
        #expect(helped)
    }

    @Test func oneCoreWorksOnTheCallersThreadInOrder() {
        let crew = SideBySide(threads: 1)
        #expect(crew.threads == 1)
        let order = Slots(5), thread = Slots(5)
        var next: UInt = 0
        crew.forEach(5) { index in
            (order.values[index], thread.values[index]) = (next, UInt(pthread_self()))
            next += 1
        }
        #expect(Array(order.values) == [0, 1, 2, 3, 4])
        #expect(Set(thread.values) == [UInt(pthread_self())])
    }
}
