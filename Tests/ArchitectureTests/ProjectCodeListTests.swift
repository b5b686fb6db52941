import Foundation
import Testing

/// The explanations rank "the project's code" by a list of module names the harness keeps as strings
/// (it may not import them): the list must be the keyboard's and the suite's library modules, and the
/// shared Determinism they use, as the manifest declares them.
@Suite struct ProjectCodeListTests {
    @Test func theProjectModulesListedForExplanationsAreTheKeyboardAndSuiteLibraries() throws {
        let modules = try PackageModule.load(root: ArchitectureTests.root.path)
        let expected = Set(
            modules.filter { $0.kind == .library && ($0.group == .keyboard || $0.group == .suite) }.map(\.module)
        ).union(["Determinism"])
        let file = ArchitectureTests.root.appendingPathComponent(
            "Sources/Harness/BenchProfile/Attribution/ProjectCode.swift")
        #expect(Self.listed(try String(contentsOf: file, encoding: .utf8)) == expected)
    }

    /// The quoted names of the `modules` set literal in `source`.
    static func listed(_ source: String) -> Set<String> {
        guard let start = source.range(of: "public static let modules: Set<String> = ["),
            let end = source[start.upperBound...].firstIndex(of: "]")
        else { return [] }
        let literal = source[start.upperBound..<end]
        return Set(literal.split(separator: "\"").enumerated().filter { $0.offset % 2 == 1 }.map { String($0.element) })
    }
}
