import BenchReport
import BenchRunner
import Foundation
import TestSupport
import Testing

@testable import BenchCLI

/// Phase times are measured around the work itself: two builds side by side each report their own
/// time, not the time since the gate started, so they agree with what a build log shows.
@Suite("gate: phase times")
struct GatePhaseTests {
    @Test func secondsHaveOneDecimal() {
        #expect(GatePhases.seconds(.milliseconds(41_249)) == "41.2")
        #expect(GatePhases.seconds(.milliseconds(50)) == "0.1")
        #expect(GatePhases.seconds(.seconds(509)) == "509.0")
        #expect(
            GatePhases.Phase(name: "the current side built", duration: .seconds(3)).line
                == "the current side built in 3.0 s")
    }

    @Test func sideBySidePhasesEachReportTheirOwnTime() async throws {
        let log = try TemporaryDirectory("gate-phases")
        let started = ContinuousClock.now
        async let short = GatePhases.timed { await ExternalCommand("sleep", ["0.4"]).run(into: .log(log.at("a.log"))) }
        async let long = GatePhases.timed { await ExternalCommand("sleep", ["0.8"]).run(into: .log(log.at("b.log"))) }
        let ((shortStatus, shortTime), (longStatus, longTime)) = await (short, long)
        let wall = ContinuousClock.now - started
        #expect(shortStatus == 0 && longStatus == 0)
        // Each phase is its own command's time: at least its sleep, never more than the wall time they
        // shared (a phase timed from the gate's start would read the wall time for both).
        #expect(shortTime >= .milliseconds(400) && shortTime <= wall, "\(shortTime) of \(wall)")
        #expect(longTime >= .milliseconds(800) && longTime <= wall, "\(longTime) of \(wall)")
    }
}
