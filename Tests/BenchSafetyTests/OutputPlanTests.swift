import Glibc
import Testing

@testable import BenchSafety
import TestSupport

/// Everything the run writes is checked before it starts; a refusal creates nothing.
struct OutputPlanTests {
    static let runID = "20261122-040000-abc123"

    func refusal(_ directory: String, probe: FileSystemProbe = .live) -> String? {
        do {
            try OutputPlan(directory: directory, runID: Self.runID).check(fileSystem: probe)
            return nil
        } catch {
            return error.message
        }
    }

    @Test func emptyPathIsRefused() {
        #expect(refusal("") == "--output '': is empty; give a directory, e.g. --output Reports")
    }

    @Test func nameOf300CharactersIsRefusedAndNothingIsCreated() throws {
        let scratch = try TemporaryDirectory("bench-safety")
        let long = String(repeating: "n", count: 300)
        let message = refusal(scratch.at("new1/" + long))
        #expect(message?.contains("is 300 bytes long; this file system allows 255") == true)
        #expect(scratch.files().isEmpty)
    }

    @Test func pathOverPathMaxIsRefused() throws {
        let scratch = try TemporaryDirectory("bench-safety")
        let deep = (0..<40).map { _ in String(repeating: "d", count: 120) }.joined(separator: "/")
        #expect(refusal(scratch.at(deep))?.contains("at most 4095 are allowed") == true)
        #expect(scratch.files().isEmpty)
    }

    @Test func aFileWhereADirectoryIsExpectedIsRefused() throws {
        let scratch = try TemporaryDirectory("bench-safety")
        scratch.makeFile("plain")
        #expect(refusal(scratch.at("plain/reports"))?.hasSuffix("plain' exists and is not a directory") == true)
        #expect(scratch.files() == ["plain"])
    }

    @Test func latestJSONAsADirectoryIsFoundBeforeTheRun() throws {
        let scratch = try TemporaryDirectory("bench-safety")
        scratch.makeDirectory("latest.json")
        #expect(
            refusal(scratch.path)?.hasSuffix("'latest.json' in it is a directory or special file; move it away") == true
        )
    }

    @Test func latestAsARealDirectoryIsRefusedButLinksAndOldFilesAreFine() throws {
        let scratch = try TemporaryDirectory("bench-safety")
        scratch.makeFile("latest.md")
        symlink("latest/report.json", scratch.at("latest.json"))
        #expect(refusal(scratch.path) == nil)
        scratch.makeDirectory("latest")
        #expect(refusal(scratch.path)?.contains("'latest' in it") == true)
    }

    @Test func existingRunDirectoryIsRefused() throws {
        let scratch = try TemporaryDirectory("bench-safety")
        scratch.makeDirectory(Self.runID)
        #expect(refusal(scratch.path)?.hasSuffix("'\(Self.runID)' already exists in it") == true)
    }

    @Test func missingDirectoriesUnderAWritableParentPassAndAreNotCreated() throws {
        let scratch = try TemporaryDirectory("bench-safety")
        #expect(refusal(scratch.at("a/b/c")) == nil)
        #expect(scratch.files().isEmpty)
    }

    @Test func noInodesLeftIsRefused() throws {
        var probe = FileSystemProbe.live
        probe.space = { _ in
            FileSystemSpace(availableBytes: 1 << 30, availableInodes: 2, totalInodes: 1000, readOnly: false)
        }
        let scratch = try TemporaryDirectory("bench-safety")
        #expect(
            refusal(scratch.at("new"), probe: probe)?.contains(
                "no inodes left on its file system (2 free, the run creates 9)") == true)
        #expect(scratch.files().isEmpty)
    }

    // A real file system without inodes: CommandLineFaultTests mounts one in a private mount namespace
    // (`unshare -m`, a tmpfs with nr_inodes=3) and runs the real binary against it.

    @Test func readOnlyAndFullFileSystemsAreRefused() {
        var probe = FileSystemProbe.live
        probe.space = { _ in
            FileSystemSpace(availableBytes: 1 << 30, availableInodes: 0, totalInodes: 0, readOnly: true)
        }
        #expect(refusal("/tmp", probe: probe)?.hasSuffix("is on a read-only file system") == true)
        probe.space = { _ in FileSystemSpace(availableBytes: 1000, availableInodes: 0, totalInodes: 0, readOnly: false)
        }
        #expect(refusal("/tmp", probe: probe)?.contains("only 1000 bytes free") == true)
    }

    @Test func unwritableParentIsRefused() {
        var probe = FileSystemProbe.live
        probe.canCreateEntries = { _ in false }
        #expect(
            refusal("/tmp/not-yet", probe: probe)
                == "--output '/tmp/not-yet': cannot create entries in '/tmp' (not writable)")
    }

    /// `/proc` takes no reports: as root the space check says why (0 bytes), otherwise the permission check.
    @Test func realReadOnlyDirectoryIsRefused() throws {
        let message = try #require(refusal("/proc/reports"))
        #expect(message.hasPrefix("--output '/proc/reports': "))
        #expect(
            message.contains("only 0 bytes free on its file system")
                || message.contains("cannot create entries in '/proc' (not writable)"), "\(message)")
    }

    @Test func createDirectoriesMakesTheRunDirectoryAndRollsBackOnFailure() throws {
        let scratch = try TemporaryDirectory("bench-safety")
        let plan = OutputPlan(directory: scratch.at("out/nested"), runID: Self.runID)
        #expect(try plan.createDirectories() == [scratch.at("out"), scratch.at("out/nested"), plan.runDirectory])
        #expect(throws: SystemError.self) { try plan.createDirectories() }
        let blocked = OutputPlan(directory: scratch.at("x/y"), runID: Self.runID)
        scratch.makeDirectory("x")
        scratch.makeFile("x/y")
        #expect(throws: SystemError.self) { try blocked.createDirectories() }
        #expect(scratch.files().contains("x/y/\(Self.runID)") == false)
    }

    @Test func invalidUTF8ArgumentsAreFoundAndShownEscaped() {
        let arguments: [[UInt8]] = [Array("run".utf8), Array("--output".utf8), [0x6F, 0x75, 0x74, 0xFF]]
        let invalid = ArgumentBytes.firstInvalidUTF8(arguments)
        #expect(invalid?.position == 3)
        #expect(
            invalid?.description == "argument 3 'out\\xFF' is not valid UTF-8: names, patterns and paths must be UTF-8")
        #expect(ArgumentBytes.firstInvalidUTF8([Array("naïve".utf8)]) == nil)
        #expect(ArgumentBytes.processArguments().count == Int(CommandLine.argc) - 1)
    }
}
