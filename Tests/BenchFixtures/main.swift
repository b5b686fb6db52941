import BenchKit

/// The fixture tool: hand-made scenarios that pass, fail, leak, crash, hang, exit, garble and throw,
/// so the runner, the reports and the command line can be tested end to end; and DSL fixtures
/// (`Fixtures+DSL.swift`) that leak, stay clean or break a budget for real.
await BenchCommandLine.main(registry: ScenarioRegistry(Fixtures.all + Fixtures.dsl))
