/// The group a module belongs to, read from its folder (docs/ARCHITECTURE.md, "The layout of the package").
enum ModuleGroup: String, Hashable, CaseIterable {
    case keyboard, harness, suite, shared, fuzzing, tools, fixtures, tests

    /// The folders of each group, relative to the package root (test targets are `tests` wherever they are).
    static let folders: [(prefix: String, group: ModuleGroup)] = [
        ("Sources/Keyboard/", .keyboard), ("Sources/Harness/", .harness), ("Sources/Suite/", .suite),
        ("Scenarios/", .suite), ("Benchmarks/", .suite), ("Sources/Shared/", .shared), ("Sources/Fuzz/", .fuzzing),
        ("Sources/Tools/", .tools), ("Tests/Fixtures/", .fixtures), ("Tests/TestSupport/", .fixtures),
    ]

    /// The group of a target in `directory`, or `nil` when its folder is in no group.
    init?(directory: String, isTest: Bool) {
        if isTest {
            self = .tests
            return
        }
        guard let match = Self.folders.first(where: { (directory + "/").hasPrefix($0.prefix) }) else { return nil }
        self = match.group
    }
}
