/// What every kind of workload declares: a unique name, tags, its parts — evaluated only when it is
/// described or run (a worker that runs one scenario builds nothing of the others, which keeps its
/// memory out of every figure) — and where it is declared (`Scenarios/LayoutSwitchStorm.swift:12`),
/// for messages.
struct WorkloadDeclaration<S> {
    let name: String
    let kind: ScenarioKind
    let tags: [Tag]
    let body: () -> [ScenarioPart<S>]
    let declaredAt: String

    /// The declaration as the registry keeps it.
    var entry: RegisteredScenario {
        var entry = RegisteredScenario.make(name: name, kind: kind, tags: tags, body: body)
        entry.origin = (kind, declaredAt)
        return entry
    }
}
