import BenchKit
import Benchmarks
import KeyboardCore
import Scenarios
import Testing

@Suite struct RegistryTests {
    let registry = ScenarioRegistry(KeyboardScenarios.all + KeyboardBenchmarks.all)

    @Test func theIssueScenariosAreRegisteredWithTheSeedBudgets() throws {
        for name in ["layout-switch-storm-light", "layout-switch-storm-dark"] {
            let storm = try #require(registry.descriptor(named: name))
            #expect(storm.tags.contains("nightly"))
            #expect(storm.budgets.map(\.description) == [
                "switch/wall_time max < 100 ms", "peak_resident value < 30.0 MB",
                "heap_growth value ≤ 0 B", "leaked_objects value ≤ 0",
            ])
        }
        let cold = try #require(registry.descriptor(named: "cold-display"))
        #expect(cold.budgets.contains { $0.description == "display/wall_time max < 100 ms" })
    }

    @Test func everyMicroBenchmarkTheIssueNamesIsRegistered() {
        let benchmarks = registry.descriptors.filter { $0.kind == .benchmark }.map(\.name)
        for name in ["tree-build-letters", "tree-build-numbers", "tree-build-symbols", "cached-switch", "appearance-change"] {
            #expect(benchmarks.contains(name), "\(name) registered")
        }
    }

    @Test func everyDefinitionIsComplete() throws {
        for scenario in [layoutSwitchStorm(appearance: .light), layoutSwitchStorm(appearance: .dark), layoutRebuildStorm()] {
            try scenario.validate()
        }
        try coldDisplay().validate()
        for benchmark in KeyboardBenchmarks.definitions {
            try benchmark.validate()
        }
    }
}

/// Runs scenarios in this process (quick counts) and checks what they measured. Leak and heap figures
/// are not asserted here: other tests build key trees concurrently in this process, so the global
/// live-node registry is not this run's alone. `WorkerEndToEndTests` checks them in a worker process.
@Suite struct InProcessScenarioRuns {
    @Test func aQuickStormMeasuresEverySwitch() throws {
        let descriptor = layoutSwitchStorm(appearance: .dark).descriptor
        let result = try descriptor.run(WorkerSettings(seed: 1, quick: true))
        #expect(result.measuredIterations == 500)
        #expect(Set(result.objects.map(\.type)).count == result.objects.count)
        let switches = try #require(result.metrics.first { $0.id == .latency("switch") })
        #expect(switches.values.count == 3 * 500)
    }

    @Test func coldDisplayMeasuresEveryDisplay() throws {
        let result = try coldDisplay().descriptor.run(WorkerSettings(seed: 1, quick: true))
        let displays = try #require(result.metrics.first { $0.id == .latency("display") })
        #expect(displays.values.count == 50)
    }
}
