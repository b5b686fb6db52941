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
    /// The one place harness and suite meet: the worker runs the suite's catalogue.
    static let meetingPoint = (module: "keyboard_bench_worker", imports: Set(["Scenarios", "Benchmarks"]))

    /// The performance CI, one module per job: which of its modules each of them may import (comparing
    /// never reads the history; the dashboard and the exports draw from it).
    static let perfJobs: [String: Set<String>] = [
        "PerfModel": [], "PerfCompare": ["PerfModel"], "PerfHistory": ["PerfModel"],
        "PerfDashboard": ["PerfHistory", "PerfModel"], "PerfExport": ["PerfHistory", "PerfModel"],
    ]

    /// The package's targets, by module name.
    let modules: [String: PackageModule]

    /// A check over `modules`.
    init(modules: [PackageModule]) {
        self.modules = Dictionary(modules.map { ($0.module, $0) }, uniquingKeysWith: { first, _ in first })
    }

    /// Every rule the package breaks: each file's imports (`importViolations`), then each target's as a
    /// whole (`moduleViolations`); `files` maps a path relative to the package root to its text.
    func violations(files: [String: String]) -> [ArchitectureViolation] {
        moduleViolations(files: files) + importViolations(files: files)
    }

    /// The rules each import breaks where it stands, and files that belong to no target.
    func importViolations(files: [String: String]) -> [ArchitectureViolation] {
        var found: [ArchitectureViolation] = []
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
        if let allowed = Self.perfJobs[owner.module], Self.perfJobs[source.module] != nil,
            !allowed.contains(source.module)
        {
            broken.append(.perfJobsStayApart)
        }
        if Self.foundation.contains(source.module) && owner.lean { broken.append(.leanHasNoFoundation) }
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
            return [.harness, .shared].contains(target) ? nil : .harnessStaysOutside
        case .suite:
            if target == .harness { return imported.lean ? nil : .suiteUsesTheWorkerSide }
            return [.keyboard, .suite, .shared].contains(target) ? nil : .suiteUsesTheWorkerSide
        case .fuzzing: return [.tools, .fixtures].contains(target) ? .fuzzingKeepsToOneSide : nil
        case .tools: return [.keyboard, .suite, .shared].contains(target) ? nil : .toolsStayOutsideTheHarness
        case .fixtures, .tests: return nil
        }
    }
}
