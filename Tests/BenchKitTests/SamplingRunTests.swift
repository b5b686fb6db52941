@testable import BenchKit
import Testing

/// Benchmarks run in this process stop by their rule and say why; a sweep (several
/// `Measure`s) reports every operation as its own metric. No figure of speed is asserted.
@Suite(.serialized) struct SamplingRunTests {
    /// Spins a seeded random number of rounds per call (uniform over 1…20,000): a wide distribution
    /// whose median cannot be known to ±1 % within a tenth of a second.
    final class Spinner {
        var random = SeededRandom(seed: 3)
        var sink = 0
        func spin() {
            // A multiply-add chain the optimiser cannot sum in closed form: its time follows `rounds` in
            // release builds too.
            let rounds = Int(random.next() % 20_000) + 1
            for round in 0..<rounds { sink = sink &* 6_364_136_223_846_793_005 &+ round }
        }
    }

    @Test func aSteadyOperationStopsOnPrecisionAfterTheMinimums() throws {
        let benchmark = Benchmark("steady") {
            Subject { Counter() }
            Measure("op") { (counter: Counter, _: inout StepContext) in counter.setups &+= 1 }
            Sampling(precision: 0.05, minimum: 0.02, maximum: 2, samples: 200)
        }
        let run = try RunFrames(running: benchmark.entry)
        let sampling = try #require(run.facts?.sampling.first)
        #expect(sampling.operation == "op" && sampling.stop == .precision, "\(sampling)")
        #expect(sampling.samples >= 200 && sampling.seconds >= 0.02, "the minimums hold: \(sampling)")
        #expect(try #require(sampling.relativeHalfWidth) <= 0.05)
        #expect(run.samples(.latency("op")).count == sampling.samples)
    }

    @Test func aNoisyOperationRunsToTheCap() throws {
        let benchmark = Benchmark("noisy") {
            Subject { Spinner() }
            Setup(.perIteration) { _ in }
            Measure("spin") { (spinner: Spinner, _: inout StepContext) in spinner.spin() }
            Sampling(precision: 0.01, minimum: 0.01, maximum: 0.1, samples: 30)
        }
        let sampling = try #require(try RunFrames(running: benchmark.entry).facts?.sampling.first)
        #expect(sampling.stop == .timeCap, "\(sampling)")
        let width = try #require(sampling.relativeHalfWidth)
        #expect(sampling.batchSize == 1 && width > 0.01)
    }

    @Test func aSweepMeasuresEachOperationAsItsOwnMetric() throws {
        let layouts = ["small", "medium", "large"]
        let benchmark = Benchmark("sweep") {
            Subject { Counter() }
            layouts.enumerated().map { index, name in
                ScenarioPart<Counter>.measure(
                    Measure(name) { (counter: Counter, _: inout StepContext) in
                        for _ in 0...(index * 10) { counter.setups &+= 1 }
                    })
            }
            Sampling(precision: 0.05, minimum: 0.005, maximum: 0.5, quick: 0.05)
        }
        #expect(benchmark.entry.problems == [])
        let run = try RunFrames(running: benchmark.entry, quick: true)
        let facts = try #require(run.facts)
        #expect(facts.sampling.map(\.operation) == layouts)
        for name in layouts {
            #expect(!run.samples(.latency(name)).isEmpty, "\(name) has its own wall-time samples")
            #expect(run.value(.allocations(name)) != nil, "\(name) has its own allocation count")
        }
        #expect(facts.measuredIterations == facts.sampling.reduce(0) { $0 + $1.samples * $1.batchSize })
    }

    @Test func aScenarioReportsItsFixedCount() throws {
        let scenario = Scenario("fixed") {
            Subject { Counter() };
            Repeat(7) {
                Bump("a"); Bump("b")
            }
        }
        let facts = try #require(try RunFrames(running: scenario.entry).facts)
        #expect(facts.sampling.map(\.operation) == ["a", "b"])
        #expect(facts.sampling.allSatisfy { $0.stop == .count && $0.samples == 7 })
    }
}
