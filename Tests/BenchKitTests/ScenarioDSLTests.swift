import Testing
@testable import BenchKit

/// A subject that records what was done to it.
final class Counter {
    var steps: [String] = []
    var setups = 0
    var teardowns = 0
}

func Bump(_ label: String) -> Step<Counter> {
    Step(operation: label) { counter, _ in counter.steps.append(label) }
}

@Suite struct ScenarioDSLTests {
    @Test func aScenarioCollectsEveryDeclarationIntoItsCatalogueEntry() throws {
        let scenario = Scenario("dsl-example", tags: .nightly, .pr) {
            Subject { Counter() }
            Setup(.perRun) { $0.setups += 1 }
            Teardown(.perIteration) { $0.teardowns += 1 }
            Parameter("device", "test")
            Warmup(3) { Bump("a") }
            Repeat(5, quick: 2) {
                Bump("a")
                Bump("b")
                Perform { counter, _ in counter.steps.append("unmeasured") }
            }
            Metric("accuracy", unit: .ratio, polarity: .largerIsBetter)
            TrackObjects(census: { _ in [ObjectCount(type: "Thing", live: 1, expected: 1)] }, live: { ["Thing": 0] })
            Budget(.latency("a"), .p100, below: .milliseconds(100))
            Budget(.heapGrowth, atMost: .bytes(0))
            Budget(.leakedObjects, atMost: 0)
            Budget(.custom("accuracy"), atLeast: .ratio(0.99))
            TimeLimit(seconds: 9)
        }
        let entry = scenario.entry
        #expect(entry.problems == [])
        #expect(entry.info.name == "dsl-example" && entry.info.kind == .scenario)
        #expect(entry.info.tags == ["nightly", "pr"])
        #expect(entry.info.parameters == ["device": "test"])
        #expect(entry.info.timeLimitSeconds == 9)
        #expect(
            entry.info.budgets.map(\.description) == [
                "a/wall_time max < 100 ms", "heap_growth ≤ 0 B", "leaked_objects ≤ 0", "accuracy ≥ 99.0 %",
            ])
        #expect(
            entry.info.metrics.prefix(6).map(\.id.name) == [
                "a/wall_time", "a/cpu_time", "a/allocated_bytes", "b/wall_time", "b/cpu_time", "b/allocated_bytes",
            ])
        #expect(entry.info.spec(of: "accuracy")?.polarity == .largerIsBetter)
        #expect(entry.info.spec(of: .leakedAfterRelease) != nil)
        #expect(entry.info.spec(of: .residentAboveFloor) != nil)
    }

    static let mistakes: [(RegisteredScenario, String)] = [
        (Scenario("no-repeat") { Subject { Counter() } }.entry, "scenario 'no-repeat' has no Repeat block"),
        (
            Scenario("nothing") {
                Subject { Counter() }; Repeat(1) { Perform { _, _ in } }
            }.entry,
            "scenario 'nothing' measures nothing: its Repeat block has no measured step"
        ),
        (
            Scenario("no-subject") { Repeat(1) { Bump("a") } }.entry as RegisteredScenario,
            "scenario 'no-subject' has no Subject"
        ),
        (
            Benchmark("two") {
                Subject { Counter() }; Bump("a"); Bump("a")
            }.entry,
            "benchmark 'two' has 2 Measure steps but 1 distinct operation(s): each Measure of a benchmark needs its own operation name"
        ),
        (
            Benchmark("both") {
                Subject { Counter() }; Bump("a"); MinimumTime(seconds: 1); Sampling()
            }.entry,
            "benchmark 'both' has both MinimumTime and Sampling; choose one stop rule"
        ),
        (
            Benchmark("loose") {
                Subject { Counter() }; Bump("a"); Sampling(precision: 0)
            }.entry,
            "benchmark 'loose' has Sampling with a precision outside (0, 1)"
        ),
        (
            Benchmark("backwards") {
                Subject { Counter() }; Bump("a"); Sampling(minimum: 2, maximum: 1)
            }.entry,
            "benchmark 'backwards' has Sampling with a minimum outside 0…maximum"
        ),
        (
            Scenario("units") {
                Subject { Counter() }; Repeat(1) { Bump("a") }; Budget(.heapGrowth, atMost: 0)
            }.entry,
            "scenario 'units' has a budget on heap_growth in count, but the metric is in bytes"
        ),
        (
            Scenario("slash") {
                Subject { Counter() }; Repeat(1) { Bump("key:/") }
            }.entry,
            "scenario 'slash' measures operation 'key:/': operation names are 1–64 characters of a-z 0-9 _ - ."
        ),
        (
            Scenario("typo") {
                Subject { Counter() }; Repeat(1) { Bump("key") };
                Budget(.latency("keys"), .p99, below: .milliseconds(1))
            }.entry,
            "scenario 'typo' has a budget on keys/wall_time, which it does not measure (operations: 'key')"
        ),
        (
            Scenario("direction") {
                Subject { Counter() }; Repeat(1) { Bump("a") }; Budget(.latency("a"), .p50, atLeast: .milliseconds(1))
            }.entry,
            "scenario 'direction' has a budget '≥' on a/wall_time, which is smaller is better; it needs a ceiling: use atMost: or below:"
        ),
        (
            Scenario("statistic") {
                Subject { Counter() }; Repeat(1) { Bump("a") }; Budget(.latency("a"), below: .milliseconds(1))
            }.entry,
            "scenario 'statistic' has a budget on a/wall_time without a statistic; it is a distribution: name one (.p50, .p99, .p100)"
        ),
        (
            Scenario("twice") {
                Subject { Counter() }; Subject { Counter() }; Repeat(1) { Bump("a") }
            }.entry,
            "scenario 'twice' declares Subject 2 times; once is allowed"
        ),
    ]

    /// Counts and leak budgets a run could not honour: refused at start, naming the scenario and what to do.
    static let countMistakes: [(RegisteredScenario, String)] = [
        (
            Scenario("negative") {
                Subject { Counter() }; Repeat(-5) { Bump("a") }
            }.entry,
            "scenario 'negative' has Repeat(-5); both counts (full and quick) must be at least 1 (a Repeat of no iteration measures nothing)"
        ),
        (
            Scenario("zero") {
                Subject { Counter() }; Repeat(0) { Bump("a") }; Budget(.heapGrowth, atMost: .bytes(0))
            }.entry,
            "scenario 'zero' has Repeat(0); both counts (full and quick) must be at least 1 (a Repeat of no iteration measures nothing)"
        ),
        (
            Scenario("quick-zero") {
                Subject { Counter() }; Repeat(10, quick: 0) { Bump("a") }
            }.entry,
            "scenario 'quick-zero' has Repeat(10, quick: 0); both counts (full and quick) must be at least 1 (a Repeat of no iteration measures nothing)"
        ),
        (
            Scenario("cold") {
                Subject { Counter() }; Warmup(-1); Repeat(1) { Bump("a") }
            }.entry,
            "scenario 'cold' has Warmup(-1); both counts (full and quick) must be 0 or more"
        ),
        (
            Scenario("untracked") {
                Subject { Counter() }; Repeat(1) { Bump("a") }; Budget(.leakedObjects, atMost: 0)
            }.entry,
            "scenario 'untracked' has a budget on leaked_objects but tracks no objects: add TrackKeyboardObjects() (or TrackObjects { … } for a subject of your own)"
        ),
    ]

    @Test("a count or leak budget a run cannot honour is refused at start", arguments: 0..<countMistakes.count)
    func countMistakesAreNamed(index: Int) {
        let (entry, message) = Self.countMistakes[index]
        #expect(entry.problems.contains(message), "\(entry.problems)")
    }

    @Test("each declaration mistake is one line naming the scenario", arguments: 0..<mistakes.count)
    func mistakesAreNamed(index: Int) {
        let (entry, message) = Self.mistakes[index]
        #expect(entry.problems.contains(message), "\(entry.problems)")
    }

    /// A clash says where both are declared and calls a benchmark a benchmark.
    @Test func aRegistryNamesDuplicatesAndCollectsEveryProblem() {
        let scenarioLine = #line + 1
        let good = Scenario("same") {
            Subject { Counter() }
            Repeat(1) { Bump("a") }
        }.entry
        let benchmarkLine = #line + 1
        let bench = Benchmark("same") {
            Subject { Counter() }
            Bump("a")
        }.entry
        let registry = ScenarioRegistry([good, bench, Self.mistakes[0].0])
        let file = "BenchKitTests/ScenarioDSLTests.swift"
        #expect(
            registry.problems == [
                "a scenario (\(file):\(scenarioLine)) and a benchmark (\(file):\(benchmarkLine)) are both named 'same'; names must be unique",
                "scenario 'no-repeat' has no Repeat block",
            ])
    }

    @Test func iterationCountsScaleDownForQuickRuns() {
        #expect(IterationCount(10_000).count(quick: true) == 500)
        #expect(IterationCount(10).count(quick: true) == 1)
        #expect(IterationCount(10, quick: 4).count(quick: true) == 4)
        #expect(IterationCount(10).count(quick: false) == 10)
    }

    @Test func seededRandomRepeatsForTheSameSeed() {
        var first = SeededRandom(seed: 42)
        var second = SeededRandom(seed: 42)
        var other = SeededRandom(seed: 43)
        let a = (0..<8).map { _ in first.next() }
        #expect(a == (0..<8).map { _ in second.next() })
        #expect(a != (0..<8).map { _ in other.next() })
    }

    @Test func workerCommandLinesParseOrNameTheProblem() {
        #expect(WorkerCommand.parse(["describe"]) == .success(.describe))
        #expect(WorkerCommand.parse(["describe", "--filter", "^a"]) == .success(.describeSelected("^a")))
        #expect(
            WorkerCommand.parse(["run", "x", "--seed", "5", "--quick", "--iterations", "9"])
                == .success(.run("x", WorkerSettings(seed: 5, quick: true, iterations: 9), measureHere: false)))
        #expect(
            WorkerCommand.parse(["run", "x", "--seed", "5", "--measure"])
                == .success(.run("x", WorkerSettings(seed: 5, quick: false), measureHere: true)))
        #expect(
            WorkerCommand.parse(["floor", "--seed", "1"])
                == .success(.run(FloorScenario.name, WorkerSettings(seed: 1, quick: false), measureHere: false)))
        #expect(
            WorkerCommand.parse(["run", "x", "--seed", "-1"])
                == .failure(WorkerUsageError("--seed takes a whole number from 0 to 2^64−1, got '-1'")))
        #expect(WorkerCommand.parse(["run", "x"]).isFailure)
        var scaled = WorkerSettings(seed: 5, quick: false)
        scaled.timeScale = 0.5
        #expect(
            WorkerCommand.parse(["run", "x", "--seed", "5", "--time-scale", "0.5"])
                == .success(.run("x", scaled, measureHere: false)))
        for bad in ["0", "1.5", "-1", "nan", "x"] {
            #expect(
                WorkerCommand.parse(["run", "x", "--seed", "5", "--time-scale", bad])
                    == .failure(WorkerUsageError("--time-scale takes a fraction above 0 and at most 1, got '\(bad)'")))
        }
        #expect(WorkerCommand.parse([]).isFailure)
    }

    @Test func aPartIsReadAsKOfNOrNamesTheProblem() {
        var second = WorkerSettings(seed: 5, quick: false)
        second.part = RunPart(index: 1, count: 2)
        #expect(
            WorkerCommand.parse(["run", "x", "--seed", "5", "--part", "2/2"])
                == .success(.run("x", second, measureHere: false)))
        for bad in ["0/2", "3/2", "1/0", "1/17", "2", "a/b", ""] {
            #expect(
                WorkerCommand.parse(["run", "x", "--seed", "5", "--part", bad])
                    == .failure(WorkerUsageError("--part takes K/N, whole numbers with 1 ≤ K ≤ N ≤ 16, got '\(bad)'")))
        }
    }

    @Test func aSplitScenarioIsDescribedAsItsPartsJoined() throws {
        let entry = Scenario<[Int]>("split", parts: 2) { part in
            let share = part.share(of: ["a", "b", "c"]).map(\.item)
            Subject { [Int]() }
            for item in share { Metric("score.\(item)", unit: .count, polarity: .neither) }
            Repeat(3) { for item in share { Measure("op.\(item)") { (_: [Int], _: inout StepContext) in } } }
            Budget(.heapGrowth, atMost: .bytes(0))
        }.entry
        let info = entry.info
        #expect(info.parts == 2)
        let names = info.metrics.map(\.id.name)
        for item in ["a", "b", "c"] {
            #expect(names.contains("score.\(item)") && names.contains("op.\(item)/wall_time"), "\(names)")
        }
        #expect(names.count == Set(names).count, "each metric once")
        #expect(info.budgets.count == 1, "the budget both parts declare, once")
        #expect(entry.problems.isEmpty, "\(entry.problems)")
        #expect(RunPart(index: 0, count: 2)?.share(of: ["a", "b", "c"]).map(\.position) == [0, 2])
        #expect(RunPart.whole.share(of: ["a", "b", "c"]).map(\.position) == [0, 1, 2])
    }
}

extension Result {
    var isFailure: Bool { if case .failure = self { return true }; return false }
}
