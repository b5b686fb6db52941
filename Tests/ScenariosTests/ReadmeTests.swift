import Foundation
import KeyboardCore
import Testing

/// README.md stays true: its key identifiers are the layouts' own, and every Swift example in it is
/// compiled (it stands, line for line, in `GuideExamples.swift`, which this target builds).
@Suite struct ReadmeTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    static func readme() throws -> String {
        try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
    }

    /// The README section listing every key, one layout per table row.
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
        let readme = try Self.readme()
        #expect(readme.contains(Self.keySection), "README.md should contain:\n\(Self.keySection)")
    }

    @Test func everySwiftExampleInTheReadmeIsCompiled() throws {
        let readme = try Self.readme()
        let examples = try String(
            contentsOf: Self.root.appendingPathComponent("Tests/ScenariosTests/GuideExamples.swift"), encoding: .utf8)
        let compiled = Self.normalised(examples)
        let blocks = readme.components(separatedBy: "```swift\n").dropFirst().map {
            $0.components(separatedBy: "```")[0]
        }
        #expect(blocks.count >= 4)
        for block in blocks {
            #expect(compiled.contains(Self.normalised(block)), "not in GuideExamples.swift:\n\(block)")
        }
    }

    /// Lines without their indentation, blank lines dropped, joined.
    static func normalised(_ text: String) -> String {
        text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }.joined(
            separator: "\n")
    }
}
