import ArgumentParser

/// `worker <scenario> --seed N [--quick]`: runs one scenario in this process for a parent `run` (hidden).
struct WorkerCommand: BenchSubcommand {
    static let configuration = CommandConfiguration(
        commandName: "worker",
        abstract: "Run one scenario in this process and report on stdout (used by 'run').",
        shouldDisplay: false
    )

    @Argument(help: "The scenario to run.")
    var scenario: String

    @Option(help: "The scenario's own seed.")
    var seed: UInt64

    @Flag(help: "Scale iteration counts down.")
    var quick = false

    func execute(registry: ScenarioRegistry) async throws -> BenchExitCode {
        guard let descriptor = registry.descriptor(named: scenario) else {
            WorkerMain.fail("unknown scenario '\(scenario)'")
        }
        WorkerMain.run(descriptor, settings: WorkerSettings(seed: seed, quick: quick))
    }
}
