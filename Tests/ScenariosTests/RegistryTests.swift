import BenchKit
import Benchmarks
import KeyboardCore
import Scenarios
import Testing

@Suite struct RegistryTests {
    let registry = ScenarioRegistry(KeyboardScenarios.all + KeyboardBenchmarks.all)

    @Test func everyDeclarationIsSound() {
        #expect(registry.problems == [])
    }

    @Test func theStormsAreRegisteredWithTheSeedBudgets() throws {
        for name in ["layout-switch-storm-light", "layout-switch-storm-dark"] {
            let storm = try #require(registry.entry(named: name)?.info)
            #expect(storm.tags.contains("nightly"))
            #expect(
                storm.budgets.map(\.description) == [
                    "switch/wall_time max < 100 ms", "peak_resident < 30.0 MB", "heap_growth ≤ 0 B",
                    "leaked_objects ≤ 0",
                ])
            #expect(storm.tracksObjects)
            #expect(storm.spec(of: .leakedAfterRelease) != nil)
        }
        let cold = try #require(registry.entry(named: "cold-display")?.info)
        #expect(cold.budgets.contains { $0.description == "display/wall_time max < 100 ms" })
    }

    /// The list is derived from `KeyboardBenchmarks.all` (a benchmark registered as README says joins it);
    /// the seed's five must stay among them.
    @Test func everyMicroBenchmarkIsRegisteredWithItsAllocationCount() {
        let benchmarks = registry.catalogue.filter { $0.kind == .benchmark }
        #expect(benchmarks.map(\.name) == KeyboardBenchmarks.all.map(\.info.name))
        let seed = [
            "tree-build-letters", "tree-build-numbers", "tree-build-symbols", "cached-switch", "appearance-change",
        ]
        #expect(seed.allSatisfy(benchmarks.map(\.name).contains))
        for benchmark in benchmarks {
            #expect(
                benchmark.metrics.contains { $0.id.kind == "allocations" && $0.shape == .value && $0.deterministic })
        }
    }
}

/// Runs scenarios in this process (quick counts) and checks what they measured. Leak and heap figures
/// are not asserted here: other tests build key trees concurrently in this process, so the global
/// live-node registry is not this run's alone. The runner's end-to-end tests check them in a worker.
@Suite struct InProcessScenarioRuns {
    func samples(_ frames: [WorkerFrame], _ metric: MetricID) -> [Double] {
        guard
            case .channels(let specs)? = frames.first(where: {
                if case .channels = $0 { return true }; return false
            }),
            let channel = specs.firstIndex(where: { $0.id == metric })
        else { return [] }
        return frames.flatMap { frame -> [Double] in
            if case let .samples(index, values) = frame, index == channel { return values }
            return []
        }
    }

    @Test func aQuickStormMeasuresEverySwitch() throws {
        let frames = try layoutSwitchStorm(appearance: .dark).entry.runInProcess(WorkerSettings(seed: 1, quick: true))
        #expect(samples(frames, .latency("switch")).count == 3 * 500)
        guard case .result(let facts)? = frames.last else { Issue.record("no result frame"); return }
        #expect(facts.measuredIterations == 500 && facts.warmupIterations == 20)
    }

    @Test func coldDisplayMeasuresEveryDisplay() throws {
        let frames = try coldDisplay().entry.runInProcess(WorkerSettings(seed: 1, quick: true))
        #expect(samples(frames, .latency("display")).count == 50)
    }
}
