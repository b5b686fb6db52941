import Testing
@testable import BenchKit

/// `leaked_objects` counts each leaked object once: an object orphaned while the subject is held and
/// still alive after its release is in both verdicts, and in the total once.
@Suite struct LeakCountOnceTests {
    /// Six nodes orphaned while held (one held), the same six alive after the release (none before).
    /// `@unchecked Sendable`: `readings` is unguarded; safe because the one worker run that reads it uses one thread.
    final class Census: @unchecked Sendable {
        var readings = 0
        func live() -> [String: Int] {
            readings += 1
            return ["Node": readings == 1 ? 0 : 6]
        }
    }

    @Test("six nodes orphaned while held and alive after release are six leaked objects, not twelve")
    func orphansThatOutliveTheRelease() throws {
        let census = Census()
        let scenario = Scenario("leak-in-both") {
            Subject { Counter() }
            Repeat(2) { Bump("a") }
            TrackObjects(census: { _ in [ObjectCount(type: "Node", live: 7, expected: 1)] }, live: census.live)
        }
        let frames = try RunFrames(running: scenario.entry)
        #expect(frames.value(.leakedWhileHeld) == 6)
        #expect(frames.value(.leakedAfterRelease) == 6)
        #expect(frames.value(.leakedObjects) == 6)
    }
}
