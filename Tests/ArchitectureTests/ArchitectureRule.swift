/// The rules every import must keep (docs/ARCHITECTURE.md, "The rules"), each with its one-line wording.
enum ArchitectureRule: String, CaseIterable {
    case keyboardStaysInside, harnessStaysOutside, sharedIsALeaf, leanHasNoFoundation, importIsDeclared,
        targetHasAGroup,
        fileHasATarget

    /// What the rule says.
    var wording: String {
        switch self {
        case .keyboardStaysInside:
            "a keyboard module imports only keyboard and shared modules, never the harness or the suite"
        case .harnessStaysOutside:
            "a harness module never imports a keyboard or suite module (the worker importing Scenarios and Benchmarks is the one meeting point)"
        case .sharedIsALeaf: "a shared leaf imports only shared modules"
        case .leanHasNoFoundation:
            "a lean target (every keyboard module, BenchModel, BenchKit, BenchSafety, the suite's libraries, the worker) imports no Foundation"
        case .importIsDeclared: "every import is a declared dependency of its target, or a system module"
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
