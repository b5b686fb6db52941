/// Reports progress about a hundred times per phase at most, so reporting costs next to nothing.
struct ProgressThrottle {
    let phase: String
    let total: Int
    private let every: Int

    init(phase: String, total: Int) {
        self.phase = phase
        self.total = total
        self.every = Swift.max(1, total / 100)
    }

    /// Call after unit `done` (1-based) of `total`.
    @inline(__always)
    func tick(_ done: Int) {
        if done % every == 0 || done == total {
            WorkerProgress.report(phase: phase, done: done, total: total)
        }
    }
}
