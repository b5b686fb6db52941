import BenchProfile
import BenchRunner
import Foundation
import TestSupport
import Testing

/// Profiles are written all or nothing: a disk that fills up half-way leaves no profile folder.
@Suite struct ProfileSessionTests {
    /// A collector that makes two files per scenario from nothing (the writing is what is tested).
    struct TwoFiles: ProfileCollector {
        var kind: ProfileKind { .cpu }
        var timeLimitFactor: Double { 1 }
        func wrap(_ invocation: WorkerInvocation, directory: String) -> WorkerInvocation { invocation }
        func artifacts(scenario: String, directories: [String]) -> [ProfileArtifact] {
            [
                ProfileArtifact(name: "cpu.folded", text: "a;b 1\n"),
                ProfileArtifact(name: "cpu-top.md", text: "# top\n"),
            ]
        }
    }

    @Test("every scenario's files land in <run>/profiles, and the scratch folder goes")
    func writesEverything() throws {
        let session = try ProfileSession(collector: TwoFiles())
        defer { session.cleanUp() }
        _ = try session.workerDirectory(scenario: "one")
        _ = try session.workerDirectory(scenario: "two")
        let run = try TemporaryDirectory.make()
        let written = try session.write(scenarios: ["one", "two", "three"], runDirectory: run.path)
        #expect(written.missing == ["three"])
        #expect(written.folders.keys.sorted() == ["one", "two"])
        #expect(FileManager.default.fileExists(atPath: run.path + "/profiles/two/cpu-top.md"))
        session.cleanUp()
        #expect(!FileManager.default.fileExists(atPath: session.scratch))
    }

    @Test("a disk that fills up half-way: one line naming the reason, nothing left behind")
    func fullDisk() throws {
        let session = try ProfileSession(collector: TwoFiles())
        defer { session.cleanUp() }
        _ = try session.workerDirectory(scenario: "one")
        _ = try session.workerDirectory(scenario: "two")
        let run = try TemporaryDirectory.make()
        nonisolated(unsafe) var writes = 0
        let fillsUp: (String, [UInt8]) throws -> Void = { path, bytes in
            writes += 1
            guard writes < 3 else { throw NSError(domain: NSPOSIXErrorDomain, code: Int(ENOSPC)) }
            try ProfileSession.writeFile(path, bytes)
        }
        #expect {
            _ = try session.write(scenarios: ["one", "two"], runDirectory: run.path, writeFile: fillsUp)
        } throws: { error in
            "\(error)" == "could not write the profiles into \(run.path)/profiles: No space left on device"
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: run.path).isEmpty)
    }
}
