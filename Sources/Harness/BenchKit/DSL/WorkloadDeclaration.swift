/// What every kind of workload declares: a unique name, tags, its parts — evaluated only when it is
/// described or run (a worker that runs one scenario builds nothing of the others, which keeps its
/// memory out of every figure) — and where it is declared (`Scenarios/LayoutSwitchStorm.swift:12`),
/// for messages. A split scenario builds its body once per part (`RunPart`); an unsplit one has one part.
struct WorkloadDeclaration<S> {
    let name: String
    let kind: ScenarioKind
    let tags: [Tag]
    var parts = 1
    let body: (RunPart) -> [ScenarioPart<S>]
    let declaredAt: String

    /// The declaration as the registry keeps it.
    var entry: RegisteredScenario {
        var entry = RegisteredScenario.make(name: name, kind: kind, tags: tags, parts: parts, body: body)
        entry.origin = (kind, declaredAt)
        return entry
    }
}
