/// The rules about a target as a whole: its group, the dependencies it declares and does not use, whether
/// it is compiled lean where the worker runs, and which side a fuzz subject fuzzes.
extension ArchitectureCheck {
    /// Every target rule broken; `files` maps a path relative to the package root to its text.
    func moduleViolations(files: [String: String]) -> [ArchitectureViolation] {
        let imports = importsByModule(files: files)
        let worker = linked(from: Self.meetingPoint.module)
        var found: [ArchitectureViolation] = []
        for module in modules.values.sorted(by: { $0.module < $1.module }) where module.kind != .test {
            if module.group == nil { found.append(violation(module, "is in no group's folder", .targetHasAGroup)) }
        }
        for (name, imported) in imports.sorted(by: { $0.key < $1.key }) {
            guard let module = modules[name] else { continue }
            found += unusedDependencies(of: module, imported: Set(imported.map(\.module)))
            if !module.lean && (module.group == .keyboard || worker.contains(name)) {
                found.append(violation(module, "is not compiled lean", .leanWhereTheWorkerRuns))
            }
            if module.group == .fuzzing { found += fuzzedSides(of: module, imported) }
        }
        return found
    }

    /// The imports of each target that has source files.
    func importsByModule(files: [String: String]) -> [String: [SourceImport]] {
        var imports: [String: [SourceImport]] = [:]
        for (file, text) in files {
            guard let owner = owner(of: file) else { continue }
            imports[owner.module, default: []] += SourceImport.scan(text, file: file)
        }
        return imports
    }

    /// Declared dependencies on libraries (the package's, or a product's module) no file of the target imports.
    func unusedDependencies(of module: PackageModule, imported: Set<String>) -> [ArchitectureViolation] {
        module.dependencies.subtracting(imported).filter { modules[$0]?.kind != .executable }.sorted().map {
            violation(module, "declares \($0) and never imports it", .dependencyIsUsed)
        }
    }

    /// A fuzz subject that imports both keyboard and harness modules: each harness import, where it stands.
    func fuzzedSides(of module: PackageModule, _ imports: [SourceImport]) -> [ArchitectureViolation] {
        let groups = imports.map { modules[$0.module]?.group }
        guard groups.contains(.keyboard) else { return [] }
        return zip(imports, groups).filter { $0.1 == .harness }.map { source, _ in
            ArchitectureViolation(
                file: source.file, line: source.line, module: module.module,
                finding: "imports \(source.module) beside keyboard modules", rule: .fuzzingKeepsToOneSide)
        }
    }

    /// The package's modules `root` links: its dependencies, theirs, and so on (`root` included).
    func linked(from root: String) -> Set<String> {
        var seen: Set<String> = []
        var next = [root]
        while let name = next.popLast() {
            guard let module = modules[name], seen.insert(name).inserted else { continue }
            next += module.dependencies
        }
        return seen
    }

    /// A violation about `module` as a whole (its folder, line 0).
    func violation(_ module: PackageModule, _ finding: String, _ rule: ArchitectureRule) -> ArchitectureViolation {
        ArchitectureViolation(file: module.directory, line: 0, module: module.module, finding: finding, rule: rule)
    }
}
