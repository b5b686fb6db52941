#if canImport(Glibc)
    import Glibc
#endif
import Testing

@testable import Scenarios

/// The crew that renders frames side by side: every index done once per call, all of them done when the
/// call returns, each index on the same thread every call, on more than one thread when there is more than
/// one core, and on the caller's alone when there is one.
@Suite struct SideBySideTests {
    /// One slot per index, written only by the call for that index.
    final class Slots: @unchecked Sendable {
        let values: UnsafeMutableBufferPointer<UInt>
        init(_ count: Int) { values = .allocate(capacity: count); values.initialize(repeating: 0) }
        deinit { values.deallocate() }
    }

    @Test func everyIndexIsDoneOnceAndBeforeTheCallReturns() {
        let crew = SideBySide(cores: 2)
        for count in [1, 2, 27, 300] {
            let done = Slots(count)
            crew.forEach(count) { done.values[$0] += 1 }
            #expect(Array(done.values) == Array(repeating: 1, count: count), "\(count) indices")
        }
    }

    @Test func anIndexAlwaysRunsOnTheSameThreadAndTheSecondCoreTakesHalf() {
        let crew = SideBySide(cores: 2)
        #expect(crew.threads == 2)
        let first = Slots(27), second = Slots(27)
        crew.forEach(27) { first.values[$0] = UInt(pthread_self()) }
        crew.forEach(27) { second.values[$0] = UInt(pthread_self()) }
        #expect(Array(first.values) == Array(second.values))
        #expect(Set(first.values).count == 2)
        let caller = UInt(pthread_self())
        #expect(first.values.indices.allSatisfy { (first.values[$0] == caller) == ($0 % 2 == 0) })
    }

    @Test func oneCoreWorksOnTheCallersThreadInOrder() {
        let crew = SideBySide(cores: 1)
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
