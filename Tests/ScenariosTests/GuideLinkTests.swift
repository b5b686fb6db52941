import Foundation
import Testing

/// The guide is a front page and pages under docs/: the front page stays short, and every relative link in
/// it and in docs/*.md leads to a file that exists and, with `#anchor`, to a heading of that page.
@Suite struct GuideLinkTests {
    /// The front page's limit: the two commands and the how-tos, each short, with the rest linked.
    static let frontPageLines = 250

    @Test func theFrontPageIsAGuideOfAtMost250Lines() throws {
        let lines = try ReadmeTests.readme().split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count <= Self.frontPageLines, "README.md has \(lines.count) lines")
        #expect(lines.firstIndex { $0.hasPrefix("## ") }.map { lines[$0] } == "## The two commands")
    }

    @Test func everyRelativeLinkOfTheGuideResolves() throws {
        var checked = 0
        for page in try ReadmeTests.guidePages() {
            let folder = URL(fileURLWithPath: page.name).deletingLastPathComponent().relativePath
            for link in MarkdownPage.links(in: page.text) where !link.contains("://") && !link.hasPrefix("mailto:") {
                checked += 1
                let parts = link.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
                let path = parts[0].isEmpty ? page.name : MarkdownPage.normalised(folder + "/" + parts[0])
                let target = ReadmeTests.root.appendingPathComponent(path)
                guard FileManager.default.fileExists(atPath: target.path) else {
                    Issue.record("\(page.name): link '\(link)' names '\(path)', which does not exist")
                    continue
                }
                guard parts.count == 2 else { continue }
                let text = try String(contentsOf: target, encoding: .utf8)
                #expect(
                    MarkdownPage.anchors(in: text).contains(parts[1]),
                    "\(page.name): link '\(link)' names no heading of \(path)")
            }
        }
        #expect(checked > 20)
    }

    @Test func anchorsAreTheHeadingsAsGitHubSpellsThem() {
        let page =
            "# A\n## Find where the memory goes: `--profile alloc`\n```sh\n# not a heading\n```\n## The nightly's wall time\n## A"
        #expect(
            MarkdownPage.anchors(in: page)
                == ["a", "find-where-the-memory-goes---profile-alloc", "the-nightlys-wall-time", "a-1"])
        #expect(
            MarkdownPage.links(in: "[x](a.md#b) `[y](z.md)` [w](../c.md)\n```\n[v](d.md)\n```") == [
                "a.md#b", "../c.md",
            ])
        #expect(MarkdownPage.normalised("docs/../README.md") == "README.md")
    }
}

/// What the link check reads from a Markdown page (outside code blocks and code spans).
enum MarkdownPage {
    /// The lines outside fenced code blocks.
    static func prose(_ text: String) -> [Substring] {
        var inFence = false
        return text.split(separator: "\n", omittingEmptySubsequences: false).filter { line in
            if line.hasPrefix("```") {
                inFence.toggle()
                return false
            }
            return !inFence
        }
    }

    /// Every `[text](target)` link's target, code spans left out.
    static func links(in text: String) -> [String] {
        let pattern = try! NSRegularExpression(pattern: #"\]\(([^)\s]+)\)"#)
        return prose(text).flatMap { line -> [String] in
            let plain = line.split(separator: "`", omittingEmptySubsequences: false).enumerated()
                .filter { $0.offset.isMultiple(of: 2) }.map(\.element).joined(separator: " ")
            let range = NSRange(plain.startIndex..., in: plain)
            return pattern.matches(in: plain, range: range).compactMap { Range($0.range(at: 1), in: plain) }
                .map { String(plain[$0]) }
        }
    }

    /// The anchors of the page's headings as GitHub makes them: lower case, punctuation dropped, spaces
    /// as hyphens, a repeated one numbered (`-1`, `-2`).
    static func anchors(in text: String) -> [String] {
        var seen: [String: Int] = [:]
        return prose(text).filter { $0.hasPrefix("#") }.map { line in
            let title = line.drop { $0 == "#" }.trimmingCharacters(in: .whitespaces).lowercased()
            let slug = String(
                title.unicodeScalars.filter {
                    CharacterSet.alphanumerics.contains($0) || $0 == " " || $0 == "-" || $0 == "_"
                }.map { $0 == " " ? "-" : Character($0) })
            defer { seen[slug, default: 0] += 1 }
            return seen[slug].map { "\(slug)-\($0)" } ?? slug
        }
    }

    /// A relative path with `.` and `..` resolved (`docs/../README.md` → `README.md`).
    static func normalised(_ path: String) -> String {
        var parts: [Substring] = []
        for part in path.split(separator: "/") where part != "." {
            if part == "..", !parts.isEmpty { parts.removeLast() } else { parts.append(part) }
        }
        return parts.joined(separator: "/")
    }
}
