import BenchModel
import Foundation
import TestSupport

/// Catalogues and paths the BenchCLI tests plan against: no worker runs.
enum Catalogue {
    /// A catalogue entry with `tags` and nothing else declared.
    static func info(_ name: String, tags: [String] = ["pr"]) -> ScenarioInfo {
        ScenarioInfo(
            name: name, kind: .scenario, tags: tags, parameters: [:], metrics: [], budgets: [], timeLimitSeconds: nil,
            tracksObjects: false
        )
    }

    /// Six scenarios: four tagged `pr`, two `nightly`; the names of `base-a.json` among them.
    static let six: [ScenarioInfo] = [
        info("cached-switch"), info("touch-accuracy"), info("tree-build-letters"), info("tree-build-numbers"),
        info("cold-display", tags: ["nightly"]), info("appearance-change", tags: ["nightly", "pr"]),
    ]

    /// A PerfCI fixture report (`compare/base-a.json`: cached-switch and touch-accuracy).
    static func fixture(_ name: String) -> String {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("PerfCITests/Fixtures/compare/\(name)").path
    }

    /// An output directory that does not exist yet, in a fresh one (a plan checks it and creates nothing).
    static func freshOutput() throws -> String {
        try TemporaryDirectory.make().appendingPathComponent("Reports").path
    }

    /// `text` in a file of a fresh directory; its path.
    static func file(_ text: String) throws -> String {
        let url = try TemporaryDirectory.make().appendingPathComponent("report.json")
        try text.write(to: url, atomically: true, encoding: .utf8)
        return url.path
    }
}
