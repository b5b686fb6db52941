import Foundation
import KeyboardCore
import TestSupport
import Testing

/// The App Group file: round trip, cap, corruption, other keys kept, atomic replacement under kill -9.
struct SharedStateTests {
    let directory: TemporaryDirectory
    let store: SharedStateStore
    init() throws {
        directory = try TemporaryDirectory("shared-state")
        store = SharedStateStore(path: directory.at("state"))
    }

    func sampleState() -> SharedState {
        var state = SharedState.defaults()
        state.layoutMode = .numbers
        state.record(highRisk)
        state.set("companion.scan", "clean\nline %2")
        return state
    }

    @Test func savesAndLoadsEveryKeyIncludingOthers() throws {
        let state = sampleState()
        try store.save(state)
        let loaded = store.load()
        #expect(loaded.warning == nil)
        #expect(loaded.state == state)
        #expect(loaded.state.layoutMode == .numbers)
        #expect(loaded.state["companion.scan"] == "clean\nline %2")
    }

    @Test func aMissingFileGivesDefaultsSilently() {
        let loaded = store.load()
        #expect(loaded.warning == nil)
        #expect(SessionIdentifier.isValid(loaded.state.sessionID ?? ""))
    }

    @Test func a2KBWriteIsRefusedAndTheOldFileKept() throws {
        try store.save(sampleState())
        let before = try Data(contentsOf: URL(fileURLWithPath: store.path))
        var big = sampleState()
        big.set("companion.blob", String(repeating: "x", count: 2_048))
        #expect(throws: SharedStateError.self) { try store.save(big) }
        do { try store.save(big) } catch {
            guard case .oversize(let bytes, 1_024) = error else { Issue.record("\(error)"); return }
            #expect(bytes > 2_048)
        }
        #expect(try Data(contentsOf: URL(fileURLWithPath: store.path)) == before)
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["state"])
    }

    @Test(arguments: ["garbage", "truncated", "flipped", "empty", "oversize"])
    func aCorruptFileLoadsAsDefaultsWithAWarning(kind: String) throws {
        try store.save(sampleState())
        var bytes = try Data(contentsOf: URL(fileURLWithPath: store.path))
        switch kind {
        case "garbage": bytes = Data([0xFF, 0x00, 0x13, 0x37])
        case "truncated": bytes = bytes.prefix(bytes.count / 2)
        case "flipped": bytes[30] ^= 0x01
        case "empty": bytes = Data()
        default: bytes = Data(repeating: 0x41, count: 4_000)
        }
        try bytes.write(to: URL(fileURLWithPath: store.path))
        let loaded = store.load()
        #expect(loaded.warning?.contains("corrupt") == true)
        #expect(loaded.warning?.contains("\n") == false)
        #expect(loaded.state.entries.count == 1)
        #expect(FileManager.default.fileExists(atPath: store.path + ".corrupt"), "the bad file is kept beside")
    }

    @Test func anInvalidSessionIDIsReplacedAndOtherKeysKept() throws {
        var state = sampleState()
        state.set(SharedState.Key.sessionID, "not-a-uuid")
        try store.save(state)
        let loaded = store.load()
        #expect(loaded.warning != nil)
        #expect(SessionIdentifier.isValid(loaded.state.sessionID ?? ""))
        #expect(loaded.state["companion.scan"] == "clean\nline %2")
        #expect(loaded.state.latestVerdict == "high 0.9 phishing")
    }

    @Test func badKeysAreRefused() {
        var state = SharedState.defaults()
        state.set("Bad Key", "x")
        #expect(throws: SharedStateError.invalidKey("Bad Key")) { try store.save(state) }
    }

    @Test func killedMidWriteLeavesTheOldOrTheNewFile() throws {
        let writer = Support.product("shared-state-writer")
        var seen = Set<String>()
        for round in 0..<12 {
            let process = try TestProcess.start(
                writer, [store.path], options: TestProcessOptions(stdout: .null, stderr: .inherit))
            usleep(useconds_t(40_000 + round * 7_000))
            process.send(SIGKILL)
            _ = process.finish(timeout: 60)
            guard FileManager.default.fileExists(atPath: store.path) else { continue }
            let loaded = store.load()
            #expect(loaded.warning == nil, "round \(round): \(loaded.warning ?? "")")
            let flag = loaded.state["companion.flag"] ?? ""
            #expect(flag == String(repeating: "a", count: 300) || flag == String(repeating: "b", count: 300))
            #expect(
                loaded.state.lastAnalysisTime?.hasSuffix(flag.hasPrefix("a") ? "1Z" : "2Z") == true,
                "no mix of versions")
            seen.insert(String(flag.prefix(1)))
        }
        #expect(!seen.isEmpty, "the writer never wrote: the test checked nothing")
    }
}
