/// The rules every import must keep (docs/ARCHITECTURE.md, "The rules"), each with its one-line wording.
enum ArchitectureRule: String, CaseIterable {
    case keyboardStaysInside, harnessStaysOutside, suiteUsesTheWorkerSide, sharedIsALeaf, fuzzingKeepsToOneSide,
        toolsStayOutsideTheHarness, perfJobsStayApart, leanHasNoFoundation, leanWhereTheWorkerRuns, importIsDeclared,
        dependencyIsUsed,
        targetHasAGroup, fileHasATarget

    /// What the rule says.
    var wording: String {
        switch self {
        case .keyboardStaysInside:
            "a keyboard module imports only keyboard and shared modules, never the harness or the suite"
        case .harnessStaysOutside:
            "a harness module never imports a keyboard, suite, fuzzing, tool or fixture module (the worker importing Scenarios and Benchmarks is the one meeting point)"
        case .suiteUsesTheWorkerSide:
            "a suite module imports keyboard, suite and shared modules and the harness's lean worker side (BenchKit, BenchModel, BenchSafety), never its parent side, fuzzing, tools or fixtures"
        case .sharedIsALeaf: "a shared leaf imports only shared modules"
        case .fuzzingKeepsToOneSide:
            "a fuzzing module imports what it fuzzes and never tools or fixtures; one that fuzzes keyboard code imports no harness module (the harness's subjects are ReportFuzz's)"
        case .toolsStayOutsideTheHarness: "a tool imports only keyboard, suite and shared modules"
        case .perfJobsStayApart:
            "a module of the performance CI imports only the ones its job reads: PerfModel none, PerfCompare and PerfHistory PerfModel, PerfDashboard and PerfExport PerfHistory and PerfModel"
        case .leanHasNoFoundation:
            "a target the manifest compiles lean (Package.swift's `lean` settings) imports no Foundation"
        case .leanWhereTheWorkerRuns:
            "every keyboard module and every Swift module the worker links is compiled lean (Package.swift's `lean` settings)"
        case .importIsDeclared: "every import is a declared dependency of its target, or a system module"
        case .dependencyIsUsed:
            "every declared dependency on a library is imported by a file of its target (an executable may be declared only to be built first)"
        case .targetHasAGroup:
            "every target's folder is in a group (Sources/Keyboard, Sources/Harness, Sources/Suite, …)"
        case .fileHasATarget: "every source file belongs to a target"
        }
    }
}

/// One broken rule, where.
struct ArchitectureViolation: Hashable, CustomStringConvertible {
    /// The file, relative to the package root.
    var file: String
    /// The line of the import (0 when the rule is about the file or target as a whole).
    var line: Int
    /// The target the file belongs to.
    var module: String
    /// What the file does (`imports BenchKit`).
    var finding: String
    /// The rule it breaks.
    var rule: ArchitectureRule

    /// `file:line: module: finding — rule (wording)`.
    var description: String {
        "\(file):\(line): \(module) \(finding) — breaks \(rule.rawValue): \(rule.wording)"
    }
}
