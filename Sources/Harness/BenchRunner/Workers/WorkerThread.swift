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

    private func runJobs() -> Never {
        while true {
            condition.lock()
            while jobs.isEmpty { condition.wait() }
            let job = jobs.removeFirst()
            condition.unlock()
            job.runSynchronously(on: asUnownedTaskExecutor())
        }
    }
}
