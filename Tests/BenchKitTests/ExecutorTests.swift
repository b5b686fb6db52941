import Testing
@testable import BenchKit

@Suite struct ExecutorTests {
    @Test func stressRunDoesWarmupThenMeasuresEveryNamedStep() throws {
        let counter = Counter()
        let scenario = Scenario("flow") {
            Subject { counter }
            Setup(.perRun) { $0.setups += 1 }
            Teardown(.perIteration) { $0.teardowns += 1 }
            Warmup(3) { Bump("warm") }
            Repeat(5) {
                Bump("a")
                Bump("b")
                Bump("a")
            }
        }
        let result = try scenario.descriptor.run(WorkerSettings(seed: 7, quick: false))
        #expect(counter.setups == 1)
        #expect(counter.teardowns == 3 + 5)
        #expect(counter.steps.filter { $0 == "warm" }.count == 3)
        #expect(counter.steps.filter { $0 == "a" }.count == 10)
        #expect(result.warmupIterations == 3)
        #expect(result.measuredIterations == 5)
        #expect(result.seed == 7)
        let counts = Dictionary(uniqueKeysWithValues: result.metrics.map { ($0.id.description, $0.values.count) })
        #expect(counts["a/wall_time"] == 10)
        #expect(counts["b/wall_time"] == 5)
        #expect(counts["a/cpu_time"] == 10)
        #expect(counts["a/allocated_bytes"] == 10)
        #expect(counts["warm/wall_time"] == nil)
        for once in ["heap_growth", "live_heap", "peak_heap", "peak_resident", "allocator_resident"] {
            #expect(counts[once] == 1, "\(once) measured once")
        }
    }

    @Test func warmupWithoutABodyRunsTheMeasuredSteps() throws {
        let counter = Counter()
        let scenario = Scenario("same-steps") {
            Subject { counter }
            Warmup(4)
            Repeat(2) { Bump("a"); Bump("b") }
        }
        let result = try scenario.descriptor.run(WorkerSettings(seed: 1, quick: false))
        #expect(counter.steps == Array(repeating: ["a", "b"], count: 6).flatMap { $0 })
        #expect(result.warmupIterations == 4)
        #expect(result.metrics.first { $0.id == .latency("a") }?.values.count == 2)
    }

    @Test func quickRunUsesTheQuickCounts() throws {
        let counter = Counter()
        let scenario = Scenario("quick") {
            Subject { counter }
            Warmup(100, quick: 2) { Bump("a") }
            Repeat(1000, quick: 3) { Bump("a") }
        }
        let result = try scenario.descriptor.run(WorkerSettings(seed: 1, quick: true))
        #expect(result.warmupIterations == 2)
        #expect(result.measuredIterations == 3)
        #expect(counter.steps.count == 5)
    }

    @Test func stepsSeeTheSeededRandomSourceAndTheirIteration() throws {
        final class Draws { var values: [UInt64] = []; var iterations: [Int] = [] }
        func run(seed: UInt64) throws -> Draws {
            let draws = Draws()
            let scenario = Scenario("random") {
                Subject { draws }
                Repeat(4) {
                    Measure("draw") { (d: Draws, context: inout StepContext) in
                        d.values.append(context.random.next())
                        d.iterations.append(context.iteration)
                    }
                }
            }
            _ = try scenario.descriptor.run(WorkerSettings(seed: seed, quick: false))
            return draws
        }
        let first = try run(seed: 99)
        #expect(first.iterations == [0, 1, 2, 3])
        #expect(try run(seed: 99).values == first.values)
        #expect(try run(seed: 100).values != first.values)
    }

    @Test func aThrowingStepFailsTheRun() {
        struct Boom: Error {}
        let scenario = Scenario("throws") {
            Subject { Counter() }
            Repeat(2) { Measure("x") { (_: Counter, _: inout StepContext) in throw Boom() } }
        }
        #expect(throws: Boom.self) { try scenario.descriptor.run(WorkerSettings(seed: 1, quick: false)) }
    }

    @Test func benchmarkSamplesUntilTheMinimumsAreMet() throws {
        let counter = Counter()
        let benchmark = Benchmark("micro") {
            Subject { counter }
            Bump("op")
            MinimumTime(seconds: 0.05, samples: 20)
        }
        try benchmark.validate()
        let result = try benchmark.descriptor.run(WorkerSettings(seed: 1, quick: false))
        let wall = try #require(result.metrics.first { $0.id == .latency("op") })
        #expect(wall.values.count >= 20)
        #expect(result.measuredPhaseNanoseconds >= 0.05e9)
        #expect(result.metrics.contains { $0.id == .allocations("op") })
        #expect(wall.values.allSatisfy { $0 >= 0 })
        #expect(result.measuredIterations >= wall.values.count)
    }
}
