import KeyboardCore

// Writes shared state to the path in argv[1] forever, alternating two versions (A and B) whose every
// key differs, so a test that kills this process with SIGKILL mid-write can check the file is A or B.
let arguments = CommandLine.arguments
if arguments.count == 2 {
    let store = SharedStateStore(path: arguments[1])
    var versions: [SharedState] = []
    for tag in ["a", "b"] {
        var state = SharedState(entries: [
            SharedState.Key.sessionID: "0e4a7b52-61d8-4c3e-9a3f-2b8c1d0e5f6\(tag == "a" ? "1" : "2")"
        ])
        state.set("companion.flag", String(repeating: tag, count: 300))
        state.set(SharedState.Key.lastAnalysis, "2026-11-24T05:00:0\(tag == "a" ? "1" : "2")Z")
        versions.append(state)
    }
    print("writing")
    var index = 0
    while true {
        do { try store.save(versions[index % 2]) } catch { print("error: \(error)") }
        index += 1
    }
}
print("usage: shared-state-writer PATH")
