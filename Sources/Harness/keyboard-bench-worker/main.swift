import Benchmarks
import BenchKit
import Scenarios

// The lean worker: the keyboard's scenarios and benchmarks, the harness's worker side, and nothing
// else (no Foundation, no ICU, no argument parser). `keyboard-bench` starts it once per scenario and
// repetition; its memory is what the budgets judge.
// One group per line, each built only when a command needs it (`describe` all, `run` until the name
// is found, the resident floor none): add yours as one more line.
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
