// swift-format-ignore-file
// Every Swift block of README.md and docs/*.md stands here line for line (ReadmeTests), as written there.
import BenchKit
import Benchmarks
import KeyboardCore
import KeyboardVocabulary
import Scenarios
import Testing

// Every Swift example of the guide (README.md, docs/*.md), compiled here (ReadmeTests checks the guide's blocks
// stand in this file line for line) and run below, so the guide cannot drift from the code.

func guideStorm() -> Scenario<KeyboardSession> {
    Scenario("layout-switch-storm-light", tags: .nightly, .pr, .memory) {
        Subject { try KeyboardSession(device: .iPhone14Pro, appearance: .light) }
        Setup(.perRun) { try $0.display() }
        Warmup(100)                                   // without a body: the Repeat block's steps
        Repeat(10_000, quick: 500) {
            Type("a"); SwitchLayout(.numbers); Type("1"); SwitchLayout(.symbols)
            Type("["); SwitchLayout(.letters); TapKey("backspace", times: 3)
        }
        TrackKeyboardObjects()
        Budget(.latency("switch"), .p100, below: .milliseconds(100))
        Budget(.peakResident, below: .megabytes(30))
        Budget(.heapGrowth, atMost: .bytes(0))
        Budget(.leakedObjects, atMost: 0)
    }
}

func shiftTapBenchmark() -> Benchmark<KeyboardSession> {
    Benchmark("shift-tap", tags: .pr) {
        Subject { try KeyboardSession(device: .iPhone14Pro) }
        Setup(.perRun) { try $0.display() }
        Measure("shift") { (session: KeyboardSession, _: inout StepContext) in try session.tap(keyID: "shift") }
        Sampling(precision: 0.01, maximum: 1, quick: 0.2)
        Budget(.latency("shift"), .p99, below: .milliseconds(1))
    }
}

func typingWithMetrics() -> Scenario<KeyboardSession> {
    Scenario("typing-with-metrics", tags: .nightly) {
        Subject { try KeyboardSession(device: .iPhone14Pro) }
        Setup(.perRun) { try $0.display() }
        Metric("characters-typed", unit: .count, polarity: .neither, deterministic: true)
        Metric("field-length", unit: .count, polarity: .smallerIsBetter, shape: .distribution)
        Metric("final-field-length", unit: .count, polarity: .smallerIsBetter)
        Warmup(5)
        Repeat(200, quick: 20) {
            Type("Pay $1,250.00 to zoë@example.com — ¿sí?")
            Perform { (session: KeyboardSession, context: inout StepContext) in
                context.add("characters-typed", 38)
                context.record("field-length", Double(session.document.text.count))
            }
            SwitchLayout(.letters)
            TapKey("letter.e", alternate: "é")
        }
        Record("final-field-length") { Double($0.document.text.count) }
        TrackKeyboardObjects()
        Budget(.custom("field-length"), .p100, atMost: .count(1_100))
        Budget(.latency("type"), .p99, below: .milliseconds(5))
        Budget(.leakedObjects, atMost: 0)
    }
}

func switchRate() -> Scenario<KeyboardSession> {
    Scenario("switch-rate", tags: .nightly) {
        Subject { try KeyboardSession(device: .iPhone14Pro) }
        Setup(.perRun) { try $0.display() }
        Metric("switches_per_second", unit: .perSecond, polarity: .largerIsBetter)
        Warmup(10)
        Repeat(1_000, quick: 50) {
            for mode in [KeyboardMode.numbers, .symbols, .letters] {
                SwitchLayout(mode)
            }
            Perform { (_: KeyboardSession, context: inout StepContext) in
                context.recordRate("switches_per_second", count: Double(3 * (context.iteration + 1)))
            }
        }
        Budget(.custom("switches_per_second"), atLeast: .perSecond(1_000))
    }
}

func guideRegistry() -> ScenarioRegistry {
    ScenarioRegistry([guideStorm().entry, shiftTapBenchmark().entry, typingWithMetrics().entry])
}

/// The worker's form (docs/writing-scenarios.md "Registering"): one group per line, each built when a command needs it.
func guideWorkerRegistry() -> ScenarioRegistry {
    ScenarioRegistry {
        KeyboardScenarios.all
        KeyboardBenchmarks.all
    }
}

@Suite struct GuideExampleTests {
    @Test func theGuideDeclarationsAreSound() {
        #expect(guideRegistry().problems == [])
        #expect(guideRegistry().catalogue.map(\.name) == ["layout-switch-storm-light", "shift-tap", "typing-with-metrics"])
    }

    @Test func theWorkersRegistryFormListsBothGroupsInOrder() {
        let names = guideWorkerRegistry().catalogue.map(\.name)
        #expect(names == (KeyboardScenarios.all + KeyboardBenchmarks.all).map(\.name))
        #expect(guideWorkerRegistry().entry(named: "cached-switch") != nil)
    }

    /// The rate example's loop makes three switch steps and its rate is recorded.
    @Test func theRateExampleLoopsAndRecordsARate() throws {
        let entry = switchRate().entry
        #expect(entry.problems == [])
        let frames = try entry.runInProcess(WorkerSettings(seed: 1, quick: true))
        let recorded = try #require(Self.recorded("switches_per_second", in: frames))
        #expect(recorded > 0 && recorded.isFinite)
        #expect(entry.info.budgets.first?.limit == 1_000)
    }

    @Test func theCustomMetricExampleRecordsWhatItSays() throws {
        let frames = try typingWithMetrics().entry.runInProcess(WorkerSettings(seed: 1, quick: true))
        let counted = try #require(Self.recorded("characters-typed", in: frames))
        #expect(Int(counted) == 20 * 38, "every measured iteration counted, no warm-up one")
        #expect(Self.channels(in: frames).contains { $0.id == .latency("long-press") })
    }

    /// The metrics a run announced.
    static func channels(in frames: [WorkerFrame]) -> [MetricSpec] {
        frames.compactMap { frame -> [MetricSpec]? in if case .channels(let specs) = frame { return specs }; return nil }.first ?? []
    }

    /// The value a run recorded for the metric `id`, if any.
    static func recorded(_ id: MetricID, in frames: [WorkerFrame]) -> Double? {
        guard let channel = channels(in: frames).firstIndex(where: { $0.id == id }) else { return nil }
        let values = frames.compactMap { frame -> [ChannelValue]? in if case .values(let list) = frame { return list }; return nil }.flatMap { $0 }
        return values.first { $0.channel == channel }?.value
    }
}

// "A new kind of workload": a builder over the shared core that adds only its own loop word.
@resultBuilder
enum PipelineBuilder<S>: WorkloadBuilder {
    typealias SubjectType = S
    static func buildExpression(_ part: Repeat<S>) -> [ScenarioPart<S>] { [.repeated(part)] }
}

func pipelineParts(@PipelineBuilder<KeyboardSession> _ body: () -> [ScenarioPart<KeyboardSession>]) -> [ScenarioPart<KeyboardSession>] { body() }

@Suite struct GuideWorkloadKindTests {
    @Test func aBuilderOverTheCoreTakesTheSharedWords() {
        let parts = pipelineParts {
            Subject { try KeyboardSession(device: .iPhone14Pro) }
            Repeat(10) { SwitchLayout(.numbers) }
            for operation in ["switch"] { Budget(.latency(operation), below: .milliseconds(100)) }
        }
        #expect(parts.count == 3)
    }
}
