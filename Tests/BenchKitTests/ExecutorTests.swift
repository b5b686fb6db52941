import Glibc
import Testing
@testable import BenchKit

@Suite(.serialized) struct ExecutorTests {
    @Test func aScenarioWarmsUpThenMeasuresEveryNamedStep() throws {
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
        let run = try RunFrames(running: scenario.entry, seed: 7)
        #expect(counter.setups == 1)
        #expect(counter.teardowns == 3 + 5)
        #expect(counter.steps.filter { $0 == "warm" }.count == 3)
        #expect(counter.steps.filter { $0 == "a" }.count == 10)
        #expect(run.facts?.warmupIterations == 3 && run.facts?.measuredIterations == 5 && run.facts?.seed == 7)
        #expect(run.samples(.latency("a")).count == 10)
        #expect(run.samples(.latency("b")).count == 5)
        #expect(run.samples(.cpuTime("a")).count == 10)
        #expect(run.samples(.allocatedBytes("a")).count == 10)
        #expect(run.channels.contains { $0.id == .latency("warm") } == false)
        for once in [MetricID.heapGrowth, .liveHeap, .peakHeap, .allocatorResident] {
            #expect(run.value(once) != nil, "\(once) measured once")
        }
        guard case .hello? = run.frames.first else { return }
        Issue.record("an in-process run sends no hello (the worker main does)")
    }

    @Test func warmupWithoutABodyRunsTheMeasuredSteps() throws {
        let counter = Counter()
        let scenario = Scenario("same-steps") {
            Subject { counter }
            Warmup(4)
            Repeat(2) {
                Bump("a"); Bump("b")
            }
        }
        let run = try RunFrames(running: scenario.entry)
        #expect(counter.steps == Array(repeating: ["a", "b"], count: 6).flatMap { $0 })
        #expect(run.facts?.warmupIterations == 4)
        #expect(run.samples(.latency("a")).count == 2, "warm-up samples are dropped")
    }

    @Test func quickRunsUseTheQuickCountsAndIterationsOverrideTheRepeat() throws {
        let counter = Counter()
        let scenario = Scenario("quick") {
            Subject { counter }
            Warmup(100, quick: 2) { Bump("a") }
            Repeat(1000, quick: 3) { Bump("a") }
        }
        let quick = try RunFrames(running: scenario.entry, quick: true)
        #expect(quick.facts?.warmupIterations == 2 && quick.facts?.measuredIterations == 3)
        #expect(counter.steps.count == 5)
        let forced = try RunFrames(running: scenario.entry, quick: true, iterations: 7)
        #expect(forced.samples(.latency("a")).count == 7)
    }

    @Test func samplesStreamInBlocksFromConstantStorage() throws {
        let scenario = Scenario("many") {
            Subject { Counter() }
            Repeat(5_000) { Measure("nop") { (_: Counter, _: inout StepContext) in } }
        }
        let run = try RunFrames(running: scenario.entry)
        let wall = run.samples(.latency("nop"))
        #expect(wall.count == 5_000)
        let blocks = (5_000 + SampleChannel.capacity - 1) / SampleChannel.capacity
        #expect(run.sampleFrameCount == 3 * blocks, "three channels, each sent in full blocks and a last part")
        #expect(wall.allSatisfy { $0 >= 0 })
    }

    @Test func cpuTimeIsTheWallTimeOfAnUnswitchedCallWithNothingTakenOut() throws {
        let scenario = Scenario("cpu") {
            Subject { Counter() }
            Warmup(10)
            Repeat(2_000) { Measure("nop") { (_: Counter, _: inout StepContext) in } }
        }
        let run = try RunFrames(running: scenario.entry)
        #expect(run.facts?.clock.cpuReadNanoseconds == 0, "the CPU clock is read after switches only")
        let cpu = run.samples(.cpuTime("nop"))
        let wall = run.samples(.latency("nop"))
        #expect(cpu.count == wall.count)
        #expect(zip(cpu, wall).allSatisfy { $0 <= $1 }, "no call uses more CPU than wall time")
        let same = zip(cpu, wall).filter { $0 == $1 }.count
        #expect(
            same > cpu.count / 2, "\(same) of \(cpu.count) calls ran unswitched (their CPU time is their wall time)")
    }

    @Test func theSlowestCallsAreKeptWithWhereTheyHappened() throws {
        let scenario = Scenario("slow") {
            Subject { Counter() }
            Repeat(40) {
                Measure("fast") { (_: Counter, _: inout StepContext) in }
                Measure("spike") { (_: Counter, context: inout StepContext) in
                    if context.iteration == 13 {
                        var x = 0.0; for i in 0..<200_000 { x += Double(i) }; precondition(x > 0)
                    }
                }
            }
        }
        let run = try RunFrames(running: scenario.entry)
        let spikes = run.slowest.filter { $0.operation == "spike" }
        #expect(spikes.count == 10)
        #expect(spikes.first?.iteration == 13 && spikes.first?.step == 1)
        #expect(spikes.first?.nanoseconds == run.samples(.latency("spike")).max())
        #expect(zip(spikes, spikes.dropFirst()).allSatisfy { $0.nanoseconds >= $1.nanoseconds })
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
            _ = try RunFrames(running: scenario.entry, seed: seed)
            return draws
        }
        let first = try run(seed: 99)
        #expect(first.iterations == [0, 1, 2, 3])
        #expect(try run(seed: 99).values == first.values)
        #expect(try run(seed: 100).values != first.values)
    }
}
