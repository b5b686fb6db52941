import Foundation
import Testing

/// The package as it is: every import of every source file keeps the rules of its target's group and
/// names a declared dependency.
@Suite struct ArchitectureTests {
    /// The package root (this file is Tests/ArchitectureTests/ArchitectureTests.swift).
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    /// The folders whose Swift files are read.
    static let folders = ["Sources", "Scenarios", "Benchmarks", "Tests"]

    /// The package's targets, read once for every test here.
    static let manifest = Result { try PackageModule.load(root: root.path) }

    @Test func everyImportKeepsTheRules() throws {
        let modules = try Self.manifest.get()
        let files = try Self.sources()
        #expect(modules.count > 50, "the manifest's targets were read")
        #expect(files.count > 600, "the package's source files were read")
        #expect(
            files.map { SourceImport.scan($0.value, file: $0.key).count }.reduce(0, +) > 800, "their imports were found"
        )
        let violations = ArchitectureCheck(modules: modules).violations(files: files)
        for violation in violations { Issue.record(Comment(rawValue: violation.description)) }
        #expect(violations.isEmpty)
    }

    /// docs/ARCHITECTURE.md, the project's own architecture page, lists every target of the manifest.
    @Test func theArchitecturePageNamesEveryTarget() throws {
        let page = try String(contentsOf: Self.root.appendingPathComponent("docs/ARCHITECTURE.md"), encoding: .utf8)
        let missing = try Self.manifest.get().filter { $0.kind != .test && !page.contains("`\($0.target)`") }
        #expect(missing.isEmpty, "docs/ARCHITECTURE.md names no \(missing.map(\.target).sorted())")
    }

    /// Every `.swift` file under `folders`, by its path relative to the root.
    static func sources() throws -> [String: String] {
        var files: [String: String] = [:]
        for folder in folders {
            let base = root.appendingPathComponent(folder)
            guard let walker = FileManager.default.enumerator(atPath: base.path) else { continue }
            for case let path as String in walker where path.hasSuffix(".swift") {
                files["\(folder)/\(path)"] = try String(contentsOf: base.appendingPathComponent(path), encoding: .utf8)
            }
        }
        return files
    }
}
