/// The files of one scenario's profile of one kind, from its folded stacks: `<kind>.folded` (the
/// flamegraph.pl / inferno text), `<kind>.svg` (the flame graph) and `<kind>-top.md` (the functions
/// with the most self and total weight). In a CPU profile the harness's own frames are folded first
/// (`HarnessFrames`: its work one `[harness]` frame, the subject's under `[measured call]` or
/// `[unmeasured step]`) unless `showsHarness` (instruction profiles are rooted at each measured
/// operation already, allocation profiles hold the subject's sites); then Swift frames are demangled
/// (`swift-demangle --simplified`); without the tool they stay mangled and the table says so.
public enum ProfileReport {
    /// Functions listed in each top table.
    static let topCount = 25

    /// The files made from `stacks`; `note` says how they were collected (event, rate, calls). The
    /// project's frames are kept beside them (`ProjectFrames.fileName`): `project` when given, else those
    /// found among the mangled names of `stacks`, with `positions` (by mangled name) where known.
    public static func artifacts(
        _ stacks: FoldedStacks, kind: ProfileKind, scenario: String, note: String, showsHarness: Bool = false,
        demangler: SwiftDemangler? = try? SwiftDemangler(), project: ProjectFrames? = nil,
        positions: [String: String] = [:]
    ) -> [ProfileArtifact] {
        let stacks = kind == .cpu && !showsHarness ? stacks.harnessFolded() : stacks
        var names: [String: String] = [:]
        var naming = "Swift names demangled by swift-demangle --simplified."
        do {
            guard let demangler else { throw SwiftDemanglerError.toolMissing }
            names = try demangler.demangle(stacks.weights.keys.joined())
        } catch {
            naming = "Swift names left mangled: \(error)."
        }
        let readable = stacks.renamed(names)
        let project = project ?? ProjectFrames(mangled: stacks, readable: names, positions: positions)
        let title = "\(scenario): \(kind.rawValue) profile of the measured phase"
        let table = """
            # \(title)

            \(note). \(naming)

            \(FunctionTable(readable).markdown(top: topCount, level: 2))
            """
        return [
            ProfileArtifact(name: kind.fileStem + ".folded", text: readable.folded()),
            ProfileArtifact(name: kind.fileStem + ".svg", text: FlameGraph.svg(readable, title: title)),
            ProfileArtifact(name: kind.fileStem + "-top.md", text: table),
            ProfileArtifact(name: ProjectFrames.fileName(kind), text: project.text),
        ]
    }
}
