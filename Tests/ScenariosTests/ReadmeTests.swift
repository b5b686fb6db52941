import Foundation
import KeyboardCore
import Testing

/// The guide stays true: its key identifiers are the layouts' own, and every Swift example in README.md and
/// docs/*.md is compiled (it stands, line for line, in `GuideExamples.swift`, which this target builds).
@Suite struct ReadmeTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    static func readme() throws -> String {
        try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
    }

    /// The guide's pages: README.md, then every docs/*.md in name order.
    static func guidePages() throws -> [(name: String, text: String)] {
        let docs = root.appendingPathComponent("docs")
        let names = try FileManager.default.contentsOfDirectory(atPath: docs.path).filter { $0.hasSuffix(".md") }
            .sorted()
        return try [("README.md", readme())]
            + names.map { ("docs/" + $0, try String(contentsOf: docs.appendingPathComponent($0), encoding: .utf8)) }
    }

    /// The page that lists every key identifier.
    static func scenarioGuide() throws -> String {
        try String(contentsOf: root.appendingPathComponent("docs/writing-scenarios.md"), encoding: .utf8)
    }

    /// The section listing every key, one layout per table row.
    static var keySection: String {
        let rows = KeyboardMode.allCases.map { mode -> String in
            let ids = KeyboardLayout.keyListing.filter { $0.mode == mode }.map {
                "`\($0.keyID)`".replacingOccurrences(of: "|", with: "\\|")
            }
            return "| \(mode) | \(ids.joined(separator: " ")) |"
        }
        return (["| layout | key identifiers (for `TapKey`) |", "| --- | --- |"] + rows).joined(separator: "\n")
    }

    @Test func theReadmeListsEveryKeyIdentifier() throws {
        let guide = try Self.scenarioGuide()
        #expect(guide.contains(Self.keySection), "docs/writing-scenarios.md should contain:\n\(Self.keySection)")
    }

    @Test func everySwiftExampleInTheGuideIsCompiled() throws {
        let pages = try Self.guidePages()
        let examples = try String(
            contentsOf: Self.root.appendingPathComponent("Tests/ScenariosTests/GuideExamples.swift"), encoding: .utf8)
        let compiled = Self.normalised(examples)
        var count = 0
        for page in pages {
            let blocks = page.text.components(separatedBy: "```swift\n").dropFirst().map {
                $0.components(separatedBy: "```")[0]
            }
            count += blocks.count
            for block in blocks {
                #expect(
                    compiled.contains(Self.normalised(block)), "\(page.name): not in GuideExamples.swift:\n\(block)")
            }
        }
        #expect(count >= 4)
    }

    /// Lines without their indentation, blank lines dropped, joined.
    static func normalised(_ text: String) -> String {
        text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }.joined(
            separator: "\n")
    }
}
