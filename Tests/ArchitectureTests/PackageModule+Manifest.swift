import Foundation
import TestSupport

extension PackageModule {
    /// Modules of a product that are not named like it (a product's module is its name otherwise; true
    /// of every product this package uses today).
    static let productModules: [String: [String]] = [:]

    /// The package's targets, from `swift package dump-package` run in `root` (with a scratch folder
    /// of its own, so it neither waits for nor disturbs the build that is running the tests). SwiftPM keeps
    /// a lock file per scratch folder in TMPDIR; TMPDIR is the same temporary folder, so none outlives it.
    static func load(root: String) throws -> [PackageModule] {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("architecture-\(UUID().uuidString)")
            .path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: false)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let outcome = try TestProcess.run(
            "/usr/bin/env",
            ["swift", "package", "--package-path", root, "--scratch-path", folder + "/scratch", "dump-package"],
            options: TestProcessOptions(environment: ["TMPDIR": folder], timeout: 240)
        )
        guard outcome.status == 0 else { throw ManifestError("swift package dump-package failed: \(outcome)") }
        return try modules(manifest: Data(outcome.stdout.utf8))
    }

    /// The targets of a manifest dumped as JSON (`swift package dump-package`).
    static func modules(manifest: Data) throws -> [PackageModule] {
        guard let package = try JSONSerialization.jsonObject(with: manifest) as? [String: Any],
            let targets = package["targets"] as? [[String: Any]]
        else { throw ManifestError("no targets in the dumped manifest") }
        return try targets.map(module)
    }

    /// One dumped target.
    static func module(_ target: [String: Any]) throws -> PackageModule {
        guard let name = target["name"] as? String, let type = target["type"] as? String else {
            throw ManifestError("a target without a name or a type")
        }
        let kind: Kind =
            switch type {
            case "executable": .executable
            case "test": .test
            case "system": .system
            default: .library
            }
        let directory = target["path"] as? String ?? (kind == .test ? "Tests/\(name)" : "Sources/\(name)")
        let dependencies = (target["dependencies"] as? [[String: Any]] ?? []).flatMap(dependencyModules)
        return PackageModule(
            target: name, kind: kind, directory: directory, dependencies: Set(dependencies), lean: isLean(target))
    }

    /// Whether a dumped target's Swift settings carry the lean flag:
    /// `{"tool": "swift", "kind": {"unsafeFlags": {"_0": [flag, …]}}}`.
    static func isLean(_ target: [String: Any]) -> Bool {
        (target["settings"] as? [[String: Any]] ?? []).contains { setting in
            guard setting["tool"] as? String == "swift", let kind = setting["kind"] as? [String: Any],
                let flags = (kind["unsafeFlags"] as? [String: Any])?["_0"] as? [String]
            else { return false }
            return flags.contains(leanFlag)
        }
    }

    /// The modules one dumped dependency makes importable: `{"byName": [name, …]}`, `{"target": [name, …]}`
    /// or `{"product": [name, package, …]}`.
    static func dependencyModules(_ dependency: [String: Any]) -> [String] {
        if let product = (dependency["product"] as? [Any])?.first as? String {
            return (productModules[product] ?? [product]).map(moduleName)
        }
        let name = (dependency["byName"] as? [Any] ?? dependency["target"] as? [Any])?.first as? String
        return name.map { [moduleName($0)] } ?? []
    }
}

/// The manifest could not be read.
struct ManifestError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
