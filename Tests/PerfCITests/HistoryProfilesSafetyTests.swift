import BenchSafety
import Foundation
import TestSupport
import Testing

@testable import PerfDashboard
@testable import PerfHistory

#if canImport(Glibc)
    import Glibc
#endif

/// What `history add` copies of a run's profiles and what `dashboard` publishes: regular files within the
/// cap only, never what a link points at; bad files are named and skipped before anything is written;
/// `history prune` takes a removed run's profiles with it.
@Suite("Profiles in the history: links, devices and caps")
struct HistoryProfilesSafetyTests {
    static let secret = "PRIVATE KEY — must never reach the history or the site"

    /// Every file under `folder` (links not followed), as text.
    static func contents(under folder: String) -> String {
        guard let walker = FileManager.default.enumerator(atPath: folder) else { return "" }
        var text = ""
        for case let name as String in walker {
            let path = "\(folder)/\(name)"
            if let bytes = try? RegularFile.read(path, limit: 1 << 20) {
                text += String(decoding: bytes, as: UTF8.self)
            }
        }
        return text
    }

    /// A private file outside the run and the history, holding `secret`.
    static func privateFile(in scratch: TemporaryDirectory) throws -> String {
        let path = scratch.at("private.txt")
        try Data(secret.utf8).write(to: URL(fileURLWithPath: path))
        return path
    }

    @Test func linksAndFilesThatAreNotRegularAreSkippedByName() throws {
        let scratch = try TemporaryDirectory("perfci")
        let history = scratch.at("history"), site = scratch.at("site")
        let privateFile = try Self.privateFile(in: scratch)
        let run = try HistoryProfilesTests.runFolder(
            scratch, number: 1, profiles: ["cached-switch": ["cpu-top.md": "| top |", "alloc.svg": "<svg>alloc</svg>"]])
        let set = "\(run)/profiles/cached-switch"
        try FileManager.default.createSymbolicLink(atPath: "\(set)/cpu.svg", withDestinationPath: privateFile)
        try FileManager.default.createSymbolicLink(atPath: "\(set)/cpu-diff.svg", withDestinationPath: "/dev/zero")
        try #require(mkfifo("\(set)/cpu.folded", 0o644) == 0)
        try FileManager.default.createDirectory(atPath: "\(set)/alloc.folded", withIntermediateDirectories: false)

        let added = HistoryCommandCore.add(report: "\(run)/report.json", history: history)
        #expect(added.exitCode == .success && added.error == nil, "\(added)")
        #expect(added.text.contains("kept 2 profile set(s)"), "\(added.text)")
        for (name, what) in [
            ("cpu.svg", "a symbolic link"), ("cpu-diff.svg", "a symbolic link"), ("cpu.folded", "a FIFO"),
            ("alloc.folded", "a folder"),
        ] {
            #expect(
                added.warnings.contains("skipped profile \(set)/\(name): it is \(what), not a regular file"),
                "\(name): \(added.warnings)")
        }
        let latest = try #require(HistoryProfiles(history: history).latest()["cached-switch"])
        #expect(latest.map(\.files) == [["cpu-top.md"], ["alloc.svg"]])
        #expect(!Self.contents(under: history).contains("PRIVATE KEY"))

