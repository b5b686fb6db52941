/// Judges the imports of a package's source files against its targets' groups and declared dependencies.
struct ArchitectureCheck {
    /// Modules any target may import without declaring them.
    static let systemModules: Set<String> = [
        "Glibc", "Darwin", "Synchronization", "Dispatch", "Testing", "XCTest", "Foundation", "FoundationEssentials",
        "FoundationXML",
    ]
    /// Foundation, by any of its names.
    static let foundation: Set<String> = [
        "Foundation", "FoundationEssentials", "FoundationNetworking", "FoundationXML",
    ]
    /// The harness targets that keep to the lean rule (the worker side and what it links).
    static let leanHarness: Set<String> = ["BenchModel", "BenchKit", "BenchSafety", "keyboard_bench_worker"]
    /// The one place harness and suite meet: the worker runs the suite's catalogue.
    static let meetingPoint = (module: "keyboard_bench_worker", imports: Set(["Scenarios", "Benchmarks"]))

    /// The package's targets, by module name.
    let modules: [String: PackageModule]

    /// A check over `modules`.
    init(modules: [PackageModule]) {
        self.modules = Dictionary(modules.map { ($0.module, $0) }, uniquingKeysWith: { first, _ in first })
    }

    /// Every rule each file breaks; `files` maps a path relative to the package root to its text.
    func violations(files: [String: String]) -> [ArchitectureViolation] {
        var found = modules.values.filter { $0.kind != .test && $0.group == nil }.map {
            ArchitectureViolation(
                file: $0.directory, line: 0, module: $0.module, finding: "is in no group's folder",
                rule: .targetHasAGroup)
        }
        for (file, text) in files.sorted(by: { $0.key < $1.key }) {
            guard let owner = owner(of: file) else {
                found.append(
                    ArchitectureViolation(
                        file: file, line: 0, module: "-", finding: "is in no target", rule: .fileHasATarget))
                continue
            }
            found += SourceImport.scan(text, file: file).flatMap { check($0, in: owner) }
        }
        return found
    }

    /// The target whose folder holds `file` (the deepest one, when folders nest).
    func owner(of file: String) -> PackageModule? {
        modules.values.filter { file.hasPrefix($0.directory + "/") }.max { $0.directory.count < $1.directory.count }
    }

    /// The rules one import breaks.
    func check(_ source: SourceImport, in owner: PackageModule) -> [ArchitectureViolation] {
        let imported = modules[source.module]
        var broken: [ArchitectureRule] = []
        if let group = owner.group, let rule = groupRule(group, owner.module, imports: imported) { broken.append(rule) }
        if Self.foundation.contains(source.module) && isLean(owner) { broken.append(.leanHasNoFoundation) }
        if !Self.systemModules.contains(source.module) && !owner.dependencies.contains(source.module) {
            broken.append(.importIsDeclared)
        }
        return broken.map {
            ArchitectureViolation(
                file: source.file, line: source.line, module: owner.module, finding: "imports \(source.module)",
                rule: $0)
        }
    }

    /// The group rule broken when a module of `group` imports `imported` (`nil` for a module outside
    /// the package: the group rules speak of the package's own modules).
    func groupRule(_ group: ModuleGroup, _ importer: String, imports imported: PackageModule?) -> ArchitectureRule? {
        guard let imported, let target = imported.group else { return nil }
        switch group {
        case .keyboard: return [.keyboard, .shared].contains(target) ? nil : .keyboardStaysInside
        case .shared: return target == .shared ? nil : .sharedIsALeaf
        case .harness:
            if importer == Self.meetingPoint.module && Self.meetingPoint.imports.contains(imported.module) {
                return nil
            }
            return [.keyboard, .suite].contains(target) ? .harnessStaysOutside : nil
        default: return nil
        }
    }

    /// Whether `module` keeps to the lean rule: the keyboard, the suite's libraries (its executables run
    /// as processes of their own), and the worker side of the harness.
    func isLean(_ module: PackageModule) -> Bool {
        switch module.group {
        case .keyboard: true
        case .suite: module.kind == .library
        case .harness: Self.leanHarness.contains(module.module)
        default: false
        }
    }
}
