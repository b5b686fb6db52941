import Foundation
import Glibc
import Subprocess
import Synchronization
import SystemPackage

/// The thread processes are started from. swift-subprocess starts every process on one thread of its
/// own, made the first time it starts one, and a process (like a thread) starts at the nice value of the
/// thread that makes it: a worker's nice value is that thread's, not `WorkerThread`'s. So that thread is
/// made from `WorkerThread` once its value is set; when it was made before (a process was started
/// earlier, as in a test process), it cannot be named among this process's threads, and every one of them
/// takes the value.
enum SpawnThread {
    /// Whether swift-subprocess was asked to start a process in this process yet.
    private static let asked = Atomic<Bool>(false)

    /// Called before every start through swift-subprocess (`WorkerLauncher.spawn`).
    static func willStart() { asked.store(true, ordering: .sequentiallyConsistent) }

    /// Makes swift-subprocess's starting thread from `WorkerThread` (one `/bin/true` started and waited
    /// for) unless it was asked to start a process before; whether it was.
    static func make() async -> Bool {
        guard !asked.exchange(true, ordering: .sequentiallyConsistent) else { return true }
        _ = try? await withTaskExecutorPreference(WorkerThread.shared) {
            try await run(.path(FilePath("/bin/true")), output: .discarded)
        }
        return false
    }

    /// Sets every thread of this process (`/proc/self/task`) to nice `value` (Linux keeps one per
    /// thread); a thread it cannot set keeps its value.
    static func setEveryThread(to value: Int) {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/task")) ?? []
        for thread in names.compactMap({ id_t($0) }) {
            _ = setpriority(__priority_which_t(PRIO_PROCESS.rawValue), thread, Int32(value))
        }
    }
}
