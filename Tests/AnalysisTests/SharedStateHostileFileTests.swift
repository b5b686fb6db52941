import Foundation
@testable import KeyboardCore
import TestSupport
import Testing

/// The App Group file against what another process may leave at its paths: a FIFO or a device at the
/// state path, a link planted where a temporary file would go, a good file renamed in while a corrupt
/// one is being moved aside, the temporaries of killed writers.
@Suite(.serialized) struct SharedStateHostileFileTests {
    let scratch: TemporaryDirectory
    let directory: String
    let store: SharedStateStore
    init() throws {
        scratch = try TemporaryDirectory("shared-state")
        directory = scratch.path
        store = SharedStateStore(path: directory + "/state")
    }

    func goodState(_ tag: String) -> SharedState {
        var state = SharedState.defaults()
        state.set("companion.tag", tag)
        return state
    }

    func entries() -> [String] { ((try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []).sorted() }

    /// Runs `load()` on a thread of its own and waits at most 2 s for it; a load still blocked then is
    /// released by opening `fifo` for writing (so the test ends) and reported as blocked (`nil`).
    func loadWithin2Seconds(releasing fifo: String) -> SharedStateStore.Loaded? {
        let result = LoadResult()
        let store = store
        let thread = Thread { result.set(store.load()) }
        thread.start()
        guard Support.eventually(2, { result.get() != nil }) else {
            let writer = open(fifo, O_WRONLY | O_NONBLOCK)
            if writer >= 0 { close(writer) }
            _ = Support.eventually(5) { result.get() != nil }
            return nil
        }
        return result.get()
    }

    @Test(arguments: ["fifo", "link to a fifo"])
    func aFIFOAtTheStatePathIsRefusedWithoutBlocking(kind: String) throws {
        let fifo = kind == "fifo" ? store.path : directory + "/elsewhere"
        #expect(mkfifo(fifo, 0o600) == 0)
        if kind != "fifo" { #expect(symlink(fifo, store.path) == 0) }
        let loaded = try #require(loadWithin2Seconds(releasing: fifo), "load() blocked on a \(kind)")
        #expect(loaded.warning?.contains("not a regular file") == true, "\(loaded.warning ?? "no warning")")
        #expect(SessionIdentifier.isValid(loaded.state.sessionID ?? ""))
        var isFIFO = stat()
        #expect(stat(fifo, &isFIFO) == 0 && (isFIFO.st_mode & S_IFMT) == S_IFIFO, "the FIFO is left where it is")
    }

    @Test func aDeviceOrADirectoryAtTheStatePathIsRefused() throws {
        #expect(symlink("/dev/zero", store.path) == 0)
        #expect(store.load().warning?.contains("not a regular file") == true)
        #expect(unlink(store.path) == 0)
        #expect(mkdir(store.path, 0o700) == 0)
        #expect(store.load().warning != nil)
    }

    @Test func aLinkToAGoodRegularFileIsRead() throws {
        let elsewhere = SharedStateStore(path: directory + "/real")
        try elsewhere.save(goodState("linked"))
        #expect(symlink(elsewhere.path, store.path) == 0)
        let loaded = store.load()
        #expect(loaded.warning == nil)
        #expect(loaded.state["companion.tag"] == "linked")
    }

    @Test func aLinkPlantedAtTheOldTemporaryNameIsNeverFollowed() throws {
        let victim = directory + "/victim"
        try Data("precious\n".utf8).write(to: URL(fileURLWithPath: victim))
        for name in ["state.tmp-\(getpid())", "state.tmp"] { #expect(symlink(victim, directory + "/" + name) == 0) }
        try store.save(goodState("saved"))
        #expect(try String(contentsOfFile: victim, encoding: .utf8) == "precious\n", "the link's target was written")
        var info = stat()
        #expect(lstat(store.path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFREG, "the state file is a regular file, not the planted link")
        #expect(store.load().state["companion.tag"] == "saved")
        #expect(entries().filter { $0.hasPrefix("state.tmp") }.count == 2, "the planted links are left alone")
    }

    @Test func temporaryNamesAreUnpredictableAndCreatedExclusively() throws {
        let names = (0..<64).map { _ in AtomicFileWriter.temporaryName(for: store.path) }
        #expect(Set(names).count == names.count)
        #expect(names.allSatisfy { $0.hasPrefix(store.path + ".tmp-\(getpid())-") && $0.count == store.path.count + 5 + "\(getpid())".count + 17 })
        let taken = directory + "/taken"
        #expect(symlink(directory + "/nowhere", taken) == 0)
        #expect(AtomicFileWriter.createExclusively(taken) < 0, "an existing name (a dangling link) is refused")
        #expect(!FileManager.default.fileExists(atPath: directory + "/nowhere"), "the link was not followed")
    }

    @Test func aGoodFileRenamedInWhileACorruptOneIsReadIsNotMovedAside() throws {
        try Data("garbage".utf8).write(to: URL(fileURLWithPath: store.path))
        let writer = SharedStateStore(path: store.path)
        let racing = SharedStateStore(path: store.path, beforeMovingAside: { _ = try? writer.save(goodState("new")) })
        let loaded = racing.load()
        #expect(loaded.warning == nil, "\(loaded.warning ?? "")")
        #expect(loaded.state["companion.tag"] == "new", "the file a writer renamed in is read")
        #expect(store.load().state["companion.tag"] == "new", "the good file a writer renamed in stays in place")
        let aside = try? Data(contentsOf: URL(fileURLWithPath: store.path + ".corrupt"))
        #expect(aside == nil || aside == Data("garbage".utf8), "only the corrupt file may be moved aside")
    }

    @Test func aCorruptFileIsStillMovedAsideWhenNobodyRaces() throws {
        try Data("garbage".utf8).write(to: URL(fileURLWithPath: store.path))
        #expect(store.load().warning?.contains("kept as") == true)
        #expect(try Data(contentsOf: URL(fileURLWithPath: store.path + ".corrupt")) == Data("garbage".utf8))
        #expect(!FileManager.default.fileExists(atPath: store.path))
    }

    /// A pid that is certainly not running: a child that has exited and been reaped.
    func deadPID() throws -> pid_t {
        let child = try TestProcess.start("/bin/true", [], options: TestProcessOptions(stdout: .null, stderr: .null))
        _ = child.finish(timeout: 10)
        return child.pid
    }

    func makeTemporary(_ name: String, ageSeconds: Double) throws {
        let path = directory + "/" + name
        try Data("half".utf8).write(to: URL(fileURLWithPath: path))
        try FileManager.default.setAttributes([.modificationDate: Date().addingTimeInterval(-ageSeconds)], ofItemAtPath: path)
    }

    @Test func leftoversOfDeadWritersAreRemovedAndLiveWritersTemporariesKept() throws {
        let dead = try deadPID()
        try makeTemporary("state.tmp-\(dead)", ageSeconds: 60)
        try makeTemporary("state.tmp-\(dead)-0123456789abcdef", ageSeconds: 60)
        try makeTemporary("state.tmp-\(getpid())-00000000000000aa", ageSeconds: 60)
        try makeTemporary("state.tmp-\(getpid())-00000000000000bb", ageSeconds: 3_600)
        try makeTemporary("state.tmp-\(dead)-00000000000000cc", ageSeconds: 0)
        try makeTemporary("state.tmp-notes", ageSeconds: 3_600)
        try makeTemporary("other.tmp-\(dead)", ageSeconds: 60)
        try store.save(goodState("x"))
        #expect(entries() == [
            "other.tmp-\(dead)", "state", "state.tmp-\(dead)-00000000000000cc", "state.tmp-\(getpid())-00000000000000aa", "state.tmp-notes",
        ].sorted())
    }

    @Test func killedWritersLeaveNoTemporaryBehindOnceTheNextLoadRuns() throws {
        let writer = Support.product("shared-state-writer")
        var leftovers = 0
        for round in 0..<16 {
            let process = try TestProcess.start(writer, [store.path], options: TestProcessOptions(stdout: .null, stderr: .inherit))
            usleep(useconds_t(30_000 + round * 5_000))
            process.send(SIGKILL)
            _ = process.finish(timeout: 60)
            let temporaries = entries().filter { $0.hasPrefix("state.tmp-") }
            leftovers += temporaries.count
            for name in temporaries {
                try FileManager.default.setAttributes([.modificationDate: Date().addingTimeInterval(-60)], ofItemAtPath: directory + "/" + name)
            }
            _ = store.load()
            #expect(entries().filter { $0.hasPrefix("state.tmp-") }.isEmpty, "round \(round): \(entries())")
        }
        print("killed writers left \(leftovers) temporaries in 16 rounds")
    }
}

/// A load's result handed from its thread to the test.
/// `@unchecked Sendable`: `value` is read and written under `lock` only.
final class LoadResult: @unchecked Sendable {
    private let lock = NSLock()
    private var value: SharedStateStore.Loaded?
    func set(_ loaded: SharedStateStore.Loaded) { lock.withLock { value = loaded } }
    func get() -> SharedStateStore.Loaded? { lock.withLock { value } }
}
