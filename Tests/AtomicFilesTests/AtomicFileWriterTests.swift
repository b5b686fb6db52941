import AtomicFiles
import Foundation
import Testing

/// The one atomic writer both the keyboard's shared state and the harness's outputs use.
@Suite struct AtomicFileWriterTests {
    let folder: String

    init() throws {
        folder = NSTemporaryDirectory() + "atomic-files-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: false)
    }

    func entries() -> [String] { ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).sorted() }

    func read(_ path: String) -> String? { try? String(contentsOfFile: path, encoding: .utf8) }

    func mode(_ path: String) -> mode_t {
        var info = stat()
        return lstat(path, &info) == 0 ? info.st_mode & 0o777 : 0
    }

    func removeFolder() { try? FileManager.default.removeItem(atPath: folder) }

    @Test func replacesTheWholeFileWithTheGivenModeAndLeavesNoTemporary() throws {
        defer { removeFolder() }
        let path = folder + "/state"
        try AtomicFileWriter.write(Array("old".utf8), to: path, mode: 0o600)
        #expect(read(path) == "old" && mode(path) == 0o600)
        try AtomicFileWriter.write(Array("new content".utf8), to: path)
        #expect(read(path) == "new content" && mode(path) == 0o644, "a new file with the default mode replaces it")
        try AtomicFileWriter.write(to: path) { writer throws(SystemError) in
            for part in ["streamed ", "in ", "parts"] { try writer.write(part) }
        }
        #expect(read(path) == "streamed in parts")
        #expect(entries() == ["state"])
    }

    @Test func aLinkAtThePathIsReplacedAndItsTargetNeverWritten() throws {
        defer { removeFolder() }
        let victim = folder + "/victim"
        try AtomicFileWriter.write(Array("precious".utf8), to: victim)
        #expect(symlink(victim, folder + "/state") == 0)
        try AtomicFileWriter.write(Array("mine".utf8), to: folder + "/state")
        #expect(read(victim) == "precious")
        var info = stat()
        #expect(lstat(folder + "/state", &info) == 0 && info.st_mode & S_IFMT == S_IFREG)
    }

    @Test func anExistingNameIsNeverOpened() throws {
        defer { removeFolder() }
        let taken = folder + "/taken"
        #expect(symlink(folder + "/nowhere", taken) == 0)
        #expect(AtomicFileWriter.createExclusively(taken) < 0 && errno == EEXIST, "a dangling link is refused")
        #expect(!FileManager.default.fileExists(atPath: folder + "/nowhere"), "the link was not followed")
    }

    @Test func aFailedWriteKeepsTheOldFileAndRemovesItsTemporary() throws {
        defer { removeFolder() }
        let path = folder + "/report.json"
        try AtomicFileWriter.write(Array("{}".utf8), to: path)
        let failure = SystemError("write to 'x'", code: ENOSPC)
        #expect(throws: failure) {
            try AtomicFileWriter.write(to: path) { writer throws(SystemError) in
                try writer.write("half")
                throw failure
            }
        }
        #expect(read(path) == "{}" && entries() == ["report.json"])
        #expect(throws: SystemError.self) { try AtomicFileWriter.write([1], to: folder + "/missing/report.json") }
        #expect(throws: SystemError.self) { try AtomicFileWriter.write([1], to: "/proc/report.json") }
        #expect(entries() == ["report.json"])
    }

    @Test func aWriterStoppedBeforeTheRenameLeavesANamedTemporary() throws {
        defer { removeFolder() }
        let path = folder + "/runs.bin"
        var seen = ""
        #expect(throws: SystemError.self) {
            try AtomicFileWriter.write(Array("index".utf8), to: path) { temporary throws(SystemError) in
                seen = temporary
                throw SystemError("killed", code: ECANCELED)
            }
        }
        let name = String(seen.split(separator: "/").last ?? "")
        let parsed = TemporaryFileName.parse(name)
        #expect(parsed?.target == "runs.bin" && parsed?.processID == getpid(), "\(name)")
        #expect(read(seen) == "index" && entries() == [name], "the temporary is whole and flushed; no target yet")
    }

    @Test func aFailedRenameRunsTheDiscardAndNamesTheTarget() throws {
        defer { removeFolder() }
        var discarded = false
        #expect(throws: SystemError("rename to '\(folder)/b'", code: ENOENT)) {
            try AtomicFileWriter.rename(folder + "/a", over: folder + "/b") { discarded = true }
        }
        #expect(discarded)
    }

    @Test func theFolderOfAPath() {
        defer { removeFolder() }
        #expect(AtomicFileWriter.directory(of: "/a/b/state") == "/a/b")
        #expect(AtomicFileWriter.directory(of: "/state") == "/")
        #expect(AtomicFileWriter.directory(of: "state") == ".")
    }
}
