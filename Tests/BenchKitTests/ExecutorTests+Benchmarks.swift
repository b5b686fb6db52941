import Testing
@testable import BenchKit

/// Micro-benchmarks: calibration and sampling to the minimums.
extension ExecutorTests {
    @Test func aBenchmarkCalibratesOnTheFastestTrialAndSamplesUntilTheMinimumsAreMet() throws {
        let benchmark = Benchmark("micro") {
            Subject { Counter() }
            Measure("op") { (_: Counter, _: inout StepContext) in }
            MinimumTime(seconds: 0.05, samples: 20)
        }
        let run = try RunFrames(running: benchmark.entry)
        let wall = run.samples(.latency("op"))
        let facts = try #require(run.facts)
        #expect(wall.count >= 20)
        #expect(facts.measuredPhaseNanoseconds >= 0.05e9)
        #expect(
            run.value(.allocations("op")) != nil,
            "counted (its value is asserted in a worker: other suites allocate in this process)")
        #expect(facts.batchSize > 1 && facts.measuredIterations == wall.count * facts.batchSize)
        let batchNanoseconds = wall.map { $0 * Double(facts.batchSize) }
        let short = batchNanoseconds.filter { $0 < 20_000 }.count
        #expect(Double(short) <= Double(wall.count) * 0.05, "\(short) of \(wall.count) batches ran under 20 µs")
    }
}

/// Progress costs the measured phase a write that wakes the parent per frame: a few dozen a phase.
extension ExecutorTests {
    @Test func progressIsSentAFewDozenTimesAPhaseAndNeverTheSameTwice() throws {
        let scenario = Scenario("ticks-scenario") {
            Subject { Counter() }
            Repeat(5_000) { Measure("nop") { (_: Counter, _: inout StepContext) in } }
        }
        let benchmark = Benchmark("ticks") {
            Subject { Counter() }
            MinimumTime(seconds: 0.05, samples: 200)
            Measure("op") { (_: Counter, _: inout StepContext) in }
        }
        for run in [try RunFrames(running: benchmark.entry), try RunFrames(running: scenario.entry)] {
            let progress = run.frames.compactMap { frame -> String? in
                guard case let .progress(phase, done, total) = frame else { return nil }
                return "\(phase) \(done)/\(total)"
            }
            let measured = progress.filter { $0.hasPrefix("measured") }
            #expect(!measured.isEmpty && measured.count <= ProgressTicker.ticksPerPhase + 2, "\(measured)")
            #expect(zip(progress, progress.dropFirst()).allSatisfy { $0 != $1 }, "\(progress)")
        }
    }
}
