import Foundation

/// The thread every worker is supervised on: its streams read, its deadline kept, and its exit reaped.
///
/// Swift's shared pool of threads has one thread per core (two here). When synchronous work holds all
/// of them — a profile being symbolized, or, in the test process, tests that compute for minutes — a
/// worker that has exited waits to be reaped until a pool thread is free, a zombie of the launching
/// process meanwhile (and Swift Testing's exit-test monitor, which waits for any child, spins on it
/// and cannot see its own children end). Supervised here, a worker is reaped as soon as it ends,
/// however busy the pool is. Supervision mostly waits, so one thread serves every worker.
final class WorkerThread: TaskExecutor, @unchecked Sendable {
    /// The one thread.
    static let shared = WorkerThread()

    private let condition = NSCondition()
    /// Jobs waiting to run, oldest first (guarded by `condition`).
    private var jobs: [UnownedJob] = []
    /// Plain work to run on the thread itself, before the jobs (guarded by `condition`): what must
    /// change this thread's own state, as its nice value, which workers started from it inherit.
    private var actions: [@Sendable () -> Void] = []

    private init() {
        let thread = Thread { [unowned self] in self.runJobs() }
        thread.name = "worker supervision"
        thread.start()
    }

    func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        condition.lock()
        jobs.append(job)
        condition.signal()
        condition.unlock()
    }

    /// Runs `action` on this thread, ahead of the jobs waiting.
    func perform(_ action: @escaping @Sendable () -> Void) {
        condition.lock()
        actions.append(action)
        condition.signal()
        condition.unlock()
    }

    private func runJobs() -> Never {
        while true {
            condition.lock()
            while jobs.isEmpty && actions.isEmpty { condition.wait() }
            if !actions.isEmpty {
                let action = actions.removeFirst()
                condition.unlock()
                action()
                continue
            }
            let job = jobs.removeFirst()
            condition.unlock()
            job.runSynchronously(on: asUnownedTaskExecutor())
        }
    }
}
