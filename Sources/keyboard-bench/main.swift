import Benchmarks
import BenchKit
import Scenarios

// The tool is thin: the registry of the keyboard's scenarios and benchmarks, handed to BenchKit's CLI.
await BenchCommandLine.main(registry: ScenarioRegistry(KeyboardScenarios.all + KeyboardBenchmarks.all))
