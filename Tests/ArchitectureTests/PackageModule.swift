/// One target of the package as the architecture rules see it.
struct PackageModule: Hashable {
    /// What the target builds.
    enum Kind: String, Hashable { case library, executable, test, system }

    /// The target's name (`keyboard-bench-worker`).
    var target: String
    /// What it builds.
    var kind: Kind
    /// Its folder, relative to the package root.
    var directory: String
    /// The module names of its declared dependencies: targets, and the modules of products.
    var dependencies: Set<String>
    /// Whether the manifest compiles it lean (`lean` in Package.swift: no implicit concurrency or
    /// string-processing import, `PackageModule.leanFlag`), as the worker side is.
    var lean = false

    /// The name other files import it by (`keyboard_bench_worker`).
    var module: String { Self.moduleName(target) }

    /// The flag the manifest's `lean` settings pass, by which a lean target is known.
    static let leanFlag = "-disable-implicit-concurrency-module-import"

    /// Its group, or `nil` when its folder is in none.
    var group: ModuleGroup? { ModuleGroup(directory: directory, isTest: kind == .test) }

    /// A target's module name: every character that cannot be in an identifier becomes `_`.
    static func moduleName(_ target: String) -> String {
        String(target.map { $0.isLetter || $0.isNumber || $0 == "_" ? $0 : "_" })
    }
}