        #expect(DashboardCommandCore.run(history: history, output: site).exitCode == .success)
        #expect(!Self.contents(under: site).contains("PRIVATE KEY"))
    }

    @Test func aProfileOverTheCapIsSkippedWithALine() throws {
        let scratch = try TemporaryDirectory("perfci")
        let history = scratch.at("history")
        let run = try HistoryProfilesTests.runFolder(
            scratch, number: 1, profiles: ["cached-switch": ["cpu.svg": "<svg/>", "cpu.folded": ""]])
        // A sparse file one byte over the cap (no disk is used).
        let large = "\(run)/profiles/cached-switch/cpu.folded"
        try #require(truncate(large, off_t(HistoryProfiles.maximumFileBytes + 1)) == 0)
        let added = HistoryCommandCore.add(report: "\(run)/report.json", history: history)
        #expect(added.exitCode == .success, "\(added)")
        #expect(
            added.warnings == [
                "skipped profile \(large): it holds 67108865 bytes, more than the 67108864-byte limit"
            ], "\(added.warnings)")
        #expect(HistoryProfiles(history: history).latest()["cached-switch"]?.first?.files == ["cpu.svg"])
    }

    @Test func aLinkPlantedInTheHistoryIsNotPublished() throws {
        let scratch = try TemporaryDirectory("perfci")
        let history = scratch.at("history"), site = scratch.at("site")
        let privateFile = try Self.privateFile(in: scratch)
        let run = try HistoryProfilesTests.runFolder(
            scratch, number: 1, profiles: ["cached-switch": ["cpu.svg": "<svg/>"]])
        #expect(HistoryCommandCore.add(report: "\(run)/report.json", history: history).exitCode == .success)
        let kept = try #require(HistoryProfiles(history: history).latest()["cached-switch"]?.first)
        try FileManager.default.removeItem(atPath: "\(kept.folder)/cpu.svg")
        try FileManager.default.createSymbolicLink(atPath: "\(kept.folder)/cpu.svg", withDestinationPath: privateFile)
        try FileManager.default.createSymbolicLink(
            atPath: "\(kept.folder)/cpu.folded", withDestinationPath: "/dev/zero")

        let published = DashboardCommandCore.run(history: history, output: site)
        #expect(published.exitCode == .success, "\(published)")
        #expect(
            published.warnings.contains(
                "skipped profile \(kept.folder)/cpu.svg: it is a symbolic link, not a regular file"))
        #expect(!Self.contents(under: site).contains("PRIVATE KEY"))
        #expect(
            !FileManager.default.fileExists(
                atPath: "\(site)/profiles/\(HistoryProfiles.folderName("cached-switch"))/cpu.svg"))
    }

    @Test func aProfilesFolderThatIsAFileWritesNothing() throws {
        let scratch = try TemporaryDirectory("perfci")
        let history = scratch.at("history")
        try FileManager.default.createDirectory(atPath: history, withIntermediateDirectories: true)
        try Data("not a folder".utf8).write(to: URL(fileURLWithPath: "\(history)/.profiles"))
        let run = try HistoryProfilesTests.runFolder(
            scratch, number: 1, profiles: ["cached-switch": ["cpu.svg": "<svg/>"]])
        let added = HistoryCommandCore.add(report: "\(run)/report.json", history: history)
        #expect(added.exitCode == .badInput, "\(added)")
        #expect(
            added.error
                == "the history's profile folder \(history)/.profiles is a file, not a folder; remove it or name another history"
        )
        #expect(added.text.isEmpty)
        #expect(try HistoryStore(root: history).runs().isEmpty, "nothing was written")
    }

    @Test func pruneRemovesTheProfilesOfTheRunsItRemoves() throws {
        let scratch = try TemporaryDirectory("perfci")
        let history = scratch.at("history"), site = scratch.at("site")
        let first = try HistoryProfilesTests.runFolder(
            scratch, number: 1, profiles: ["cached-switch": ["cpu.svg": "<svg>first</svg>"]])
        let second = try HistoryProfilesTests.runFolder(
            scratch, number: 2, profiles: ["touch-accuracy": ["cpu.svg": "<svg>second</svg>"]])
        for run in [first, second] {
            #expect(HistoryCommandCore.add(report: "\(run)/report.json", history: history).exitCode == .success)
        }
        #expect(HistoryProfiles(history: history).latest().keys.sorted() == ["cached-switch", "touch-accuracy"])
        let pruned = HistoryCommandCore.prune(history: history, keepLast: 1)
        #expect(pruned.exitCode == .success && pruned.text.contains("pruned 1 run(s)"), "\(pruned)")
        #expect(
            pruned.text.contains("removed profiles \(HistoryProfiles.folderName("cached-switch"))/cpu-"),
            "\(pruned.text)")
        #expect(HistoryProfiles(history: history).latest().keys.sorted() == ["touch-accuracy"])
        #expect(DashboardCommandCore.run(history: history, output: site).exitCode == .success)
        #expect(
            !FileManager.default.fileExists(atPath: "\(site)/profiles/\(HistoryProfiles.folderName("cached-switch"))"))
    }
}
