import Foundation
import Testing

/// The explanations rank "the project's code": every Swift module but the toolchain's and the harness's,
/// whose names the profiles keep as strings (BenchProfile may not import the others): that list must be
/// the harness group's modules as the manifest declares them.
@Suite struct ProjectCodeListTests {
    @Test func theHarnessModulesSetApartFromTheProjectAreTheHarnessGroup() throws {
        let modules = try PackageModule.load(root: ArchitectureTests.root.path)
        let expected = Set(modules.filter { $0.kind != .test && $0.group == .harness }.map(\.module))
        let file = ArchitectureTests.root.appendingPathComponent(
            "Sources/Harness/BenchProfile/Attribution/ProjectCode.swift")
        #expect(Self.listed(try String(contentsOf: file, encoding: .utf8)) == expected)
    }

    /// The quoted names of the `harnessModules` set literal in `source`.
    static func listed(_ source: String) -> Set<String> {
        guard let start = source.range(of: "public static let harnessModules: Set<String> = ["),
            let end = source[start.upperBound...].firstIndex(of: "]")
        else { return [] }
        let literal = source[start.upperBound..<end]
        return Set(literal.split(separator: "\"").enumerated().filter { $0.offset % 2 == 1 }.map { String($0.element) })
    }
}
