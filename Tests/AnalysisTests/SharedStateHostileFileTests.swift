import AtomicFiles
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
        #expect(
            lstat(store.path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFREG,
            "the state file is a regular file, not the planted link")
        #expect(store.load().state["companion.tag"] == "saved")
        #expect(entries().filter { $0.hasPrefix("state.tmp") }.count == 2, "the planted links are left alone")
    }

    @Test func temporaryNamesAreUnpredictableAndCreatedExclusively() throws {
        let names = (0..<64).map { _ in TemporaryFileName(target: "state").name }
        #expect(Set(names).count == names.count)
        #expect(
            names.allSatisfy {
                $0.hasPrefix(".state.tmp-\(getpid())-") && $0.count == 11 + "\(getpid())".count + 17
            })
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

    /// The warning says what became of a corrupt file: a link at the path is what moves aside (its
    /// target stays), and a file that cannot be renamed is said to be left where it is.
    @Test func theWarningSaysWhatWasReallyMovedAside() throws {
        let oversize = directory + "/oversize"
        try Data(repeating: UInt8(ascii: "x"), count: SharedStateFile.maximumBytes * 4)
            .write(to: URL(fileURLWithPath: oversize))
        #expect(symlink(oversize, store.path) == 0)
        let linked = store.load().warning ?? ""
        #expect(linked.contains("the link was kept as \(store.path).corrupt; the file it names was left"), "\(linked)")
        var info = stat()
        #expect(lstat(store.path + ".corrupt", &info) == 0 && info.st_mode & S_IFMT == S_IFLNK, "the link moved")
        #expect(FileManager.default.fileExists(atPath: oversize), "its target stayed")

        #expect(mkdir(store.path + ".corrupt.d", 0o700) == 0)
        #expect(unlink(store.path + ".corrupt") == 0)
        #expect(rename(store.path + ".corrupt.d", store.path + ".corrupt") == 0)
        let keep = creat(store.path + ".corrupt/keep", 0o600)
        #expect(keep >= 0)
        close(keep)
        try Data("garbage".utf8).write(to: URL(fileURLWithPath: store.path))
        let stuck = store.load().warning ?? ""
        #expect(stuck.contains("nothing moved: cannot rename it to \(store.path).corrupt"), "\(stuck)")
        #expect(!stuck.contains("kept as"), "\(stuck)")
        #expect(try Data(contentsOf: URL(fileURLWithPath: store.path)) == Data("garbage".utf8), "left where it was")
    }
}
