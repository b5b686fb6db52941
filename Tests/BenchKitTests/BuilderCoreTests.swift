import BenchModel
import Testing
@testable import BenchKit

/// A workload kind written against the shared builder core: one builder that adds
/// its own loop word; the shared words, conditions, loops and reusable groups come from the core.
@resultBuilder
enum PipelineBuilder<S>: WorkloadBuilder {
    typealias SubjectType = S
    /// The kind's own word: its measured loop.
    static func buildExpression(_ part: Repeat<S>) -> [ScenarioPart<S>] { [.repeated(part)] }
}

func pipeline<S>(@PipelineBuilder<S> _ body: () -> [ScenarioPart<S>]) -> [ScenarioPart<S>] { body() }

@Suite struct BuilderCoreTests {
    static func names<S>(_ parts: [ScenarioPart<S>]) -> [String] {
        parts.map {
            switch $0 {
            case .subject: "subject"
            case .repeated: "repeat"
            case .budget(let budget): "budget \(budget.spec.metric)"
            case .parameter(let parameter): "parameter \(parameter.name)"
            case .timeLimit: "time-limit"
            default: "other"
            }
        }
    }

    @Test func aNewKindGetsTheSharedWordsConditionsAndLoops() {
        let fast = Bool.random()
        let parts: [ScenarioPart<Counter>] = pipeline {
            Subject { Counter() }
            Repeat(10) { Bump("a") }
            for operation in ["a", "b"] {
                Budget(.allocatedBytes(operation), atMost: .bytes(0))
            }
            if fast { TimeLimit(seconds: 1) } else { TimeLimit(seconds: 2) }
            [ScenarioPart<Counter>.parameter(Parameter("mode", "x"))]
        }
        #expect(
            Self.names(parts) == [
                "subject", "repeat", "budget a/allocated_bytes", "budget b/allocated_bytes", "time-limit",
                "parameter mode",
            ])
    }

    /// `for` loops work in a benchmark's body too (its builder had no `buildArray` before the core).
    @Test func aBenchmarkBodyTakesALoop() {
        let benchmark = Benchmark<Counter>("loop-bench") {
            Subject { Counter() }
            Bump("op")
            for operation in ["op"] {
                Budget(.allocations(operation), atMost: .count(0))
            }
        }
        #expect(benchmark.entry.problems == [])
        #expect(benchmark.entry.info.budgets.map(\.metric) == [.allocations("op")])
    }
}
