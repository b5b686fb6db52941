import Benchmarks
import BenchKit
import Scenarios

// The gate's layout-only self-test worker (test-only; never the shipped worker): the shipped worker's
// catalogue, line for line, linked with its functions in another order (`--shuffle-sections`, see
// Package.swift). The same instructions run at other addresses, as in two builds of one commit that
// differ only in link layout and alignment: `scripts/gate-self-test.sh --pattern L` pairs the shipped
// worker against it, and a gate that flags it has mistaken layout for a change of the code.
WorkerMain.main(
    registry: ScenarioRegistry {
        KeyboardScenarios.all
        KeyboardBenchmarks.all
        TouchBenchmarks.all
        SnippetScenarios.all
        SnippetBenchmarks.all
        MorseScenarios.all
        MorseBenchmarks.all
        VisionScenarios.all
        VisionBenchmarks.all
    })
