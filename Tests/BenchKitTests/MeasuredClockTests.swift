import Glibc
import Testing
@testable import BenchKit

/// A rate a scenario computes itself, on the DSL's clock, warm-up left out.
@Suite(.serialized) struct MeasuredClockTests {
    final class Events { var count = 0 }

    @Test func recordRateDividesByTheMeasuredPhaseOnly() throws {
        let events = Events()
        var warmupClock: [Double] = []
        let scenario = Scenario("rate") {
            Subject { events }
            Metric("events_per_second", unit: .perSecond, polarity: .largerIsBetter)
            Warmup(3) {
                Perform { (_: Events, context: inout StepContext) in
                    usleep(20_000); warmupClock.append(context.measuredSeconds)
                }
            }
            Repeat(5) {
                Measure("event") { (subject: Events, context: inout StepContext) in
                    usleep(2_000)
                    subject.count += 1
                    context.recordRate("events_per_second", count: Double(subject.count))
                }
            }
        }
        let run = try RunFrames(running: scenario.entry)
        #expect(warmupClock == [0, 0, 0], "the warm-up's 60 ms are not on the clock")
        let rate = try #require(run.value(.custom("events_per_second")))
        #expect(rate > 0 && rate <= 500, "5 events in at least 10 ms of measured phase: at most 500/s, got \(rate)")
    }
}
