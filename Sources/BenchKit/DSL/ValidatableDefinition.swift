/// A scenario or benchmark declaration that can check itself for completeness.
public protocol ValidatableDefinition {
    /// Throws `ScenarioDefinitionError` naming what is missing or contradictory.
    func validate() throws
}

extension Scenario: ValidatableDefinition {}
extension Benchmark: ValidatableDefinition {}
