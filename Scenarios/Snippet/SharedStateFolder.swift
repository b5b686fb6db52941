#if canImport(Glibc)
    import Glibc
#endif
import BenchSafety
import KeyboardCore

/// The App Group container of a harnessed keyboard: a fresh scratch folder under `$TMPDIR` holding the
/// shared state file, removed when the session is released (and, when a killed worker could not, by
/// the next run: `ScratchFolder`). Saves happen where the person pauses, never
/// inside a measured keystroke.
final class SharedStateFolder {
    let directory: String
    let store: SharedStateStore
    private(set) var saves = 0
    private(set) var failures = 0

    init() throws {
        do { directory = try ScratchFolder.make("state") } catch {
            throw ScriptError(description: "the shared state's folder: \(error)")
        }
        store = SharedStateStore(path: directory + "/shared-state")
    }

    deinit { ScratchFolder.remove(directory) }

    /// Saves the analyser's shared state with the keyboard's mode (only when it changed).
    func save(_ session: KeyboardSession) {
        guard let analyzer = session.controller.analyzer else { return }
        do throws(SharedStateError) {
            let changed = analyzer.sharedStateChanged || analyzer.sharedState.layoutMode != session.controller.mode
            try analyzer.saveSharedState(to: store, mode: session.controller.mode)
            if changed { saves += 1 }
        } catch {
            failures += 1
        }
    }

    /// 1 when the file reads back, without a warning, as the analyser's state.
    func matches(_ session: KeyboardSession) -> Double {
        save(session)
        let loaded = store.load()
        return loaded.warning == nil && loaded.state == session.controller.analyzer?.sharedState ? 1 : 0
    }
}
